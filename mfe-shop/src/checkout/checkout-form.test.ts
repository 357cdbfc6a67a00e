import { describe, expect, it } from 'vitest';
import { chicagoAddress } from '../testing/addresses';
import { billingAddress, checkoutProblem, emptyCheckoutForm, type CheckoutForm } from './checkout-form';

const complete: CheckoutForm = {
  shipping: chicagoAddress,
  billing: emptyCheckoutForm.billing,
  sameAsShipping: true,
  payment: { cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123', cardName: 'Lydia Purple' },
  news: false,
};

describe('the checkout form rules', () => {
  it('accepts a complete form; phone and apartment are optional', () => {
    expect(checkoutProblem(complete, { cardFields: true, ships: true })).toBeUndefined();
  });

  it.each([
    ['firstName', 'Please fill in first name'],
    ['lastName', 'Please fill in last name'],
    ['email', 'Please fill in email'],
    ['address', 'Please fill in address'],
    ['city', 'Please fill in city'],
    ['state', 'Please fill in state'],
    ['zipCode', 'Please fill in zip code'],
    ['country', 'Please fill in country'],
  ])('asks for the shipping %s with "%s"', (field, message) => {
    const form = { ...complete, shipping: { ...complete.shipping, [field]: '  ' } };
    expect(checkoutProblem(form, { cardFields: true, ships: true })).toEqual({ fieldId: `shipping-${field}`, message });
  });

  it('asks for a valid e-mail address', () => {
    const form = { ...complete, shipping: { ...complete.shipping, email: 'lydia@example' } };
    expect(checkoutProblem(form, { cardFields: true, ships: true })?.message).toBe(
      'Please enter a valid email address',
    );
  });

  it.each([
    ['zipCode', '6060', 'Please enter a US ZIP code such as 60601'],
    ['state', 'XX', 'Please choose one of the 50 US states'],
    ['city', 'C'.repeat(101), 'Please shorten city to 100 characters'],
  ])('refuses a %s of "%s" as the server would, beside the field', (field, value, message) => {
    const form = { ...complete, shipping: { ...complete.shipping, [field]: value } };
    expect(checkoutProblem(form, { cardFields: true, ships: true })).toEqual({ fieldId: `shipping-${field}`, message });
  });

  it('names an empty field before a rule broken by an earlier one, as the form asks', () => {
    const form = { ...complete, shipping: { ...complete.shipping, email: 'lydia@example', city: '' } };
    expect(checkoutProblem(form, { cardFields: true, ships: true })).toEqual({
      fieldId: 'shipping-city',
      message: 'Please fill in city',
    });
  });

  it.each([
    ['cardNumber', 'Please fill in card number'],
    ['expiryDate', 'Please fill in expiry date'],
    ['cvv', 'Please fill in cvv'],
    ['cardName', 'Please fill in card name'],
  ])('asks for the %s with "%s"', (field, message) => {
    const form = { ...complete, payment: { ...complete.payment, [field]: '' } };
    expect(checkoutProblem(form, { cardFields: true, ships: true })).toEqual({ fieldId: `payment-${field}`, message });
  });

  it('does not ask for card fields when the card is taken by the payment provider', () => {
    expect(
      checkoutProblem({ ...complete, payment: emptyCheckoutForm.payment }, { cardFields: false, ships: true }),
    ).toBeUndefined();
  });

  it('checks a separate billing address, and mirrors the shipping one while "same as shipping" is on', () => {
    const separate = { ...complete, sameAsShipping: false };
    expect(checkoutProblem(separate, { cardFields: true, ships: true })).toEqual({
      fieldId: 'billing-firstName',
      message: 'Please fill in first name',
    });
    expect(billingAddress(complete, { ships: true })).toBe(complete.shipping);
  });

  it('asks for no shipping address when nothing ships, and for the billing address itself, "same as shipping" or not', () => {
    const giftCardsOnly = { ...complete, shipping: emptyCheckoutForm.shipping, billing: chicagoAddress };
    expect(checkoutProblem(giftCardsOnly, { cardFields: true, ships: false })).toBeUndefined();
    expect(billingAddress(giftCardsOnly, { ships: false })).toBe(chicagoAddress);

    const noBilling = { ...giftCardsOnly, billing: emptyCheckoutForm.billing };
    expect(checkoutProblem(noBilling, { cardFields: true, ships: false })).toEqual({
      fieldId: 'billing-firstName',
      message: 'Please fill in first name',
    });
  });
});
