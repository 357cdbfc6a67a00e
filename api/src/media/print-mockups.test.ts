import { findPrintSize, type PrintProductKey } from 'shared-contracts/print-products';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makePrintMockup } from './print-mockups';

type Colour = readonly [number, number, number];

const orange: Colour = [230, 120, 40];
const teal: Colour = [20, 140, 150];

/** An orange artwork with a teal middle, a third of each side. */
async function artwork(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'png'): Promise<Buffer> {
  const [r, g, b] = teal;
  const middle = await sharp({
    create: { width: width / 3, height: height / 3, channels: 3, background: { r, g, b } },
  })
    .png()
    .toBuffer();
  const [or, og, ob] = orange;
  return sharp({ create: { width, height, channels: 3, background: { r: or, g: og, b: ob } } })
    .composite([{ input: middle, left: width / 3, top: height / 3 }])
    .toFormat(format)
    .toBuffer();
}

const size = (product: PrintProductKey, key: string) => findPrintSize(product, key)!;

async function pixels(mockup: Buffer) {
  const { data, info } = await sharp(mockup).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Colour => {
    const offset = (y * info.width + x) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

const near = (pixel: Colour, colour: Colour) => pixel.every((value, index) => Math.abs(value - colour[index]!) <= 30);

/**
 * The middle row of a mock-up, from left to right, as runs of what its pixels show: `k` black,
 * `w` white, `o` the artwork's orange, `t` its teal, `.` anything else; runs under 3 pixels,
 * where one meets another, are left out.
 */
function middleRow({ width, height, at }: Awaited<ReturnType<typeof pixels>>): string {
  const classes = Array.from({ length: width }, (_, x) => {
    const pixel = at(x, Math.floor(height / 2));
    if (pixel.every((value) => value < 40)) return 'k';
    if (pixel.every((value) => value > 235)) return 'w';
    if (near(pixel, orange)) return 'o';
    if (near(pixel, teal)) return 't';
    return '.';
  }).join('');
  return (classes.match(/(.)\1*/g) ?? [])
    .filter((run) => run.length >= 3)
    .map((run) => run[0])
    .join('')
    .replace(/(.)\1+/g, '$1');
}

describe('mock-ups of an artwork as a print', () => {
  it('are WebP images 800 pixels long, in the proportions of a portrait size', async () => {
    const mockup = await makePrintMockup(await artwork(1200, 1500), 'poster', size('poster', '12x16'));
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: 600, height: 800 });
  });

  it('are the same bytes each time for the same artwork, product and size', async () => {
    const original = await artwork(1200, 1500, 'jpeg');
    const [first, second] = await Promise.all(
      [1, 2].map(() => makePrintMockup(original, 'framed-poster', size('framed-poster', '12x16'))),
    );
    expect(first!.equals(second!)).toBe(true);
  });

  it('turn the size to a landscape artwork', async () => {
    const mockup = await makePrintMockup(await artwork(1800, 1200, 'jpeg'), 'canvas', size('canvas', '18x24'));
    expect(await sharp(mockup).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('show a poster as the artwork, its middle in the middle, on white paper on the wall', async () => {
    const mockup = await pixels(await makePrintMockup(await artwork(1200, 1500), 'poster', size('poster', '18x24')));
    expect(middleRow(mockup)).toBe('.wotow.');
    expect(near(mockup.at(mockup.width / 2, mockup.height / 2), teal)).toBe(true);
  });

  it('show a framed poster in a black frame with a white mat', async () => {
    const mockup = await pixels(
      await makePrintMockup(await artwork(900, 900, 'webp'), 'framed-poster', size('framed-poster', '16x20')),
    );
    expect(middleRow(mockup)).toBe('.kwotowk.');
    expect(near(mockup.at(mockup.width / 2, mockup.height / 2), teal)).toBe(true);
  });

  it('show a canvas with its right edge in a darker shade of the artwork', async () => {
    const mockup = await pixels(await makePrintMockup(await artwork(1200, 1500), 'canvas', size('canvas', '12x16')));
    const row = middleRow(mockup);
    expect(row).toBe('.oto.');
    expect(near(mockup.at(mockup.width / 2, mockup.height / 2), teal)).toBe(true);

    const y = mockup.height / 2;
    const faceEnd = Array.from({ length: mockup.width }, (_, x) => x).findLast((x) => near(mockup.at(x, y), orange))!;
    const [r, g, b] = mockup.at(faceEnd + 5, y);
    expect(r).toBeLessThan(orange[0] - 40);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });
});
