import { randomBytes } from 'node:crypto';
import {
  commissionKindLabels,
  commissionPageUrl,
  commissionStageLabels,
  depositCents,
  projectStages,
  type CommissionKind,
  type CommissionStage,
  type CommissionView,
  type DepositRule,
  type PastCommission,
  type Proposal,
  type ProposalContent,
  type StoryEntry,
} from 'shared-contracts/commissions';
import type { stagesSheMoves } from 'shared-contracts/commissions-desk';
import {
  type CommissionSummary,
  type DeskCommission,
  type NewCommission,
  type ProposalSectionInput,
  type TermsTemplate,
} from 'shared-contracts/commissions-desk';
import { formatCents, fromCents } from 'shared-contracts/pricing';
import { siteConfig } from 'shared-contracts/site-config';
import { balanceDueDays } from 'shared-contracts/shop-terms';
import type { Database, Queryable } from '../db/database';
import { newId } from '../db/ids';
import { addDays, todayIn } from '../domain/days';
import { Refusal } from '../domain/refusal';
import type { MailOutbox } from '../mail/mail-outbox';
import type { MediaLibrary } from '../media/media-library';
import { allMessages } from '../messages/message-rows';
import { CommissionMails } from './commission-mails';
import { moveStage, tell } from './commission-story';
import {
  owedCents,
  readableDay,
  requestLinkUrl,
  stateOf,
  type PaymentRequestRow,
  type PaymentRequests,
} from './payment-requests';

interface CommissionRow {
  id: string;
  page_key: string;
  client_name: string;
  client_email: string;
  stage: CommissionStage;
  from_message_id: string | null;
  public_example: boolean;
  tracking_carrier: string | null;
  tracking_number: string | null;
  testimonial: string | null;
  testimonial_name: string | null;
  testimonial_at: Date | null;
  past_title: string | null;
  past_photo_ids: string[];
  past_with_testimonial: boolean;
  past_shown_at: Date | null;
  updated_at: Date;
}

interface VersionRow {
  version: number;
  title: string;
  kind: CommissionKind;
  sections: ProposalSectionInput[];
  price_cents: number;
  deposit_rule: DepositRule;
  deposit_cents: number;
  terms: string;
  valid_until: string;
  sent_at: Date | null;
  accepted_at: Date | null;
  accepted_by: string | null;
}

interface StoryRow {
  id: string;
  at: Date;
  kind: StoryEntry['kind'];
  by_whom: StoryEntry['by'];
  title: string;
  body: string;
  photo_ids: string[];
  answered_at: Date | null;
}

/** A proposal she writes: the contract's draft, its amounts in cents. */
export interface DraftInput {
  title: string;
  kind: CommissionKind;
  sections: ProposalSectionInput[];
  priceCents: number;
  deposit: DepositRule;
  terms: string;
  validUntil: string;
}

const commissionColumns = `id, page_key, client_name, client_email, stage, from_message_id, public_example,
  tracking_carrier, tracking_number, testimonial, testimonial_name, testimonial_at, past_title, past_photo_ids,
  past_with_testimonial, past_shown_at, updated_at`;
const versionColumns = `version, title, kind, sections, price_cents, deposit_rule, deposit_cents, terms,
  valid_until::text AS valid_until, sent_at, accepted_at, accepted_by`;

/** Where a proposal can still change and be answered. */
const openStages: readonly CommissionStage[] = ['draft', 'sent', 'changes_requested'];
const answerableStages: readonly CommissionStage[] = ['sent', 'changes_requested'];
const postingStages: readonly CommissionStage[] = ['deposit_paid', 'sketch', 'in_progress', 'ready', 'paid'];
const isProject = (stage: CommissionStage) => (projectStages as readonly string[]).includes(stage);

/** The stages she may move a project to from where it stands; Ready and Paid are reached by payments. */
const nextStages: Partial<Record<CommissionStage, readonly (typeof stagesSheMoves)[number][]>> = {
  deposit_paid: ['sketch', 'in_progress'],
  sketch: ['in_progress'],
  in_progress: ['ready'],
  paid: ['delivered'],
  delivered: ['done'],
};

/** How long a new proposal is valid, unless she says otherwise. */
const validForDays = 30;

export interface CommissionDeps {
  db: Database;
  outbox: Pick<MailOutbox, 'enqueue'>;
  media: Pick<MediaLibrary, 'pictures'>;
  requests: PaymentRequests;
  publicUrl: string;
  artistEmail: string;
  timeZone: string;
}

/**
 * Her commissions, from the proposal she writes to the last payment: the versions, the
 * client's answers on their private page, the project's stages and its story. Every amount is
 * the server's record of the accepted version and its requests.
 */
export class Commissions {
  private readonly mails: CommissionMails;

  constructor(private readonly deps: CommissionDeps) {
    this.mails = new CommissionMails(deps);
  }

  private today(): string {
    return todayIn(this.deps.timeZone);
  }

  // Her studio.

  async create(input: NewCommission): Promise<DeskCommission> {
    const { db } = this.deps;
    const message = input.fromMessageId
      ? (
          await db.query<{ kind: 'contact' | 'commission'; theme: string | null }>(
            `SELECT kind, theme FROM (${allMessages}) m WHERE id = $1`,
            [input.fromMessageId],
          )
        )[0]
      : undefined;
    if (input.fromMessageId && !message) throw new Refusal('not-found', 'This message does not exist.');
    const id = newId('cms');
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO commissions (id, page_key, client_name, client_email, from_message_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, randomBytes(32).toString('base64url'), input.clientName, input.clientEmail, input.fromMessageId ?? null],
      );
      await this.insertVersion(tx, id, 1, {
        title: message?.theme ?? '',
        kind: input.kind,
        sections: [{ heading: '', text: '', photoIds: [] }],
        priceCents: 0,
        deposit: { kind: 'percent', value: 50 },
        terms: '',
        validUntil: addDays(this.today(), validForDays),
      });
    });
    return this.desk(id);
  }

  /**
   * Saves her draft: the latest version while it is unsent, else a new version. Once the client
   * accepted, nothing changes.
   */
  async save(id: string, draft: DraftInput): Promise<DeskCommission> {
    await this.checkPhotos(draft.sections.flatMap((section) => section.photoIds));
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (!openStages.includes(commission.stage)) {
        throw new Refusal('conflict', 'This proposal was accepted, so it no longer changes.');
      }
      const latest = await this.latestVersion(tx, id);
      if (latest.sent_at) {
        await this.insertVersion(tx, id, latest.version + 1, draft);
      } else {
        await tx.query(
          `UPDATE proposal_versions SET title = $3, kind = $4, sections = $5, price_cents = $6, deposit_rule = $7,
                  deposit_cents = $8, terms = $9, valid_until = $10
            WHERE commission_id = $1 AND version = $2 AND sent_at IS NULL`,
          [id, latest.version, ...versionValues(draft)],
        );
      }
      await tx.query('UPDATE commissions SET updated_at = clock_timestamp() WHERE id = $1', [id]);
    });
    return this.desk(id);
  }

  /** Sends the latest version: the client is e-mailed their page's link. */
  async send(id: string): Promise<DeskCommission> {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (!openStages.includes(commission.stage)) {
        throw new Refusal('conflict', 'This proposal was accepted, so it is not sent again.');
      }
      const latest = await this.latestVersion(tx, id);
      if (latest.sent_at)
        throw new Refusal('conflict', `Version ${latest.version} was sent already: change it to send a new version.`);
      if (!latest.title.trim() || latest.price_cents <= 0) {
        throw new Refusal('invalid', 'Please give the proposal a title and a price before sending it.');
      }
      if (latest.valid_until < this.today()) {
        throw new Refusal('invalid', 'Please choose a day it is valid until that is not past.');
      }
      await tx.query(
        'UPDATE proposal_versions SET sent_at = clock_timestamp() WHERE commission_id = $1 AND version = $2',
        [id, latest.version],
      );
      await tx.query("UPDATE commissions SET stage = 'sent' WHERE id = $1", [id]);
      await tell(tx, id, { kind: 'sent', by: 'artist', title: `Version ${latest.version} of the proposal was sent` });
      const subject =
        latest.version === 1
          ? `A proposal from ${siteConfig.artistName}: ${latest.title}`
          : `Your proposal, changed: ${latest.title}`;
      await this.deps.outbox.enqueue(
        this.mails.toClient(commission, subject, [
          latest.version === 1
            ? `${siteConfig.artistName} has prepared a proposal for you: ${latest.title}.`
            : `${siteConfig.artistName} has changed your proposal, ${latest.title} (version ${latest.version}).`,
          `You can read it, accept it or ask for changes on your project’s page. It is valid until ${readableDay(latest.valid_until)}.`,
        ]),
        tx,
      );
    });
    return this.desk(id);
  }

  /** Moves a project on; Ready asks for the balance, and Delivered tells the client how it travels. */
  async move(id: string, to: (typeof stagesSheMoves)[number], tracking?: { carrier: string; number: string }) {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (!nextStages[commission.stage]?.includes(to)) {
        throw new Refusal(
          'conflict',
          `A project at ${commissionStageLabels[commission.stage]} cannot move to ${commissionStageLabels[to]}.`,
        );
      }
      if (to === 'ready') {
        await this.requestBalance(tx, commission);
        return;
      }
      if (to === 'delivered' && tracking) {
        await tx.query('UPDATE commissions SET tracking_carrier = $2, tracking_number = $3 WHERE id = $1', [
          id,
          tracking.carrier,
          tracking.number,
        ]);
        await tell(tx, id, {
          kind: 'shipped',
          by: 'artist',
          title: `Shipped with ${tracking.carrier}`,
          text: `Tracking number: ${tracking.number}`,
        });
      }
      await moveStage(tx, id, commission.stage, to);
      const latest = await this.latestVersion(tx, id);
      if (to === 'delivered') {
        await this.deps.outbox.enqueue(
          this.mails.toClient(commission, `${latest.title} is on its way`, [
            tracking
              ? `${latest.title} was shipped with ${tracking.carrier}. Its tracking number is ${tracking.number}.`
              : `${latest.title} is delivered. Thank you for trusting me with it!`,
          ]),
          tx,
        );
      }
      if (to === 'done') {
        await this.deps.outbox.enqueue(
          this.mails.toClient(commission, `Thank you: ${latest.title}`, [
            `${latest.title} is finished. It was a joy to make it for you.`,
            'If you would like to, you can share a few words about your experience on your project’s page.',
          ]),
          tx,
        );
      }
    });
    return this.desk(id);
  }

  /** A sketch for approval or progress photos, on the client's page and in an e-mail to them. */
  async post(id: string, kind: 'sketch' | 'progress', text: string, photoIds: string[]): Promise<DeskCommission> {
    await this.checkPhotos(photoIds);
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (!postingStages.includes(commission.stage)) {
        throw new Refusal('conflict', 'Photos are posted to a project between its deposit and its delivery.');
      }
      const latest = await this.latestVersion(tx, id);
      await tell(tx, id, {
        kind,
        by: 'artist',
        title: kind === 'sketch' ? 'A sketch for your approval' : 'Progress photos',
        text,
        photoIds,
      });
      if (kind === 'sketch' && commission.stage === 'deposit_paid') await moveStage(tx, id, 'deposit_paid', 'sketch');
      if (kind === 'progress' && (commission.stage === 'deposit_paid' || commission.stage === 'sketch')) {
        await moveStage(tx, id, commission.stage, 'in_progress');
      }
      await this.deps.outbox.enqueue(
        kind === 'sketch'
          ? this.mails.toClient(commission, `A sketch for your approval: ${latest.title}`, [
              `${siteConfig.artistName} has a sketch of ${latest.title} for you to see.`,
              'You can approve it or send your comments on your project’s page.',
            ])
          : this.mails.toClient(commission, `New progress photos: ${latest.title}`, [
              `${siteConfig.artistName} posted new photos of ${latest.title} as it comes along.`,
            ]),
        tx,
      );
    });
    return this.desk(id);
  }

  async requestPayment(id: string, title: string, amountCents: number, dueOn: string): Promise<string> {
    return this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (!isProject(commission.stage) && commission.stage !== 'accepted') {
        throw new Refusal('conflict', 'Payments are requested once the client has accepted the proposal.');
      }
      return this.deps.requests.create(tx, {
        commissionId: id,
        purpose: 'other',
        title,
        clientName: commission.client_name,
        clientEmail: commission.client_email,
        amountCents,
        dueOn,
      });
    });
  }

  async showPast(
    id: string,
    past: { shown: boolean; title: string; photoIds: string[]; withTestimonial: boolean },
  ): Promise<DeskCommission> {
    await this.checkPhotos(past.photoIds);
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lock(tx, id);
      if (past.shown && commission.stage !== 'done') {
        throw new Refusal('conflict', 'A commission is shown among past commissions once it is done.');
      }
      if (past.shown && !past.photoIds.length)
        throw new Refusal('invalid', 'Please choose at least one photo to show.');
      if (past.withTestimonial && !commission.testimonial) {
        throw new Refusal('conflict', 'The client has not given a testimonial to show.');
      }
      await tx.query(
        `UPDATE commissions SET past_title = $2, past_photo_ids = $3, past_with_testimonial = $4,
                past_shown_at = CASE WHEN $5 THEN coalesce(past_shown_at, clock_timestamp()) END,
                updated_at = clock_timestamp()
          WHERE id = $1`,
        [id, past.title, JSON.stringify(past.photoIds), past.withTestimonial, past.shown],
      );
    });
    return this.desk(id);
  }

  async setExample(id: string, example: boolean): Promise<DeskCommission> {
    await this.deps.db.transaction(async (tx) => {
      await this.lock(tx, id);
      const [sent] = await tx.query(
        'SELECT 1 FROM proposal_versions WHERE commission_id = $1 AND sent_at IS NOT NULL',
        [id],
      );
      if (example && !sent) throw new Refusal('conflict', 'A proposal is shown as an example once it was sent.');
      await tx.query('UPDATE commissions SET public_example = $2 WHERE id = $1', [id, example]);
    });
    return this.desk(id);
  }

  async summaries(): Promise<CommissionSummary[]> {
    const rows = await this.deps.db.query<CommissionRow & VersionRow & { paid_cents: number }>(
      `SELECT c.*, v.title, v.kind, v.price_cents,
              (SELECT coalesce(sum(coalesce(s.amount_paid_cents, s.amount_cents) - s.amount_refunded_cents), 0)::int
                 FROM payment_sessions s JOIN payment_requests r ON r.id = s.payment_request_id
                WHERE r.commission_id = c.id AND NOT s.paid_twice
                  AND s.payment_state IN ('paid', 'partly_refunded', 'refunded')) AS paid_cents
         FROM commissions c
         JOIN LATERAL (SELECT * FROM proposal_versions WHERE commission_id = c.id ORDER BY version DESC LIMIT 1) v ON true
        ORDER BY c.updated_at DESC, c.id DESC`,
    );
    return rows.map((row) => ({
      id: row.id,
      clientName: row.client_name,
      clientEmail: row.client_email,
      kind: row.kind,
      title: row.title,
      stage: row.stage,
      price: row.price_cents > 0 ? fromCents(row.price_cents) : null,
      paid: fromCents(row.paid_cents),
      updatedAt: row.updated_at.toISOString(),
    }));
  }

  async desk(id: string): Promise<DeskCommission> {
    const { db, requests } = this.deps;
    const commission = await this.find(db, id);
    const versions = await this.versions(db, id);
    const requestRows = await requests.ofCommission(db, id);
    const latest = versions.at(-1)!;
    const story = await this.story(db, id);
    const photos = await this.deps.media.pictures([
      ...versions.flatMap((version) => version.sections.flatMap((section) => section.photoIds)),
      ...story.flatMap((entry) => entry.photo_ids),
      ...commission.past_photo_ids,
    ]);
    const paidCents = paidOf(requestRows);
    const open = openStages.includes(commission.stage);
    return {
      id,
      clientName: commission.client_name,
      clientEmail: commission.client_email,
      kind: latest.kind,
      title: latest.title,
      stage: commission.stage,
      price: latest.price_cents > 0 ? fromCents(latest.price_cents) : null,
      paid: fromCents(paidCents),
      updatedAt: commission.updated_at.toISOString(),
      privateLink: commissionPageUrl(this.deps.publicUrl, commission.page_key),
      fromMessageId: commission.from_message_id,
      versions: versions.map((version) => proposalOf(version, photos)),
      story: story.map((entry) => storyEntryOf(entry, photos)),
      requests: await Promise.all(requestRows.map((row) => requests.deskView(db, row))),
      actions: {
        edit: open,
        send: open && !latest.sent_at,
        moveTo: [...(nextStages[commission.stage] ?? [])],
        post: postingStages.includes(commission.stage),
        requestPayment: isProject(commission.stage) || commission.stage === 'accepted',
      },
      tracking:
        commission.tracking_carrier && commission.tracking_number
          ? { carrier: commission.tracking_carrier, number: commission.tracking_number }
          : null,
      publicExample: commission.public_example,
      testimonial: testimonialOf(commission),
      past: commission.past_shown_at
        ? {
            title: commission.past_title ?? latest.title,
            photos: photosOf(commission.past_photo_ids, photos, commission.past_title ?? latest.title),
            withTestimonial: commission.past_with_testimonial,
          }
        : null,
    };
  }

  /** The client's page as it would be with her latest version sent, for her preview. */
  async preview(id: string): Promise<CommissionView> {
    const commission = await this.find(this.deps.db, id);
    const view = await this.view(commission, { preview: true });
    return { ...view, actions: { accept: false, askForChanges: false, giveTestimonial: false } };
  }

  async templates(): Promise<TermsTemplate[]> {
    const rows = await this.deps.db.query<{ id: string; name: string; body: string }>(
      'SELECT id, name, body FROM terms_templates ORDER BY name',
    );
    return rows.map((row) => ({ id: row.id, name: row.name, text: row.body }));
  }

  async saveTemplate(name: string, text: string): Promise<TermsTemplate[]> {
    await this.deps.db.query(
      `INSERT INTO terms_templates (id, name, body) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET body = EXCLUDED.body, updated_at = clock_timestamp()`,
      [newId('terms'), name, text],
    );
    return this.templates();
  }

  // The client's page.

  async forClient(key: string): Promise<CommissionView> {
    return this.view(await this.byKey(this.deps.db, key), { preview: false });
  }

  /** Records the signature, the time and the version read, and asks for the deposit. */
  async accept(key: string, version: number, signature: string): Promise<CommissionView> {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lockByKey(tx, key);
      const sent = await this.latestSent(tx, commission.id);
      if (!answerableStages.includes(commission.stage) || !sent) {
        throw new Refusal('conflict', 'This proposal was accepted already.');
      }
      if (sent.version !== version) {
        throw new Refusal(
          'conflict',
          'This proposal has changed since you opened it. Please read the new version before accepting it.',
        );
      }
      if (sent.valid_until < this.today()) {
        throw new Refusal('gone', `This proposal expired on ${readableDay(sent.valid_until)}.`);
      }
      await tx.query(
        `UPDATE proposal_versions SET accepted_at = clock_timestamp(), accepted_by = $3
          WHERE commission_id = $1 AND version = $2 AND accepted_at IS NULL`,
        [commission.id, version, signature],
      );
      await moveStage(tx, commission.id, commission.stage, 'accepted', 'client');
      await tell(tx, commission.id, {
        kind: 'accepted',
        by: 'client',
        title: `Version ${version} accepted by ${signature}`,
      });
      await this.deps.requests.create(tx, {
        commissionId: commission.id,
        purpose: 'deposit',
        title: `Deposit for ${sent.title}`,
        clientName: commission.client_name,
        clientEmail: commission.client_email,
        amountCents: sent.deposit_cents,
        dueOn: this.today(),
      });
      await this.deps.outbox.enqueue(
        this.mails.toArtist(
          commission,
          `${commission.client_name} accepted ${sent.title}`,
          [
            `${commission.client_name} accepted version ${version} of ${sent.title}, signed “${signature}”.`,
            `The deposit of ${formatCents(sent.deposit_cents)} was requested from them.`,
          ],
          commission.id,
        ),
        tx,
      );
    });
    return this.forClient(key);
  }

  /** Their request for changes reaches her desk as a message; she answers with a new version. */
  async askForChanges(key: string, version: number, message: string): Promise<CommissionView> {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lockByKey(tx, key);
      const sent = await this.latestSent(tx, commission.id);
      if (!answerableStages.includes(commission.stage) || !sent) {
        throw new Refusal('conflict', 'This proposal was accepted, so it no longer changes.');
      }
      const text = `Changes asked for the proposal “${sent.title}” (version ${version}):\n\n${message}`;
      await tx.query(
        "INSERT INTO contact_messages (id, name, email, subject, message) VALUES ($1, $2, $3, 'Commission Question', $4)",
        [newId('msg'), commission.client_name, commission.client_email, text],
      );
      await moveStage(tx, commission.id, commission.stage, 'changes_requested', 'client');
      await tell(tx, commission.id, { kind: 'changes_requested', by: 'client', title: 'Changes asked', text: message });
      await this.deps.outbox.enqueue(
        this.mails.toArtist(commission, `Changes asked: ${sent.title}`, [text], commission.id),
        tx,
      );
    });
    return this.forClient(key);
  }

  async answerSketch(key: string, sketchId: string, approved: boolean, comment: string): Promise<CommissionView> {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lockByKey(tx, key);
      const [sketch] = await tx.query<{ id: string }>(
        `UPDATE commission_story SET answered_at = clock_timestamp()
          WHERE id = $1 AND commission_id = $2 AND kind = 'sketch' AND answered_at IS NULL RETURNING id`,
        [sketchId, commission.id],
      );
      if (!sketch) throw new Refusal('conflict', 'This sketch was answered already.');
      const title = approved ? 'Sketch approved' : 'Comments on the sketch';
      await tell(tx, commission.id, {
        kind: approved ? 'sketch_approved' : 'comment',
        by: 'client',
        title,
        text: comment,
      });
      await this.deps.outbox.enqueue(
        this.mails.toArtist(
          commission,
          `${title} by ${commission.client_name}`,
          [`${commission.client_name}: ${title.toLowerCase()}.`, ...(comment ? [comment] : [])],
          commission.id,
        ),
        tx,
      );
    });
    return this.forClient(key);
  }

  async giveTestimonial(key: string, text: string, name: string): Promise<CommissionView> {
    await this.deps.db.transaction(async (tx) => {
      const commission = await this.lockByKey(tx, key);
      if (commission.stage !== 'delivered' && commission.stage !== 'done') {
        throw new Refusal('conflict', 'You can share your experience once your project is delivered.');
      }
      await tx.query(
        `UPDATE commissions SET testimonial = $2, testimonial_name = $3, testimonial_at = clock_timestamp(),
                updated_at = clock_timestamp()
          WHERE id = $1`,
        [commission.id, text, name],
      );
      await this.deps.outbox.enqueue(
        this.mails.toArtist(
          commission,
          `A testimonial from ${commission.client_name}`,
          [`“${text}” — ${name}`, 'They agreed that you may show it on your website.'],
          commission.id,
        ),
        tx,
      );
    });
    return this.forClient(key);
  }

  // Public pages.

  async past(): Promise<PastCommission[]> {
    const rows = await this.deps.db.query<CommissionRow & { kind: CommissionKind; title: string }>(
      `SELECT c.*, v.kind, v.title FROM commissions c
         JOIN LATERAL (SELECT * FROM proposal_versions WHERE commission_id = c.id ORDER BY version DESC LIMIT 1) v ON true
        WHERE c.past_shown_at IS NOT NULL AND c.stage = 'done'
        ORDER BY c.past_shown_at DESC, c.id`,
    );
    const photos = await this.deps.media.pictures(rows.flatMap((row) => row.past_photo_ids));
    return rows.map((row) => {
      const title = row.past_title ?? row.title;
      return {
        id: row.id,
        title,
        kind: row.kind,
        photos: photosOf(row.past_photo_ids, photos, title),
        testimonial:
          row.past_with_testimonial && row.testimonial && row.testimonial_name
            ? { text: row.testimonial, name: row.testimonial_name }
            : null,
      };
    });
  }

  async examples() {
    const rows = await this.deps.db.query<{ id: string } & VersionRow>(
      `SELECT c.id, ${versionColumns} FROM commissions c
         JOIN LATERAL (SELECT * FROM proposal_versions WHERE commission_id = c.id AND sent_at IS NOT NULL
                        ORDER BY version DESC LIMIT 1) v ON true
        WHERE c.public_example ORDER BY c.created_at, c.id`,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      kind: row.kind,
      description: shortText(row.sections.find((section) => section.text)?.text ?? commissionKindLabels[row.kind]),
      price: fromCents(row.price_cents),
    }));
  }

  /** An example's proposal, without anything of its client. */
  async example(id: string): Promise<ProposalContent> {
    const [row] = await this.deps.db.query<VersionRow>(
      `SELECT ${versionColumns} FROM proposal_versions v JOIN commissions c ON c.id = v.commission_id
        WHERE c.id = $1 AND c.public_example AND v.sent_at IS NOT NULL ORDER BY v.version DESC LIMIT 1`,
      [id],
    );
    if (!row) throw new Refusal('not-found', 'This proposal is not shown.');
    const {
      version: _version,
      sentAt: _sent,
      acceptedAt: _accepted,
      acceptedBy: _by,
      ...content
    } = proposalOf(row, await this.deps.media.pictures(row.sections.flatMap((section) => section.photoIds)));
    return content;
  }

  // Within the room.

  private async view(commission: CommissionRow, { preview }: { preview: boolean }): Promise<CommissionView> {
    const { db, requests, publicUrl } = this.deps;
    const versions = await this.versions(db, commission.id);
    const shown = preview ? versions.at(-1) : versions.findLast((version) => version.sent_at);
    const story = await this.story(db, commission.id);
    const photos = await this.deps.media.pictures([
      ...(shown?.sections.flatMap((section) => section.photoIds) ?? []),
      ...story.flatMap((entry) => entry.photo_ids),
    ]);
    const answerable = answerableStages.includes(commission.stage) && shown !== undefined;
    const expired = answerable && shown.valid_until < this.today();
    const sketch = story.findLast((entry) => entry.kind === 'sketch');
    const requestRows = await requests.ofCommission(db, commission.id);
    const testimonial = testimonialOf(commission);
    return {
      clientName: commission.client_name,
      stage: commission.stage,
      proposal: shown ? proposalOf(shown, photos) : null,
      expired,
      story: story.map((entry) => storyEntryOf(entry, photos)),
      payments: requestRows.map((row) => {
        const owed = owedCents(row);
        return {
          id: row.id,
          title: row.title,
          amount: fromCents(row.amount_cents),
          paid: fromCents(row.credited_cents - row.refunded_cents),
          dueOn: row.due_on,
          state: stateOf(row),
          payUrl: owed > 0 ? requestLinkUrl(publicUrl, row.link_key) : null,
        };
      }),
      sketchToApprove: commission.stage === 'sketch' && sketch && !sketch.answered_at ? sketch.id : null,
      testimonial,
      actions: {
        accept: answerable && !expired,
        askForChanges: answerable,
        giveTestimonial: (commission.stage === 'delivered' || commission.stage === 'done') && !testimonial,
      },
    };
  }

  /** Ready: the balance (the price less everything paid on the project) is requested, or it is paid already. */
  private async requestBalance(tx: Queryable, commission: CommissionRow): Promise<void> {
    const accepted = (await this.latestSent(tx, commission.id))!;
    const balanceCents = accepted.price_cents - paidOf(await this.deps.requests.ofCommission(tx, commission.id));
    await moveStage(tx, commission.id, commission.stage, 'ready');
    if (balanceCents <= 0) {
      await moveStage(tx, commission.id, 'ready', 'paid', 'payment');
      return;
    }
    await this.deps.requests.create(tx, {
      commissionId: commission.id,
      purpose: 'balance',
      title: `Balance for ${accepted.title}`,
      clientName: commission.client_name,
      clientEmail: commission.client_email,
      amountCents: balanceCents,
      dueOn: addDays(this.today(), balanceDueDays),
    });
  }

  private async insertVersion(tx: Queryable, id: string, version: number, draft: DraftInput): Promise<void> {
    await tx.query(
      `INSERT INTO proposal_versions (commission_id, version, title, kind, sections, price_cents, deposit_rule,
         deposit_cents, terms, valid_until)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, version, ...versionValues(draft)],
    );
  }

  /** Every photo named is in her library: one query for all of them. */
  private async checkPhotos(photoIds: readonly string[]): Promise<void> {
    const known = await this.deps.media.pictures(photoIds);
    if (known.size < new Set(photoIds).size) {
      throw new Refusal('invalid', 'A photo was not found: please add it again.');
    }
  }

  private async find(db: Queryable, id: string): Promise<CommissionRow> {
    const [row] = await db.query<CommissionRow>(`SELECT ${commissionColumns} FROM commissions WHERE id = $1`, [id]);
    if (!row) throw new Refusal('not-found', 'This proposal does not exist.');
    return row;
  }

  private async lock(tx: Queryable, id: string): Promise<CommissionRow> {
    const [row] = await tx.query<CommissionRow>(
      `SELECT ${commissionColumns} FROM commissions WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!row) throw new Refusal('not-found', 'This proposal does not exist.');
    return row;
  }

  private async byKey(db: Queryable, key: string, lock = ''): Promise<CommissionRow> {
    const [row] = await db.query<CommissionRow>(
      `SELECT ${commissionColumns} FROM commissions WHERE page_key = $1 ${lock}`,
      [key],
    );
    if (!row) throw new Refusal('not-found', 'We could not find this page. Please use the link in your e-mail.');
    return row;
  }

  private lockByKey(tx: Queryable, key: string): Promise<CommissionRow> {
    return this.byKey(tx, key, 'FOR UPDATE');
  }

  private async versions(db: Queryable, id: string): Promise<VersionRow[]> {
    return db.query<VersionRow>(
      `SELECT ${versionColumns} FROM proposal_versions WHERE commission_id = $1 ORDER BY version`,
      [id],
    );
  }

  private async latestVersion(db: Queryable, id: string): Promise<VersionRow> {
    return (await this.versions(db, id)).at(-1)!;
  }

  private async latestSent(db: Queryable, id: string): Promise<VersionRow | undefined> {
    return (await this.versions(db, id)).findLast((version) => version.sent_at);
  }

  private async story(db: Queryable, id: string): Promise<StoryRow[]> {
    return db.query<StoryRow>(
      `SELECT id, at, kind, by_whom, title, body, photo_ids, answered_at FROM commission_story
        WHERE commission_id = $1 ORDER BY at, written`,
      [id],
    );
  }
}

type PictureMap = Awaited<ReturnType<MediaLibrary['pictures']>>;

const versionValues = (draft: DraftInput) => [
  draft.title,
  draft.kind,
  JSON.stringify(draft.sections),
  draft.priceCents,
  JSON.stringify(draft.deposit),
  depositCents(draft.priceCents, draft.deposit),
  draft.terms,
  draft.validUntil,
];

/** What was paid on a project's requests, less what was given back. */
const paidOf = (requests: readonly PaymentRequestRow[]) =>
  requests.reduce((cents, row) => cents + row.credited_cents - row.refunded_cents, 0);

function photosOf(photoIds: readonly string[], photos: PictureMap, alt: string) {
  return photoIds.flatMap((photoId) => {
    const picture = photos.get(photoId);
    return picture ? [{ photoId, picture: { alt, ...picture } }] : [];
  });
}

function proposalOf(row: VersionRow, photos: PictureMap): Proposal {
  return {
    version: row.version,
    title: row.title,
    kind: row.kind,
    sections: row.sections.map((section) => ({
      heading: section.heading,
      text: section.text,
      photos: photosOf(section.photoIds, photos, section.heading || row.title),
    })),
    price: fromCents(row.price_cents),
    deposit: fromCents(row.deposit_cents),
    depositRule: row.deposit_rule,
    terms: row.terms,
    validUntil: row.valid_until,
    sentAt: row.sent_at?.toISOString() ?? null,
    acceptedAt: row.accepted_at?.toISOString() ?? null,
    acceptedBy: row.accepted_by,
  };
}

function storyEntryOf(row: StoryRow, photos: PictureMap): StoryEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    title: row.title,
    text: row.body,
    by: row.by_whom,
    photos: photosOf(row.photo_ids, photos, row.title),
  };
}

const testimonialOf = (row: CommissionRow) =>
  row.testimonial && row.testimonial_name && row.testimonial_at
    ? { text: row.testimonial, name: row.testimonial_name, givenAt: row.testimonial_at.toISOString() }
    : null;

const descriptionLength = 160;
const shortText = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > descriptionLength ? `${flat.slice(0, descriptionLength - 1)}…` : flat;
};
