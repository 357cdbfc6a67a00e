import {
  changedFields,
  fieldName,
  logExcerpt,
  siteChangedMessage,
  type SiteChange,
  type SiteDesk,
  type SiteDraft,
  type SiteVersion,
} from 'shared-contracts/site-words-desk';
import {
  priceFields,
  priceKeys,
  priceText,
  specPrices,
  specSiteText,
  specWords,
  wordFields,
  type ChangedWords,
  type SitePart,
  type SitePrices,
  type SiteText,
} from 'shared-contracts/site-words';
import type { Database, Queryable } from '../db/database';
import { isoInZone, todayIn } from '../domain/days';
import { Refusal } from '../domain/refusal';
import { lookedAtMostEvery, type SharedLook } from '../site/looked-at-most-every';

interface VersionRow {
  version: number;
  published_at: Date;
  words: ChangedWords;
  prices: SitePrices;
  parts: SitePart[];
  changes: SiteChange[];
  note: string | null;
}

/** The words to keep of a draft: only those that differ from the spec's, at these prices. */
function changedOnly(words: ChangedWords, prices: SitePrices): ChangedWords {
  const spec = specWords(prices);
  return Object.fromEntries(Object.entries(words).filter(([key, value]) => spec[key as keyof typeof spec] !== value));
}

/** What a version changes from the one before it: the change log's lines, and the parts of the site they are on. */
function differences(
  before: Pick<SiteText, 'words' | 'prices'>,
  after: Pick<SiteText, 'words' | 'prices'>,
): { changes: SiteChange[]; parts: SitePart[] } {
  const afterWords = specWords(after.prices);
  const beforeWords = specWords(before.prices);
  const words = { ...afterWords, ...after.words };
  const keys = changedFields({ ...beforeWords, ...before.words }, words);
  const changes = keys.map((key) => ({ what: fieldName(key), words: logExcerpt(words[key]) || '(empty)' }));
  const prices = priceKeys.filter((key) => before.prices[key] !== after.prices[key]);
  for (const key of prices) {
    const { label, unit } = priceFields[key];
    const value = after.prices[key];
    changes.push({
      what: `Prices, ${label.toLowerCase()}`,
      words: unit === 'cents' ? priceText(value) : `${value / 100}%`,
    });
  }
  const parts = new Set<SitePart>(keys.map((key) => wordFields[key].part));
  return { changes, parts: [...parts] };
}

/**
 * Her words and prices: the published version every page is served with, her draft, and every
 * version she published. A publish names the version it was made from, and is refused when
 * another came first: two windows never overwrite each other's words unseen.
 */
export class SiteTextStore {
  /** The newest version as last read, so a page asks the database one short question. */
  private known: { version: number; text: Promise<SiteText> } | undefined;

  /**
   * What pages are served with: the published text, asked of the database at most once in
   * `pageRecheckMs` (a second), so a burst of visitors costs one short query rather than one
   * each. A version published through this process shows on the next page; one published
   * through another process on the same database, within that second. Whatever charges money
   * reads published() itself.
   */
  readonly forPages: SharedLook<SiteText>;

  constructor(
    private readonly deps: {
      db: Database;
      timeZone: string;
      /** How soon pages show a version published through another API process on the same database. */
      pageRecheckMs?: number;
    },
  ) {
    this.forPages = lookedAtMostEvery(deps.pageRecheckMs ?? 1000, () => this.published());
  }

  /**
   * The newest version as the database has it now (the spec's when she has published none): what
   * prices charged are read from. Work inside a transaction reads it through that transaction (`db`).
   */
  async published(db: Queryable = this.deps.db): Promise<SiteText> {
    const [newest] = await db.query<{ version: number | null }>(
      'SELECT max(version) AS version FROM site_text_versions',
    );
    const version = newest?.version ?? 0;
    if (this.known?.version !== version) {
      const text = this.read(version, false, db);
      this.known = { version, text };
      text.catch(() => (this.known = undefined));
    }
    return this.known.text;
  }

  /** Her draft as the preview shows it, on top of what is published; the published text when she has none. */
  async preview(): Promise<SiteText> {
    const published = await this.published();
    const [draft] = await this.deps.db.query<{ words: ChangedWords; prices: SitePrices }>(
      'SELECT words, prices FROM site_text_draft',
    );
    if (!draft) return published;
    const { parts } = differences(published, draft);
    const today = todayIn(this.deps.timeZone);
    const changed = { ...published.changed, ...Object.fromEntries(parts.map((part) => [part, today])) };
    return { version: published.version, words: draft.words, prices: draft.prices, changed };
  }

  /** The studio's Site section: what is published, her draft, and every version. */
  async desk(): Promise<SiteDesk> {
    const { db } = this.deps;
    const [published, [draft], rows] = await Promise.all([
      this.published(),
      db.query<{ words: ChangedWords; prices: SitePrices }>('SELECT words, prices FROM site_text_draft'),
      db.query<VersionRow>('SELECT * FROM site_text_versions ORDER BY version DESC'),
    ]);
    const versions: SiteVersion[] = rows.map((row) => ({
      version: row.version,
      publishedAt: row.published_at.toISOString(),
      ...(row.note ? { note: row.note } : {}),
      changes: row.changes,
    }));
    versions.push({ version: 0, publishedAt: null, changes: [] });
    return { published, draft: draft ?? null, versions };
  }

  async saveDraft(draft: SiteDraft): Promise<SiteDesk> {
    await this.deps.db.query(
      `INSERT INTO site_text_draft (words, prices) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET words = EXCLUDED.words, prices = EXCLUDED.prices, saved_at = now()`,
      [JSON.stringify(changedOnly(draft.words, draft.prices)), JSON.stringify(draft.prices)],
    );
    return this.desk();
  }

  /** Publishes her draft as the version after `basedOn`; the draft is then done with. */
  async publish(draft: SiteDraft, basedOn: number): Promise<SiteDesk> {
    await this.add({ words: changedOnly(draft.words, draft.prices), prices: draft.prices }, basedOn);
    return this.desk();
  }

  /** Publishes an earlier version's words and prices again, as the next version. */
  async restore(version: number, basedOn: number): Promise<SiteDesk> {
    const earlier = await this.read(version, true);
    await this.add({ words: earlier.words, prices: earlier.prices }, basedOn, `Back to version ${version}`);
    return this.desk();
  }

  private async add(text: Pick<SiteText, 'words' | 'prices'>, basedOn: number, note?: string) {
    await this.deps.db.transaction(async (tx) => {
      // Her versions are numbered in turn: a second publish from the same version finds its number taken.
      await tx.query('LOCK TABLE site_text_versions IN SHARE ROW EXCLUSIVE MODE');
      const [newest] = await tx.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM site_text_versions',
      );
      if ((newest?.version ?? 0) !== basedOn) throw new Refusal('conflict', siteChangedMessage);
      const before = await this.read(basedOn, false, tx);
      const { changes, parts } = differences(before, text);
      await tx.query(
        `INSERT INTO site_text_versions (version, words, prices, parts, changes, note)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          basedOn + 1,
          JSON.stringify(text.words),
          JSON.stringify(text.prices),
          parts,
          JSON.stringify(changes),
          note ?? null,
        ],
      );
      await tx.query('DELETE FROM site_text_draft');
    });
    this.forPages.forget();
  }

  /** A version's text, with the day each part last changed up to it; 0 is the spec's. */
  private async read(version: number, mustExist = false, db: Queryable = this.deps.db): Promise<SiteText> {
    if (version === 0) return { ...specSiteText, prices: { ...specPrices } };
    const [row] = await db.query<VersionRow>('SELECT * FROM site_text_versions WHERE version = $1', [version]);
    if (!row) {
      if (mustExist) throw new Refusal('not-found', `There is no version ${version} of the site.`);
      return specSiteText;
    }
    const dates = await db.query<{ part: SitePart; at: Date }>(
      `SELECT part, max(published_at) AS at FROM site_text_versions, unnest(parts) AS part
       WHERE version <= $1 GROUP BY part`,
      [version],
    );
    const changed = Object.fromEntries(
      dates.map(({ part, at }) => [part, isoInZone(at, this.deps.timeZone).slice(0, 10)]),
    );
    return { version, words: row.words, prices: row.prices, changed };
  }
}
