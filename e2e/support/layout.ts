import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until what moves on the page (a panel sliding in, a notice appearing) has come to rest. */
export async function untilAnimationsEnd(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/** Fails when any part of `cover` lies over `control` on the screen. */
export async function expectUncovered(cover: Locator, control: Locator) {
  const [over, under] = [await cover.boundingBox(), await control.boundingBox()];
  expect(over, `${cover} is on the screen`).not.toBeNull();
  expect(under, `${control} is on the screen`).not.toBeNull();
  const overlaps =
    over!.x < under!.x + under!.width &&
    under!.x < over!.x + over!.width &&
    over!.y < under!.y + under!.height &&
    under!.y < over!.y + over!.height;
  expect(overlaps, `${cover} covers ${control}`).toBe(false);
}
