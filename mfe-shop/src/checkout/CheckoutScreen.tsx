import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { publish } from 'shared-contracts/events';
import { invokeFunction } from 'shared-contracts/functions-client';
import { formatExpiry } from 'shared-contracts/card-expiry';
import { addressSchema, orderFunctions } from 'shared-contracts/order';
import { formatUsd, priceOrder, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { cartLineDetails, useCartStore } from '../cart/cart-store';
import { AddressFieldset } from './AddressFieldset';
import {
  attemptPaymentInfo,
  failureStatus,
  nextAttempt,
  outcomeUnknown,
  type CheckoutAttempt,
  type OrderToPlace,
} from './checkout-attempt';
import {
  billingAddress,
  checkoutProblem,
  emptyCheckoutForm,
  expiryFieldProblem,
  problemStands,
  type CheckoutForm,
  type CheckoutProblem,
} from './checkout-form';
import { OrderSummary } from '../order-summary/OrderSummary';
import styles from './CheckoutScreen.module.css';
import { shippingTerms } from './shipping-terms';
import { usePaymentOptions } from './use-payment-options';
import { useSoldOriginals } from './use-sold-originals';
import { useStripePayment } from './use-stripe-payment';

const cardFields = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
  },
  { name: 'expiryDate', label: 'Expiry date', autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY' },
  { name: 'cvv', label: 'CVV', autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123' },
  { name: 'cardName', label: 'Name on card', autoComplete: 'cc-name', inputMode: 'text', placeholder: '' },
] as const;

/** The key of the notice that names the field to fill in: one at a time, gone once it is filled. */
const fieldProblemNotice = 'checkout-field-problem';

export default function CheckoutScreen() {
  const items = useCartStore((state) => state.items);
  const navigate = useNavigate();
  const [form, setForm] = useState<CheckoutForm>(emptyCheckoutForm);
  const [problem, setProblem] = useState<CheckoutProblem>();
  const [failure, setFailure] = useState<string>();
  const [processing, setProcessing] = useState(false);
  // Before the payment options: a sold piece is looked up first, to be taken out before the visitor
  // fills anything in.
  const { notice: cartNotice, emptiedBy, takeOutRefused } = useSoldOriginals();
  const placed = useRef(false);

  useEffect(() => {
    if (items.length === 0 && !placed.current) {
      const soldOut = emptiedBy();
      const back = soldOut ? sitePaths.fineArt : sitePaths.merch;
      publish('toast:show', { title: soldOut ?? 'Your cart is empty', tone: 'error', page: back });
      navigate(back, { replace: true });
    }
  }, [items.length, navigate, emptiedBy]);

  const { state: paymentOptions, options, retry: retryPaymentOptions } = usePaymentOptions();
  const attempt = useRef<CheckoutAttempt | undefined>(undefined);
  const totals = priceOrder(items);
  const stripeKey = options?.processor === 'stripe' ? options.publishableKey : null;
  const {
    mount: mountStripe,
    problem: stripeProblem,
    confirmationToken,
  } = useStripePayment(stripeKey, toCents(totals.total));

  // The expiry is checked as the visitor leaves its field; another field's problem stays until the next try.
  const checkExpiry = (current: CheckoutProblem | undefined) =>
    current && current.fieldId !== 'payment-expiryDate' ? current : expiryFieldProblem(form);

  // A field's problem goes, with its notice, once the field is filled in as it asked.
  const shownProblem = problem && problemStands(form, problem) ? problem : undefined;
  const problemSolved = problem !== undefined && shownProblem === undefined;
  useEffect(() => {
    if (problemSolved) publish('toast:dismiss', { key: fieldProblemNotice });
  }, [problemSolved]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing || !options) return;
    const found = checkoutProblem(form, { cardFields: !stripeKey });
    setProblem(found);
    if (found) {
      publish('toast:show', { title: found.message, tone: 'error', key: fieldProblemNotice });
      document.getElementById(found.fieldId)?.focus();
      return;
    }

    // checkoutProblem held both addresses to this schema: parsing cannot fail, and types the order.
    const order: OrderToPlace = {
      items,
      shippingInfo: addressSchema.parse(form.shipping),
      billingInfo: addressSchema.parse(billingAddress(form)),
      totals,
    };
    const current = nextAttempt(attempt.current, order);
    attempt.current = current;

    setProcessing(true);
    setFailure(undefined);
    try {
      // Stripe is asked for the card's token once an attempt; a retried attempt already has it.
      if (stripeKey) current.confirmationToken ??= await confirmationToken(billingAddress(form));
      const paymentInfo = attemptPaymentInfo(current, form.payment);
      const result = await invokeFunction(orderFunctions, 'process-order', {
        ...order,
        paymentInfo,
        idempotencyKey: current.key,
        ...(form.news && { news: true }),
      });
      placed.current = true;
      const params = new URLSearchParams({ orderId: result.orderId, orderNumber: String(result.orderNumber) });
      const { orderId, orderNumber, orderPage } = result;
      navigate(`${sitePaths.paymentSuccess}?${params}`, { state: { orderId, orderNumber, orderPage } });
      useCartStore.getState().clearCart();
    } catch (error) {
      const status = failureStatus(error);
      current.retryable = outcomeUnknown(status);
      const message = error instanceof Error ? error.message : String(error);
      if (takeOutRefused(items, status, message)) return;
      setFailure(message);
      publish('toast:show', { title: 'Payment failed. Please try again.', description: message, tone: 'error' });
    } finally {
      setProcessing(false);
    }
  };

  if (items.length === 0) return null;

  return (
    <section className={`container page ${styles.page}`}>
      <h1 className="page-title">Checkout</h1>
      <form className={styles.layout} onSubmit={submit} noValidate>
        <div className={styles.sections}>
          <fieldset className={styles.section}>
            <legend>Shipping Information</legend>
            <AddressFieldset
              section="shipping"
              address={form.shipping}
              onChange={(shipping) => setForm((current) => ({ ...current, shipping }))}
              invalidField={shownProblem?.fieldId}
              errorMessage={shownProblem?.message}
            />
          </fieldset>

          <fieldset className={styles.section}>
            <legend>Billing Information</legend>
            <label className={styles.checkbox}>
              <input
                type="checkbox"
                checked={form.sameAsShipping}
                onChange={(event) =>
                  setForm((current) => ({
                    ...current,
                    sameAsShipping: event.target.checked,
                    billing: current.shipping,
                  }))
                }
              />
              Same as shipping address
            </label>
            {!form.sameAsShipping && (
              <AddressFieldset
                section="billing"
                address={form.billing}
                onChange={(billing) => setForm((current) => ({ ...current, billing }))}
                invalidField={shownProblem?.fieldId}
                errorMessage={shownProblem?.message}
              />
            )}
          </fieldset>

          <fieldset className={styles.section}>
            <legend>Payment Information</legend>
            {paymentOptions === 'loading' && (
              <p className={styles.paymentStatus} role="status">
                <span className="spinner" aria-hidden="true" />
                Preparing the secure payment form...
              </p>
            )}
            {paymentOptions === 'failed' && (
              <div className={styles.paymentStatus}>
                <p role="alert" className="field-error">
                  The payment form could not be opened. Everything you typed is kept.
                </p>
                <button type="button" className="btn btn-outline" onClick={retryPaymentOptions}>
                  Try again
                </button>
              </div>
            )}
            {(options?.processor === 'test-cards' || stripeKey?.startsWith('pk_test_')) && (
              <p className={styles.testMode}>
                Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future expiry date and any CVV.
              </p>
            )}
            {options && stripeKey && (
              <>
                <div ref={mountStripe} className={styles.stripeElement} />
                {stripeProblem && <p className="field-error">{stripeProblem}</p>}
              </>
            )}
            {options && !stripeKey && (
              <div className={styles.fields}>
                {cardFields.map((field) => {
                  const id = `payment-${field.name}`;
                  const invalid = shownProblem?.fieldId === id;
                  return (
                    <div
                      key={field.name}
                      className={`field ${field.name === 'cardNumber' || field.name === 'cardName' ? styles.wide : ''}`}
                    >
                      <label htmlFor={id}>{field.label}</label>
                      <input
                        id={id}
                        name={id}
                        required
                        autoComplete={field.autoComplete}
                        inputMode={field.inputMode}
                        placeholder={field.placeholder}
                        value={form.payment[field.name]}
                        aria-invalid={invalid || undefined}
                        aria-describedby={invalid ? `${id}-error` : undefined}
                        onChange={(event) => {
                          const value =
                            field.name === 'expiryDate' ? formatExpiry(event.target.value) : event.target.value;
                          setForm((current) => ({ ...current, payment: { ...current.payment, [field.name]: value } }));
                        }}
                        onBlur={field.name === 'expiryDate' ? () => setProblem(checkExpiry) : undefined}
                      />
                      {invalid && (
                        <p id={`${id}-error`} className="field-error">
                          {shownProblem.message}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </fieldset>
        </div>

        <aside className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <OrderSummary
            lines={items.map((line) => ({
              key: line.id,
              name: line.name,
              details: cartLineDetails(line),
              quantity: line.quantity,
              total: Number(line.price) * line.quantity,
            }))}
            totals={totals}
            taxLabel="Tax (8%)"
          />
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              name="news"
              checked={form.news}
              onChange={(event) => setForm((current) => ({ ...current, news: event.target.checked }))}
            />
            Send me news of new work
          </label>
          {cartNotice && (
            <p className={styles.failure} role="alert">
              {cartNotice}
            </p>
          )}
          {failure && (
            <p className={styles.failure} role="alert">
              Payment failed. Please try again. {failure}
            </p>
          )}
          <button type="submit" className={`btn btn-primary ${styles.pay}`} disabled={processing || !options}>
            {processing ? 'Processing...' : `Place Order • ${formatUsd(totals.total)}`}
          </button>
          <p className={styles.secure}>{shippingTerms(items)}</p>
          <p className={styles.policies}>
            Placing the order accepts our <PolicyLink to={sitePaths.terms}>Terms</PolicyLink>; see also{' '}
            <PolicyLink to={sitePaths.shippingReturns}>Shipping &amp; Returns</PolicyLink>.
          </p>
        </aside>
      </form>
    </section>
  );
}

/** A policy page, opened in a new tab so that the checkout keeps everything typed into it. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
}
