import type { FastifyInstance } from 'fastify';
import { pageAddress } from 'shared-contracts/site-manifest';
import { visitSchema, type Today } from 'shared-contracts/shop-today';
import { visitBeacon } from 'shared-contracts/visit-beacon';
import type { Queryable } from '../db/database';
import { todayIn } from '../domain/days';
import type { RateLimit } from '../http/site-function';
import { routeRateLimit } from '../http/rate-limits';

/** Crawlers and link previews say who they are; they are not visitors. */
const robot = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse/i;

/** A person's browser tells of a page view now and then; more than this from one address in a minute is not a person. */
const beaconLimit: RateLimit = { max: 120, windowMs: 60 * 1000 };

/** The pages the figures name: at most this many, most visited first. */
const shownRows = 10;

/**
 * Whether the browser asked not to be tracked: Do Not Track (`DNT: 1`) or Global Privacy
 * Control (`Sec-GPC: 1`). Such a visit is not counted at all.
 */
export const optedOut = (headers: Record<string, string | string[] | undefined>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/** Visits to the site's pages by day, page and source, as counts only. */
export class PageVisits {
  constructor(private readonly deps: { db: Queryable; publicUrl: string; timeZone: string }) {}

  /**
   * Counts one view of a visitor's page; false when it is not counted (not a page of the site,
   * a page of her studio). The source is the host of a referring site, never its whole address.
   */
  async count(path: string, referrer: string, now = new Date()): Promise<boolean> {
    const address = pageAddress(path);
    if (!address || ('remote' in address.page.screen && address.page.screen.remote === 'studio')) return false;
    await this.deps.db.query(
      `INSERT INTO page_visits (day, path, source, visits) VALUES ($1, $2, $3, 1)
       ON CONFLICT (day, path, source) DO UPDATE SET visits = page_visits.visits + 1`,
      [todayIn(this.deps.timeZone, now), path, this.sourceOf(referrer)],
    );
    return true;
  }

  /** This week's visits (from `from`) against the same days before, the last 14 days, and the top pages and sources. */
  async figures(
    from: string,
    to: string,
    before: { from: string; to: string },
    days: string[],
  ): Promise<Today['visits']> {
    const { db } = this.deps;
    const total = async (start: string, end: string) =>
      (
        await db.query<{ visits: number }>(
          'SELECT coalesce(sum(visits), 0)::int AS visits FROM page_visits WHERE day BETWEEN $1 AND $2',
          [start, end],
        )
      )[0]!.visits;
    const byDay = await db.query<{ day: string; visits: number }>(
      `SELECT day::text AS day, sum(visits)::int AS visits FROM page_visits WHERE day BETWEEN $1 AND $2 GROUP BY day`,
      [days[0], days.at(-1)],
    );
    const counted = new Map(byDay.map((row) => [row.day, row.visits]));
    const top = (column: 'path' | 'source') =>
      db.query<{ key: string; visits: number }>(
        `SELECT ${column} AS key, sum(visits)::int AS visits FROM page_visits
          WHERE day BETWEEN $1 AND $2 ${column === 'source' ? "AND source <> ''" : ''}
          GROUP BY ${column} ORDER BY visits DESC, key LIMIT ${shownRows}`,
        [from, to],
      );
    const [pages, sources] = await Promise.all([top('path'), top('source')]);
    return {
      thisWeek: await total(from, to),
      lastWeek: await total(before.from, before.to),
      byDay: days.map((day) => ({ day, visits: counted.get(day) ?? 0 })),
      pages: pages.map((row) => ({ path: row.key, visits: row.visits })),
      sources: sources.map((row) => ({ source: row.key, visits: row.visits })),
    };
  }

  private sourceOf(referrer: string): string {
    try {
      const host = new URL(referrer).hostname.replace(/^www\./, '');
      return host === new URL(this.deps.publicUrl).hostname.replace(/^www\./, '') ? '' : host;
    } catch {
      return '';
    }
  }
}

/**
 * POST {visitBeacon.path}: a page view told by the visitor's browser. Answered 204 whatever
 * happens, so that nothing is learnt from it; counted only when the browser did not opt out,
 * is not a robot, and named a page of the site.
 */
export function visitBeaconRoute(app: FastifyInstance, visits: PageVisits): void {
  app.post(
    visitBeacon.path,
    { bodyLimit: visitBeacon.maxBytes, config: { rateLimit: routeRateLimit(beaconLimit) } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (optedOut(request.headers) || robot.test(request.headers['user-agent'] ?? '')) return reply.code(204).send();
      const body = typeof request.body === 'string' ? safeJson(request.body) : request.body;
      const visit = visitSchema.safeParse(body);
      if (visit.success) await visits.count(visit.data.path, visit.data.referrer);
      return reply.code(204).send();
    },
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
