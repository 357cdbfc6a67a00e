import { originalLineId, type OriginalCartItem } from '../cart';

/** An original as its page puts it in the cart: “Still Waters” at $1,200 with $45 shipping, unless told otherwise. */
export const originalCartLine = (
  slug = 'still-waters',
  name = 'Still Waters',
  price = '1200.00',
  shipping = '45.00',
): OriginalCartItem => ({
  kind: 'original',
  id: originalLineId(slug),
  artworkSlug: slug,
  name,
  imageUrl: '',
  price,
  shipping,
  currency: 'USD',
  quantity: 1,
});
