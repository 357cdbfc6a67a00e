import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { findPrintSize, printProducts } from 'shared-contracts/print-products';
import { PrintfulError, type PrintfulClient } from '../printful/printful-client';
import type { JobQueue } from '../jobs/job-queue';
import type { MediaLibrary } from '../media/media-library';
import type { PrintOffers } from './print-offers';

const queue = 'printful-mockups';

/** How often, and how many times, a job asks whether Printful has drawn the mock-ups. */
const poll = { everyMs: 2000, times: 30 };

/** How many times a task refused for Printful's rate limit is asked for again, after the wait it names. */
const rateLimitWaits = 3;

/**
 * A call of the generator, waiting out Printful's rate limit (2 to 10 tasks a minute) where it
 * says how long, so that a job drawing several products does not start over and spend the limit again.
 */
async function withinRateLimit<T>(call: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof PrintfulError) || !error.isRateLimit || waited === rateLimitWaits) throw error;
      await sleep((error.retryAfterSeconds ?? 60) * 1000);
    }
  }
}

export interface PrintfulMockupsDeps {
  jobs: JobQueue;
  client: PrintfulClient;
  prints: PrintOffers;
  media: MediaLibrary;
  /** Where Printful fetches the image it draws from. */
  publicUrl: string;
  log: FastifyBaseLogger;
  retryMs: number;
}

/**
 * With a Printful store, the mock-ups of her prints come from Printful's mock-up generator: a
 * job asks it to draw each product's offered sizes from the print file, keeps the images (its
 * addresses are temporary) and shows them in place of the ones drawn at once with sharp, which
 * stay if Printful cannot draw them.
 */
export class PrintfulMockups {
  constructor(private readonly deps: PrintfulMockupsDeps) {
    deps.jobs.define<{ artworkId: string }>(queue, ({ artworkId }) => this.draw(artworkId), {
      baseMs: deps.retryMs,
      describe: ({ artworkId }) => `Drawing the mock-ups of artwork ${artworkId}'s prints with Printful`,
    });
  }

  /** Asks for mock-ups of what the piece offers now; the same photo and prints are drawn once. */
  async request(artworkId: string): Promise<void> {
    const subjects = await this.deps.prints.mockupSubjects(artworkId);
    if (!subjects.photoId || !subjects.offers.length) return;
    const version = createHash('sha256').update(JSON.stringify(subjects)).digest('hex').slice(0, 16);
    await this.deps.jobs.enqueue(queue, { artworkId }, { key: `${queue}:${artworkId}:${version}` });
  }

  private async draw(artworkId: string): Promise<void> {
    const { client, prints, media, publicUrl, log } = this.deps;
    const { photoId, offers } = await prints.mockupSubjects(artworkId);
    if (!photoId) return;
    const imageUrl = `${publicUrl}${await media.printFile(photoId)}`;
    for (const product of printProducts) {
      const sizes = offers.flatMap((offer) =>
        offer.product === product.key ? [findPrintSize(product.key, offer.size)!] : [],
      );
      if (!sizes.length) continue;
      let task = await withinRateLimit(() =>
        client.createMockupTask(product.printfulProductId, {
          variantIds: sizes.map((size) => size.printfulVariantId),
          imageUrl,
          width: 1000,
        }),
      );
      for (let polled = 0; task.status === 'pending'; polled++) {
        if (polled === poll.times) throw new Error(`Printful is still drawing the mock-ups of the ${product.name}`);
        await sleep(poll.everyMs);
        const { task_key: taskKey } = task;
        task = await withinRateLimit(() => client.mockupTask(taskKey));
      }
      if (task.status !== 'completed') {
        throw new Error(`Printful could not draw the mock-ups of the ${product.name}: ${task.error ?? task.status}`);
      }
      for (const drawn of task.mockups) {
        const response = await fetch(drawn.mockup_url, { signal: AbortSignal.timeout(30_000) });
        if (!response.ok) throw new Error(`Printful's mock-up ${drawn.mockup_url} answered ${response.status}`);
        const mockup = await media.addMockup(Buffer.from(await response.arrayBuffer()));
        for (const size of sizes.filter((candidate) => drawn.variant_ids.includes(candidate.printfulVariantId))) {
          await prints.setMockup(artworkId, product.key, size.key, mockup);
        }
      }
    }
    log.info({ artworkId }, 'print mock-ups drawn by Printful');
  }
}
