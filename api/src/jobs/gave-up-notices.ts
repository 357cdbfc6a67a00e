import type { FastifyBaseLogger } from 'fastify';
import { deliveryQueue, type MailOutbox } from '../mail/mail-outbox';
import type { GaveUpJob } from './job-types';

const noticeKeyPrefix = 'job-gave-up:';

/** Whether the e-mail stored under `dedupeKey` is one of these notices. */
export const isGaveUpNotice = (dedupeKey: string | null | undefined) => dedupeKey?.startsWith(noticeKeyPrefix) ?? false;

/**
 * Tells the artist, once, of each background job given up: what it was doing, how often it
 * was tried and why it failed, so she can act where the site no longer will. A notice that
 * cannot be delivered itself is only logged, so a broken mail server does not feed on itself.
 */
export class GaveUpNotices {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly artistEmail: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async report(job: GaveUpJob): Promise<void> {
    if (job.queue === deliveryQueue) {
      const { mailId } = job.payload as { mailId: string };
      if (isGaveUpNotice(await this.outbox.dedupeKeyOf(mailId))) {
        this.log.error({ mailId, error: job.error }, 'the notice of a job given up could not be delivered');
        return;
      }
    }
    await this.outbox.enqueue({
      dedupeKey: `${noticeKeyPrefix}${job.jobId}`,
      to: this.artistEmail,
      subject: `Needs your attention: ${job.description}`,
      text: [
        `${job.description} failed ${job.attempts === 1 ? 'once' : `${job.attempts} times`} and will not be tried again.`,
        '',
        `The last error: ${job.error}`,
        '',
        `For the record: job ${job.jobId} of the ${job.queue} queue.`,
      ].join('\n'),
    });
  }
}
