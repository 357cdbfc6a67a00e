import { formatExpiry } from 'shared-contracts/card-expiry';
import type { CardPayment } from 'shared-contracts/order';
import { Field } from '../forms/Field';
import type { CheckoutProblem } from './checkout-form';
import styles from './CheckoutScreen.module.css';
import type { PaymentOptionsRead } from './use-payment-options';
import type { StripePayment } from './use-stripe-payment';

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

interface PaymentFieldsetProps {
  /** Whether anything is left to pay by card: a gift card may pay the whole order. */
  cardPays: boolean;
  paymentOptions: PaymentOptionsRead;
  /** Stripe's publishable key when the server takes cards through Stripe, else null. */
  stripeKey: string | null;
  mountStripe: StripePayment['mount'];
  stripeProblem: StripePayment['problem'];
  card: CardPayment;
  onCardChange(card: CardPayment): void;
  /** The visitor left the expiry field, where its date is checked. */
  onExpiryLeft(): void;
  problem: CheckoutProblem | undefined;
}

/**
 * How the order is paid: Stripe's Payment Element or the card's own fields, once the server has
 * said which; nothing to fill in when a gift card pays the whole order.
 */
export function PaymentFieldset({
  cardPays,
  paymentOptions: { state, options, retry },
  stripeKey,
  mountStripe,
  stripeProblem,
  card,
  onCardChange,
  onExpiryLeft,
  problem,
}: PaymentFieldsetProps) {
  return (
    <fieldset className={styles.section}>
      <legend>Payment Information</legend>
      {!cardPays && <p>Your gift card pays for the whole order, so no card is needed.</p>}
      {cardPays && state === 'loading' && (
        <p className={styles.paymentStatus} role="status">
          <span className="spinner" aria-hidden="true" />
          Preparing the secure payment form...
        </p>
      )}
      {cardPays && state === 'failed' && (
        <div className={styles.paymentStatus}>
          <p role="alert" className="field-error">
            The payment form could not be opened. Everything you typed is kept.
          </p>
          <button type="button" className="btn btn-outline" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {cardPays && (options?.processor === 'test-cards' || stripeKey?.startsWith('pk_test_')) && (
        <p className={styles.testMode}>
          Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future expiry date and any CVV.
        </p>
      )}
      {options && stripeKey && (
        // Hidden rather than taken away while a gift card pays everything: Stripe's frame keeps what was typed.
        <div hidden={!cardPays}>
          <div ref={mountStripe} className={styles.stripeElement} />
          {stripeProblem && <p className="field-error">{stripeProblem}</p>}
        </div>
      )}
      {cardPays && options && !stripeKey && (
        <div className={styles.fields}>
          {cardFields.map((field) => {
            const id = `payment-${field.name}`;
            return (
              <Field
                key={field.name}
                id={id}
                label={field.label}
                error={problem?.fieldId === id ? problem.message : undefined}
                className={field.name === 'cardNumber' || field.name === 'cardName' ? styles.wide : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    name={id}
                    required
                    autoComplete={field.autoComplete}
                    inputMode={field.inputMode}
                    placeholder={field.placeholder}
                    value={card[field.name]}
                    onChange={(event) => {
                      const value = field.name === 'expiryDate' ? formatExpiry(event.target.value) : event.target.value;
                      onCardChange({ ...card, [field.name]: value });
                    }}
                    onBlur={field.name === 'expiryDate' ? onExpiryLeft : undefined}
                  />
                )}
              </Field>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
