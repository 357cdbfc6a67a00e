import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { publish } from 'shared-contracts/events';
import { giftCardMaxCents, giftCardMinCents, giftCardPresetCents } from 'shared-contracts/offers';
import { useTakenOver } from 'shared-contracts/page-data';
import { formatCents, toCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { useCartStore } from '../cart/cart-store';
import { Field } from '../forms/Field';
import {
  emptyGiftCardForm,
  giftCardFormFields,
  giftCardLine,
  newGiftCardId,
  type GiftCardForm,
  type GiftCardFormErrors,
  type GiftCardFormField,
  visitorTimeZone,
} from './gift-card-form';
import { GiftCardMark } from './GiftCardMark';
import styles from './GiftCardsScreen.module.css';
import { latestSendDay, useLocalToday } from './send-day';

/** The input each field's problem is shown at, and focused. */
const inputIds: Record<GiftCardFormField, string> = {
  price: 'gift-card-amount',
  recipientName: 'gift-card-recipient-name',
  recipientEmail: 'gift-card-recipient-email',
  message: 'gift-card-message',
  sendOn: 'gift-card-send-on',
};

const wholeDollars = (cents: number) => formatCents(cents).replace(/\.00$/, '');

/** /gift-cards: a gift card of the shop, for someone, sent by e-mail on the day the buyer chooses. */
export default function GiftCardsScreen() {
  const takenOver = useTakenOver();
  const today = useLocalToday();
  const [form, setForm] = useState<GiftCardForm>(emptyGiftCardForm);
  const [errors, setErrors] = useState<GiftCardFormErrors>({});

  const update = (field: Exclude<keyof GiftCardForm, 'amount'>) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    const result = giftCardLine(form, { id: newGiftCardId(), today, timeZone: visitorTimeZone() });
    if ('errors' in result) {
      setErrors(result.errors);
      const first = giftCardFormFields.find((field) => result.errors[field]);
      if (first) document.getElementById(inputIds[first])?.focus();
      return;
    }
    const { line } = result;
    setErrors({});
    setForm(emptyGiftCardForm);
    useCartStore.getState().addGiftCard(line);
    publish('toast:show', {
      title: 'Added to cart!',
      description: `A ${formatCents(toCents(line.price))} gift card for ${line.recipientName}`,
      tone: 'success',
    });
    useCartStore.getState().openCart();
  };

  return (
    <section className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <span className={styles.mark}>
          <GiftCardMark />
        </span>
        <div>
          <h1 className="page-title">Gift cards</h1>
          <p className="page-subtitle">
            A gift card can be spent on originals, prints and merch. We e-mail it to the person you choose, on the day
            you choose, with your message.
          </p>
        </div>
      </div>

      <form className={`card ${styles.form}`} onSubmit={addToCart} noValidate>
        {/* Disabled until the browser has taken the page over, so nothing typed before then is lost. */}
        <fieldset className={styles.fields} disabled={!takenOver}>
          <fieldset className={styles.amounts}>
            <legend>Amount</legend>
            <div className={styles.choices}>
              {giftCardPresetCents.map((cents) => (
                <label key={cents} className={styles.choice}>
                  <input
                    type="radio"
                    name="gift-card-amount-choice"
                    checked={form.amount === cents}
                    onChange={() => setForm((current) => ({ ...current, amount: cents }))}
                  />
                  {wholeDollars(cents)}
                </label>
              ))}
              <label className={styles.choice}>
                <input
                  type="radio"
                  name="gift-card-amount-choice"
                  checked={form.amount === 'other'}
                  onChange={() => setForm((current) => ({ ...current, amount: 'other' }))}
                />
                Another amount
              </label>
            </div>
          </fieldset>

          {form.amount === 'other' && (
            <Field
              id={inputIds.price}
              label="Amount in dollars"
              hint={`From ${wholeDollars(giftCardMinCents)} to ${wholeDollars(giftCardMaxCents)}, in whole dollars.`}
              error={errors.price}
            >
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  required
                  value={form.otherAmount}
                  onChange={update('otherAmount')}
                />
              )}
            </Field>
          )}

          <Field id={inputIds.recipientName} label="Recipient’s name" error={errors.recipientName}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                required
                value={form.recipientName}
                onChange={update('recipientName')}
              />
            )}
          </Field>

          <Field id={inputIds.recipientEmail} label="Recipient’s email" error={errors.recipientEmail}>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                required
                value={form.recipientEmail}
                onChange={update('recipientEmail')}
              />
            )}
          </Field>

          <Field
            id={inputIds.message}
            label="Message (optional)"
            hint="Up to 500 characters, sent with the gift card."
            error={errors.message}
          >
            {(control) => <textarea {...control} rows={4} value={form.message} onChange={update('message')} />}
          </Field>

          <Field
            id={inputIds.sendOn}
            label="Day to send it"
            hint="Today sends it right away; a later day sends it that morning."
            error={errors.sendOn}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                required
                min={today || undefined}
                max={today ? latestSendDay(today) : undefined}
                value={form.sendOn || today}
                onChange={update('sendOn')}
              />
            )}
          </Field>

          <button type="submit" className={`btn btn-primary ${styles.add}`}>
            Add to cart
          </button>
        </fieldset>
      </form>

      <p className={styles.balance}>
        <Link to={sitePaths.giftCardBalance}>Check a gift card’s balance</Link>
      </p>
    </section>
  );
}
