import type { Picture } from '../artworks';

/** Photo number N as the server draws it: AVIF, and JPEG at two widths. */
export const samplePicture = (number: number, alt = ''): Picture => ({
  alt,
  width: 1600,
  height: 2000,
  formats: [
    { type: 'image/avif', files: [{ url: `/media/p${number}-480.avif`, width: 480 }] },
    {
      type: 'image/jpeg',
      files: [
        { url: `/media/p${number}-480.jpg`, width: 480 },
        { url: `/media/p${number}-1600.jpg`, width: 1600 },
      ],
    },
  ],
});
