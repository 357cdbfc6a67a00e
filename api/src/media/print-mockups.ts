import { orientPrintSize, type PrintProductKey, type PrintSize } from 'shared-contracts/print-products';
import sharp, { type OverlayOptions } from 'sharp';
import { maxPhotoPixels } from './photo-processing';

/** The long side of a mock-up, in pixels: as large as the shop shows one. */
export const mockupLongSide = 800;

const wallColour = '#ece8e1';
const paperColour = '#ffffff';
const frameColour = '#111111';

/** The share of the mock-up's width and height the product may take; the rest is wall. */
const productShare = 0.8;

/**
 * What surrounds the printed image, in inches, as the mock-up draws it: the poster's white
 * margin, the framed poster's frame and mat, and the canvas's depth, shown on its right and
 * bottom edges.
 */
const surrounds: Record<PrintProductKey, { frameIn: number; matIn: number; depthIn: number }> = {
  poster: { frameIn: 0, matIn: 0.5, depthIn: 0 },
  'framed-poster': { frameIn: 0.75, matIn: 1.5, depthIn: 0 },
  canvas: { frameIn: 0, matIn: 0, depthIn: 0.4 },
};

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const solid = (box: Box, background: string): OverlayOptions => ({
  input: { create: { width: box.width, height: box.height, channels: 4, background } },
  left: box.left,
  top: box.top,
});

const inset = (box: Box, by: number): Box => ({
  left: box.left + by,
  top: box.top + by,
  width: box.width - 2 * by,
  height: box.height - 2 * by,
});

/** A soft shadow of the product on the wall, falling a little below it. */
function shadow(width: number, height: number, product: Box): OverlayOptions {
  const blur = Math.round(mockupLongSide / 70);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>
    <rect x="${product.left}" y="${product.top + blur}" width="${product.width}" height="${product.height}"
      fill="#000000" fill-opacity="0.3" filter="url(#soft)"/>
  </svg>`;
  return { input: Buffer.from(svg), left: 0, top: 0 };
}

/**
 * A picture of an artwork printed as a product, hung on a light wall: a WebP `mockupLongSide`
 * pixels on its long side, in the print's proportions. The artwork is cropped to the size
 * (centred), turned to its own orientation: a landscape artwork makes a landscape print. The
 * same artwork, product and size always make the same bytes.
 */
export async function makePrintMockup(
  artwork: Buffer,
  product: PrintProductKey,
  size: Pick<PrintSize, 'widthIn' | 'heightIn'>,
): Promise<Buffer> {
  const { autoOrient } = await sharp(artwork, { limitInputPixels: maxPhotoPixels }).metadata();
  const print = orientPrintSize(autoOrient, size);
  const landscape = print.widthIn > print.heightIn;
  const width = landscape ? mockupLongSide : Math.round((mockupLongSide * print.widthIn) / print.heightIn);
  const height = landscape ? Math.round((mockupLongSide * print.heightIn) / print.widthIn) : mockupLongSide;

  const { frameIn, matIn, depthIn } = surrounds[product];
  const borderIn = frameIn + matIn;
  const pixelsPerInch =
    productShare *
    Math.min(width / (print.widthIn + 2 * borderIn + depthIn), height / (print.heightIn + 2 * borderIn + depthIn));
  const px = (inches: number) => Math.round(inches * pixelsPerInch);
  const [frame, mat, depth] = [px(frameIn), px(matIn), px(depthIn)];
  const image = { width: px(print.widthIn), height: px(print.heightIn) };
  const outerWidth = image.width + 2 * (frame + mat) + depth;
  const outerHeight = image.height + 2 * (frame + mat) + depth;
  const outer: Box = {
    left: Math.round((width - outerWidth) / 2),
    top: Math.round((height - outerHeight) / 2),
    width: outerWidth,
    height: outerHeight,
  };
  const front = inset({ ...outer, width: outerWidth - depth, height: outerHeight - depth }, frame + mat);

  const face = await sharp(artwork, { limitInputPixels: maxPhotoPixels })
    .rotate()
    .resize({ ...image, fit: 'cover', position: 'centre' })
    .flatten({ background: paperColour })
    .toColourspace('srgb')
    .png()
    .toBuffer();

  const layers: OverlayOptions[] = [shadow(width, height, outer)];
  if (frame > 0) layers.push(solid(outer, frameColour));
  if (mat > 0) layers.push(solid(inset(outer, frame), paperColour));
  if (depth > 0) {
    // The canvas's sides, seen past its face: the artwork's edges wrap round them, in shade,
    // drawn as the face darkened and stepped back one pixel at a time.
    const side = await sharp(face).modulate({ brightness: 0.7 }).png().toBuffer();
    for (let step = depth; step > 0; step--) {
      layers.push({ input: side, left: front.left + step, top: front.top + step });
    }
  }
  layers.push({ input: face, left: front.left, top: front.top });

  return sharp({ create: { width, height, channels: 3, background: wallColour } })
    .composite(layers)
    .webp({ quality: 85 })
    .toBuffer();
}
