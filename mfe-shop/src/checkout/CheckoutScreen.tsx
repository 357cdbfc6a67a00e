import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { publish } from 'shared-contracts/events';
import { invokeFunction } from 'shared-contracts/functions-client';
import { describeDiscount } from 'shared-contracts/offers';
import { orderFunctions } from 'shared-contracts/order';
import { formatUsd, priceOrder, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { useSitePrices } from 'shared-contracts/site-words';
import { cartLineDetails, cartShips, useCartStore } from '../cart/cart-store';
import { useLocalToday } from '../gift-cards/send-day';
import { useGiftCardCode } from '../gift-cards/use-gift-card-code';
import { AddressFieldset } from './AddressFieldset';
import {
  attemptPaymentInfo,
  failureStatus,
  nextAttempt,
  outcomeUnknown,
  type CheckoutAttempt,
} from './checkout-attempt';
import {
  billingAddress,
  buyerEmail,
  checkoutProblem,
  emptyCheckoutForm,
  expiryFieldProblem,
  problemStands,
  type CheckoutForm,
  type CheckoutProblem,
} from './checkout-form';
import { OrderSummary } from '../order-summary/OrderSummary';
import styles from './CheckoutScreen.module.css';
import { DiscountCodeEntry, GiftCardEntry } from './OfferCodes';
import { PaymentFieldset } from './PaymentFieldset';
import { orderToPlace } from './order-to-place';
import { shippingTerms } from './shipping-terms';
import { useDiscountCode } from './use-discount-code';
import { usePaymentOptions } from './use-payment-options';
import { useSoldOriginals } from './use-sold-originals';
import { useStripePayment } from './use-stripe-payment';

/** The key of the notice that names the field to fill in: one at a time, gone once it is filled. */
const fieldProblemNotice = 'checkout-field-problem';

export default function CheckoutScreen() {
  const items = useCartStore((state) => state.items);
  const today = useLocalToday();
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

  const paymentOptions = usePaymentOptions();
  const { options } = paymentOptions;
  const attempt = useRef<CheckoutAttempt | undefined>(undefined);
  const discount = useDiscountCode(items);
  const giftCard = useGiftCardCode();
  const appliedCard = giftCard.checked?.answer;
  // Her rates as the page was served with them: the server prices the order with its own and
  // refuses totals that differ.
  const prices = useSitePrices();
  const totals = priceOrder(items, {
    rates: prices,
    discount: discount.applied?.terms,
    giftCardBalanceCents: appliedCard?.balanceCents,
  });
  // Gift cards alone ship nothing; a gift card that pays everything leaves nothing for a card to pay.
  const ships = cartShips(items);
  const cardPays = totals.due > 0;
  const stripeKey = options?.processor === 'stripe' ? options.publishableKey : null;
  const stripe = useStripePayment(stripeKey, toCents(totals.due));

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
    if (processing || (cardPays && !options)) return;
    const found = checkoutProblem(form, { cardFields: cardPays && !stripeKey, ships });
    setProblem(found);
    if (found) {
      publish('toast:show', { title: found.message, tone: 'error', key: fieldProblemNotice });
      document.getElementById(found.fieldId)?.focus();
      return;
    }

    const order = orderToPlace({
      items,
      form,
      ships,
      totals,
      discountCode: discount.applied?.code,
      giftCardCode: giftCard.checked?.code,
    });
    const current = nextAttempt(attempt.current, order);
    attempt.current = current;

    setProcessing(true);
    setFailure(undefined);
    try {
      // Stripe is asked for the card's token once an attempt; a retried attempt already has it.
      if (stripeKey && cardPays) {
        current.confirmationToken ??= await stripe.confirmationToken(billingAddress(form, { ships }));
      }
      const paymentInfo = attemptPaymentInfo(current, form.payment, toCents(totals.due));
      const result = await invokeFunction(orderFunctions, 'process-order', {
        ...order,
        ...(paymentInfo && { paymentInfo }),
        idempotencyKey: current.key,
        ...(form.news && { news: true }),
      });
      placed.current = true;
      const params = new URLSearchParams({ orderId: result.orderId, orderNumber: String(result.orderNumber) });
      const { orderId, orderNumber, orderPage } = result;
      navigate(`${sitePaths.paymentSuccess}?${params}`, { state: { orderId, orderNumber, orderPage } });
      useCartStore.getState().clearCart();
      discount.forget();
    } catch (error) {
      const status = failureStatus(error);
      current.retryable = outcomeUnknown(status);
      const message = error instanceof Error ? error.message : String(error);
      if (takeOutRefused(items, status, message)) return;
      // The order may have been refused over a code used up or a card spent meanwhile: both are
      // asked about again, so that their fields say so and the totals follow.
      if (status >= 400 && status < 500) {
        void discount.recheck(buyerEmail(form, { ships }));
        if (giftCard.checked) void giftCard.check(giftCard.checked.code);
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
          {ships && (
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
          )}

          <fieldset className={styles.section}>
            <legend>Billing Information</legend>
            {ships && (
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
            )}
            {!(ships && form.sameAsShipping) && (
              <AddressFieldset
                section="billing"
                address={form.billing}
                onChange={(billing) => setForm((current) => ({ ...current, billing }))}
                invalidField={shownProblem?.fieldId}
                errorMessage={shownProblem?.message}
              />
            )}
          </fieldset>

          <PaymentFieldset
            cardPays={cardPays}
            paymentOptions={paymentOptions}
            stripeKey={stripeKey}
            mountStripe={stripe.mount}
            stripeProblem={stripe.problem}
            card={form.payment}
            onCardChange={(payment) => setForm((current) => ({ ...current, payment }))}
            onExpiryLeft={() => setProblem(checkExpiry)}
            problem={shownProblem}
          />
        </div>

        <aside className={styles.summary} aria-labelledby="order-summary">
          <h2 id="order-summary">Order Summary</h2>
          <OrderSummary
            lines={items.map((line) => ({
              key: line.id,
              name: line.name,
              details: cartLineDetails(line, today),
              quantity: line.quantity,
              total: Number(line.price) * line.quantity,
            }))}
            totals={totals}
            taxLabel={`Tax (${prices.taxBasisPoints / 100}%)`}
            discountCode={discount.applied?.code}
            discountTerms={discount.applied && describeDiscount(discount.applied.terms)}
            giftCardLabel={appliedCard ? `Gift card (…${appliedCard.last4})` : 'Gift card'}
            due={totals.due}
          />
          <div className={styles.offers}>
            <DiscountCodeEntry
              discount={discount}
              // The server holds a code to the buyer's e-mail as the order gives it.
              onApply={() => void discount.apply(buyerEmail(form, { ships }))}
            />
            <GiftCardEntry giftCard={giftCard} totals={totals} />
          </div>
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
          <button
            type="submit"
            className={`btn btn-primary ${styles.pay}`}
            disabled={processing || (cardPays && !options)}
          >
            {processing ? 'Processing...' : `Place Order • ${formatUsd(totals.due)}`}
          </button>
          <p className={styles.secure}>{shippingTerms(items, prices)}</p>
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
