import type { PublicArtwork } from 'shared-contracts/artworks';
import { samplePicture } from 'shared-contracts/testing/pictures';

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
  shippingPrice: 0,
  status: 'available',
  photos: [samplePicture(number, `Painting ${number}`)],
  ...changes,
});
