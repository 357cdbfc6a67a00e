import type { CartLine } from 'shared-contracts/cart';
import { addressSchema } from 'shared-contracts/order';
import type { OrderTotals } from 'shared-contracts/pricing';
import type { OrderToPlace } from './checkout-attempt';
import { billingAddress, type CheckoutForm } from './checkout-form';

interface CheckoutChoices {
  items: CartLine[];
  /** The form once checkoutProblem found nothing wrong with it. */
  form: CheckoutForm;
  ships: boolean;
  /** The totals the visitor was shown. */
  totals: OrderTotals;
  /** The discount code and the gift card applied, as the server answered for them. */
  discountCode?: string;
  giftCardCode?: string;
}

/**
 * The order the server is sent: a shipping address only when something ships, the totals the
 * visitor saw, and each code only while it takes something off, since the server refuses a code
 * that does not fit the cart and a gift card with nothing to pay.
 */
export function orderToPlace({
  items,
  form,
  ships,
  totals,
  discountCode,
  giftCardCode,
}: CheckoutChoices): OrderToPlace {
  const { subtotal, discount, shipping, tax, total, giftCard } = totals;
  // checkoutProblem held the addresses to this schema: parsing cannot fail, and types the order.
  return {
    items,
    ...(ships && { shippingInfo: addressSchema.parse(form.shipping) }),
    billingInfo: addressSchema.parse(billingAddress(form, { ships })),
    totals: { subtotal, discount, shipping, tax, total, giftCard },
    ...(discountCode && discount > 0 && { discountCode }),
    ...(giftCardCode && giftCard > 0 && { giftCardCode }),
  };
}
