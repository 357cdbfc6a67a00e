import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { publish } from 'shared-contracts/events';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';
import { originalUnavailableMessage } from 'shared-contracts/cart';
import { formatExpiry } from 'shared-contracts/card-expiry';
import { addressSchema, type PaymentOptions, orderFunctions } from 'shared-contracts/order';
import { formatUsd, priceOrder, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { cartLineDetails, isOriginal, useCartStore } from '../cart/cart-store';
import { soldOriginals, soldOriginalsNotice } from '../cart/sold-originals';
import { AddressFieldset } from './AddressFieldset';
import {
  billingAddress,
  checkoutProblem,
  emptyCheckoutForm,
  expiryFieldProblem,
  newAttemptKey,
  problemStands,
  type CheckoutForm,
  type CheckoutProblem,
} from './checkout-form';
import { OrderSummary } from '../order-summary/OrderSummary';
import styles from './CheckoutScreen.module.css';
import { shippingTerms } from './shipping-terms';
import { useStripePayment } from './use-stripe-payment';

interface Attempt {
  key: string;
  /** What was ordered, so an unchanged retry reuses the key and is placed at most once. */
  order: string;
  /** The outcome was unknown (offline, server trouble): the same attempt may be tried again. */
  retryable: boolean;
  /** With Stripe, the card's confirmation token, sent again when the attempt is retried. */
  confirmationToken?: string;
}

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
  // Pieces taken out of the cart because another buyer has them: said once, not as a payment failure.
  const [cartNotice, setCartNotice] = useState<string>();
  const emptiedBy = useRef<string | undefined>(undefined);
  const [processing, setProcessing] = useState(false);
  // Until the server says how cards are taken, no card field is shown: with Stripe, a number
  // typed into our own inputs would reach our server.
  const [paymentOptions, setPaymentOptions] = useState<PaymentOptions | 'loading' | 'failed'>('loading');
  const options = typeof paymentOptions === 'string' ? undefined : paymentOptions;
  const attempt = useRef<Attempt | undefined>(undefined);
  const placed = useRef(false);
  const totals = priceOrder(items);
  const stripeKey = options?.processor === 'stripe' ? options.publishableKey : null;
  const {
    mount: mountStripe,
    problem: stripeProblem,
    confirmationToken,
  } = useStripePayment(stripeKey, toCents(totals.total));

  useEffect(() => {
    if (items.length === 0 && !placed.current) {
      const back = emptiedBy.current ? sitePaths.fineArt : sitePaths.merch;
      publish('toast:show', { title: emptiedBy.current ?? 'Your cart is empty', tone: 'error', page: back });
      navigate(back, { replace: true });
    }
  }, [items.length, navigate]);

  /** Takes pieces another buyer has out of the cart, keeping every other line, and says so. */
  const takeOut = useCallback((lines: readonly { id: string }[], notice: string) => {
    const cart = useCartStore.getState();
    if (lines.length === cart.items.length) emptiedBy.current = notice;
    for (const line of lines) cart.removeItem(line.id);
    setCartNotice(notice);
  }, []);

  // An original that sold while it sat in the cart is taken out before the visitor fills anything in.
  useEffect(() => {
    const originals = useCartStore.getState().items.filter(isOriginal);
    if (originals.length === 0) return;
    let current = true;
    void soldOriginals(originals).then((sold) => {
      if (current && sold.length) takeOut(sold, soldOriginalsNotice(sold));
    });
    return () => {
      current = false;
    };
  }, [takeOut]);

  const fetchPaymentOptions = useCallback(
    () =>
      invokeFunction(orderFunctions, 'get-payment-options', {})
        .then(setPaymentOptions)
        .catch((error: unknown) => {
          console.error('Could not read the payment options.', error);
          setPaymentOptions('failed');
        }),
    [],
  );
  useEffect(() => {
    void fetchPaymentOptions();
  }, [fetchPaymentOptions]);
  const retryPaymentOptions = () => {
    setPaymentOptions('loading');
    void fetchPaymentOptions();
  };

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
    const order = {
      items,
      shippingInfo: addressSchema.parse(form.shipping),
      billingInfo: addressSchema.parse(billingAddress(form)),
      totals,
    };
    const fingerprint = JSON.stringify(order);
    const previous = attempt.current;
    const retry = previous?.retryable && previous.order === fingerprint ? previous : undefined;
    attempt.current = {
      key: retry?.key ?? newAttemptKey(),
      order: fingerprint,
      retryable: false,
      confirmationToken: retry?.confirmationToken,
    };
    const current = attempt.current;

    setProcessing(true);
    setFailure(undefined);
    try {
      if (stripeKey) current.confirmationToken ??= await confirmationToken(billingAddress(form));
      const paymentInfo = current.confirmationToken ? { confirmationToken: current.confirmationToken } : form.payment;
      const result = await invokeFunction(orderFunctions, 'process-order', {
        ...order,
        paymentInfo,
        idempotencyKey: current.key,
      });
      placed.current = true;
      const params = new URLSearchParams({ orderId: result.orderId, orderNumber: String(result.orderNumber) });
      const { orderId, orderNumber, orderPage } = result;
      navigate(`${sitePaths.paymentSuccess}?${params}`, { state: { orderId, orderNumber, orderPage } });
      useCartStore.getState().clearCart();
    } catch (error) {
      const status = error instanceof FunctionCallError ? error.status : 0;
      current.retryable = status === 0 || status >= 500;
      const message = error instanceof Error ? error.message : String(error);
      const taken = status === 409 ? items.filter((line) => message === originalUnavailableMessage(line.name)) : [];
      if (taken.length) {
        takeOut(
          taken,
          `${message} It was taken out of your cart and nothing was charged; the rest of your order is kept.`,
        );
        return;
      }
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
