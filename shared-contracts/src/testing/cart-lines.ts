import { originalLineId, type OriginalCartItem } from '../cart';
import type { GiftCardCartItem } from '../offers';

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

/** A $50 gift card for a friend, sent on `sendOn` (today, in UTC, unless told otherwise). */
export const giftCardCartLine = (
  price = '50',
  sendOn = new Date().toISOString().slice(0, 10),
  id = 'gift-card-1',
): GiftCardCartItem => ({
  kind: 'gift-card',
  id,
  name: 'Gift card',
  imageUrl: '',
  price,
  currency: 'USD',
  quantity: 1,
  recipientName: 'Ruth Friend',
  recipientEmail: 'ruth@example.com',
  message: 'Merry Christmas!',
  sendOn,
  timeZone: 'UTC',
});
