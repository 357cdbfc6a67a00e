import { giftCardCartLine } from 'shared-contracts/testing/cart-lines';
import { priceOrder } from 'shared-contracts/pricing';
import { describe, expect, it } from 'vitest';
import { chicagoAddress } from '../testing/addresses';
import { sweatshirtLine } from '../testing/products';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form';
import { orderToPlace } from './order-to-place';

const form: CheckoutForm = { ...emptyCheckoutForm, shipping: chicagoAddress };
const tenOff = { kind: 'amount', value: 1000, appliesTo: 'everything', minSubtotalCents: null } as const;

describe('the order the checkout sends', () => {
  it('ships to the shipping address and bills it too while "same as shipping" is on, with the totals shown', () => {
    const totals = priceOrder([sweatshirtLine]);
    expect(orderToPlace({ items: [sweatshirtLine], form, ships: true, totals })).toEqual({
      items: [sweatshirtLine],
      shippingInfo: chicagoAddress,
      billingInfo: chicagoAddress,
      totals: { subtotal: 54.99, discount: 0, shipping: 0, tax: 4.4, total: 59.39, giftCard: 0 },
    });
  });

  it('leaves out the shipping address of an order that ships nothing, and bills the billing address', () => {
    const items = [giftCardCartLine()];
    const order = orderToPlace({
      items,
      form: { ...emptyCheckoutForm, billing: chicagoAddress },
      ships: false,
      totals: priceOrder(items),
    });
    expect(order).not.toHaveProperty('shippingInfo');
    expect(order.billingInfo).toEqual(chicagoAddress);
  });

  it('carries the discount code and the gift card while each takes something off', () => {
    const totals = priceOrder([sweatshirtLine], { discount: tenOff, giftCardBalanceCents: 2000 });
    const order = orderToPlace({
      items: [sweatshirtLine],
      form,
      ships: true,
      totals,
      discountCode: 'TENOFF',
      giftCardCode: 'ABCDEFGHJKLMNPQR',
    });
    expect(order).toMatchObject({
      totals: { subtotal: 54.99, discount: 10, shipping: 9.99, tax: 3.6, total: 58.58, giftCard: 20 },
      discountCode: 'TENOFF',
      giftCardCode: 'ABCDEFGHJKLMNPQR',
    });
  });

  it('leaves out a code that takes nothing off this cart, and a gift card with nothing to pay', () => {
    const items = [giftCardCartLine()];
    const totals = priceOrder(items, { discount: tenOff, giftCardBalanceCents: 2000 });
    const order = orderToPlace({
      items,
      form: { ...emptyCheckoutForm, billing: chicagoAddress },
      ships: false,
      totals,
      discountCode: 'TENOFF',
      giftCardCode: 'ABCDEFGHJKLMNPQR',
    });
    expect(order).not.toHaveProperty('discountCode');
    expect(order).not.toHaveProperty('giftCardCode');
  });
});
