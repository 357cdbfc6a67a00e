import sharp from 'sharp';

/** The size of a phone camera's photo: 12 megapixels. */
export const cameraSize = { width: 4000, height: 3000 };

/** A new noise field each call, enlarged smoothly from 1/scale of the photo's size. */
function noiseLayer(scale: number, sigma: number): Promise<Buffer> {
  const { width, height } = cameraSize;
  const create = {
    width: Math.round(width / scale),
    height: Math.round(height / scale),
    channels: 3 as const,
    background: '#808080',
    noise: { type: 'gaussian' as const, mean: 128, sigma },
  };
  return sharp({ create }).resize(width, height, { kernel: 'cubic' }).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * Soft fields of colour, a texture like brush strokes, and a camera's grain: a photo of an
 * abstract painting, as a 12-megapixel JPEG (flat colour would flatter every encoder).
 */
export async function cameraPhoto(): Promise<Buffer> {
  const [fields, strokes, grain] = await Promise.all([noiseLayer(200, 45), noiseLayer(12, 25), noiseLayer(1, 6)]);
  return sharp(fields)
    .composite([
      { input: strokes, blend: 'soft-light' },
      { input: grain, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
