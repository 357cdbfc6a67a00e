import type { Browser, Page } from '@playwright/test';

/** How long a first interaction waited and took, as Event Timing reports it (INP's source). */
export interface InteractionFigures {
  /** From the tap to the next paint after its handlers ran: what INP counts (ms). */
  durationMs: number;
  /** From the tap until its handlers could start: the main thread's backlog (ms). */
  inputDelayMs: number;
  /** The handlers themselves, React's render of what they changed included (ms). */
  processingMs: number;
  /** From the handlers' end to the next paint: style, layout and paint of the change (ms). */
  presentationMs: number;
}

/** What a visitor does first on a route, on a phone: each a tap, then what shows it worked. */
export interface FirstInteraction {
  name: string;
  act(page: Page): Promise<void>;
}

/** Opening the menu, which every page has. */
export const openMenu: FirstInteraction = {
  name: 'open the menu',
  async act(page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();
  },
};

/** Choosing a size, then Add to Cart opening the cart: a product page's first taps. */
export const chooseSizeAndAdd: FirstInteraction = {
  name: 'choose a size, then Add to Cart',
  async act(page) {
    await page.getByRole('group', { name: 'Size' }).getByRole('button').nth(1).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('dialog', { name: /Shopping Cart/ }).waitFor();
  },
};

/** Keeps every event timing entry of the page from its first moment, as a field RUM script would. */
function observeEventTimings() {
  const entries: { interaction: number; duration: number; inputDelay: number; processing: number }[] = [];
  (window as unknown as { eventTimings: typeof entries }).eventTimings = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) {
        entries.push({
          interaction: entry.interactionId,
          duration: entry.duration,
          inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/**
 * The first interaction on `url` at a phone's size with the CPU slowed 4×, made as soon as its
 * control shows (a control the page disables until it is taken over is waited for, as a person
 * waits): the longest of its taps, by Event Timing.
 */
export async function firstInteractionFigures(
  browser: Browser,
  url: string,
  interaction: FirstInteraction,
): Promise<InteractionFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(observeEventTimings);
  await page.goto(url, { waitUntil: 'commit' });
  await interaction.act(page);
  // Event Timing reports an interaction once its next frame is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const timings = await page.evaluate(
    () =>
      (
        window as unknown as {
          eventTimings: { interaction: number; duration: number; inputDelay: number; processing: number }[];
        }
      ).eventTimings,
  );
  await context.close();
  // The slowest interaction (a tap is a pointerdown, a pointerup and a click, painted in one
  // frame), and its parts: the wait before its first handlers, all of its handlers, the paint.
  const slowest = timings.reduce((longest, timing) => (timing.duration > longest.duration ? timing : longest), {
    interaction: -1,
    duration: 0,
    inputDelay: 0,
    processing: 0,
  });
  const itsEvents = timings.filter((timing) => timing.interaction === slowest.interaction);
  const inputDelay = Math.max(0, ...itsEvents.map((timing) => timing.inputDelay));
  const processing = itsEvents.reduce((sum, timing) => sum + timing.processing, 0);
  return {
    durationMs: Math.round(slowest.duration),
    inputDelayMs: Math.round(inputDelay),
    processingMs: Math.round(processing),
    presentationMs: Math.max(0, Math.round(slowest.duration - inputDelay - processing)),
  };
}
