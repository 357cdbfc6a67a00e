import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto, type PhotoRefusedError } from './photo-processing';

/** A photo whose left half is red and right half blue, as a camera held upright stores it. */
async function sideways(width: number, height: number): Promise<Buffer> {
  const blue = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return (
    sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
      .composite([{ input: blue, left: width / 2, top: 0 }])
      .withExif({
        IFD0: { Make: 'Canon', Model: 'EOS 5D' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      // Orientation 6: the camera was turned a quarter clockwise; shown upright, the red half is on top.
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
  );
}

/** Whether EXIF (little-endian, as sharp writes it) points to a GPS directory: tag 0x8825. */
const hasLocation = (bytes: Buffer | undefined) => bytes?.includes(Buffer.from([0x25, 0x88])) ?? false;

const plain = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 90, b: 160, alpha: 0.5 } } });

/** A small PNG whose header claims another size, with a valid checksum. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await plain(10, 10).png().toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function refusal(bytes: Buffer): Promise<Pick<PhotoRefusedError, 'statusCode' | 'message'>> {
  const error = await processPhoto(bytes).then(
    () => expect.fail('the photo was accepted'),
    (error: unknown) => error as PhotoRefusedError,
  );
  expect(error.name).toBe('PhotoRefusedError');
  return { statusCode: error.statusCode, message: error.message };
}

describe('processing an uploaded photo', () => {
  it('turns a sideways camera photo upright and strips its location and every other metadata', async () => {
    const original = await sideways(2000, 1000);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(hasLocation(before.exif)).toBe(true);

    const photo = await processPhoto(original);

    expect(photo).toMatchObject({ type: 'image/jpeg', width: 1000, height: 2000 });
    expect(photo.derivatives.map(({ type, width, height }) => `${type} ${width}×${height}`)).toEqual([
      'image/avif 480×960',
      'image/avif 960×1920',
      'image/webp 480×960',
      'image/webp 960×1920',
      'image/jpeg 480×960',
      'image/jpeg 960×1920',
    ]);
    for (const derivative of photo.derivatives) {
      const metadata = await sharp(derivative.bytes).metadata();
      expect(metadata).toMatchObject({ width: derivative.width, height: derivative.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      const [red, , blue] = await sharp(derivative.bytes)
        .extract({ left: 5, top: 5, width: 1, height: 1 })
        .raw()
        .toBuffer();
      expect(red).toBeGreaterThan(200);
      expect(blue).toBeLessThan(60);
    }
  });

  it('takes a PNG with transparency, keeping it where the format can and showing it on white in JPEG', async () => {
    const photo = await processPhoto(await plain(600, 400, 4).png().toBuffer());
    expect(photo).toMatchObject({ type: 'image/png', width: 600, height: 400 });
    const channels = await Promise.all(
      photo.derivatives.map(async (derivative) => [
        derivative.type,
        (await sharp(derivative.bytes).metadata()).hasAlpha,
      ]),
    );
    expect(channels).toEqual([
      ['image/avif', true],
      ['image/webp', true],
      ['image/jpeg', false],
    ]);
  });

  it('takes a WebP, and makes one width at its own size when it is narrower than every width', async () => {
    const photo = await processPhoto(await plain(300, 200).webp().toBuffer());
    expect(photo.type).toBe('image/webp');
    expect(photo.derivatives.map((derivative) => derivative.width)).toEqual([300, 300, 300]);
  });

  it('makes every width a large photo can fill', async () => {
    const photo = await processPhoto(await plain(2600, 100).jpeg().toBuffer());
    expect(
      photo.derivatives.filter((derivative) => derivative.type === 'image/jpeg').map((file) => file.width),
    ).toEqual([480, 960, 1600, 2400]);
  });

  it('refuses a file that is not an image, whatever it was called', async () => {
    expect(await refusal(Buffer.from('Dear Grace, here is the photo of the painting.'))).toEqual({
      statusCode: 415,
      message: 'This file is not a JPEG, PNG or WebP image.',
    });
  });

  it('refuses a GIF and an iPhone HEIC, naming their format', async () => {
    expect(await refusal(await plain(20, 20).gif().toBuffer())).toEqual({
      statusCode: 415,
      message: 'This file is a GIF image; only JPEG, PNG and WebP photos can be used.',
    });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect((await refusal(heic)).message).toBe(
      'This file is a HEIC image; only JPEG, PNG and WebP photos can be used.',
    );
  });

  it('refuses a file larger than 25 MB before reading it', async () => {
    const large = Buffer.alloc(26 * 1024 * 1024);
    (await plain(10, 10).jpeg().toBuffer()).copy(large);
    expect(await refusal(large)).toEqual({ statusCode: 413, message: 'This photo is larger than 25 MB.' });
  });

  it('refuses an image of more than 100 megapixels from its header, before decoding it', async () => {
    expect(await refusal(await pngClaiming(20_000, 20_000))).toEqual({
      statusCode: 422,
      message: 'This image is 400 megapixels; photos of up to 100 megapixels can be used.',
    });
  });

  it('refuses, with its reason, an image too long and thin for any width to show it (a 1 × 20000 PNG)', async () => {
    const message = 'This image is 1 × 20000 pixels, too long and thin to show: crop it to the painting and try again.';
    expect(await refusal(await plain(1, 20_000).png().toBuffer())).toEqual({ statusCode: 422, message });
    expect((await refusal(await plain(20_000, 1).png().toBuffer())).message).toBe(
      'This image is 20000 × 1 pixels, too long and thin to show: crop it to the painting and try again.',
    );
  });

  it('takes a tall, narrow image whose narrowest width still shows it whole', async () => {
    const { derivatives } = await processPhoto(await plain(3, 20_000).png().toBuffer(), ['image/webp']);
    expect(derivatives.map(({ width, height }) => [width, height])).toEqual([[1, 6667]]);
  });

  it('refuses a damaged photo', async () => {
    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const expected = { statusCode: 422, message: 'This image could not be read; it may be damaged.' };
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toEqual(expected);
    expect(await refusal(jpeg.subarray(0, 3))).toEqual(expected);
  });
});
