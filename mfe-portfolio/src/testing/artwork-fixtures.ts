import type { PublicArtwork } from 'shared-contracts/artworks';

/** A piece as get-artworks answers it: number N of the placeholders, with one photo in AVIF and JPEG. */
export const piece = (number: number, changes: Partial<PublicArtwork> = {}): PublicArtwork => ({
  slug: `artwork-${number}`,
  title: `Artwork Title ${number}`,
  year: null,
  medium: 'Acrylic on canvas',
  size: { widthIn: 16, heightIn: 20 },
  framed: false,
  description: 'A one-of-a-kind original painting, made by hand in the studio.',
  price: 150,
  status: 'available',
  photos: [
    {
      alt: `Painting ${number}`,
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
    },
  ],
  ...changes,
});
