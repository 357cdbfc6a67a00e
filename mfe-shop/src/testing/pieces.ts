import { printLineId, type PrintCartItem } from 'shared-contracts/cart';
import type { PublicArtwork } from 'shared-contracts/artworks';
import { samplePicture } from 'shared-contracts/testing/pictures';

/** An original as its page reads it: “Still Waters”, oil on linen, $1,200 with $45 shipping, unless told otherwise. */
export const publicPiece = (
  status: PublicArtwork['status'],
  slug = 'still-waters',
  title = 'Still Waters',
): PublicArtwork => ({
  slug,
  title,
  year: 2026,
  medium: 'Oil on linen',
  size: { widthIn: 24, heightIn: 18 },
  framed: false,
  description: '',
  price: 1200,
  shippingPrice: 45,
  status,
  photos: [samplePicture(1)],
});

/** A poster of “Still Waters” as its page puts it in the cart: one 12″ × 16″ at $40. */
export const stillWatersPosterLine: PrintCartItem = {
  kind: 'print',
  id: printLineId('still-waters', 'poster', '12x16'),
  artworkSlug: 'still-waters',
  product: 'poster',
  size: '12x16',
  label: 'Poster, 12″ × 16″',
  name: 'Still Waters',
  imageUrl: '',
  price: '40.00',
  currency: 'USD',
  quantity: 1,
};
