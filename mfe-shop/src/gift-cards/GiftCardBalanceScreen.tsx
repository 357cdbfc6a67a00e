import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useTakenOver } from 'shared-contracts/page-data';
import { formatCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { Field } from '../forms/Field';
import styles from './GiftCardsScreen.module.css';
import { useGiftCardCode } from './use-gift-card-code';

/** /gift-cards/balance: what is left on a gift card, from its code. */
export default function GiftCardBalanceScreen() {
  const takenOver = useTakenOver();
  const giftCard = useGiftCardCode();
  const balance = giftCard.checked?.answer;

  const checkBalance = (event: FormEvent) => {
    event.preventDefault();
    void giftCard.check(giftCard.typed);
  };

  return (
    <section className={`container page ${styles.page}`}>
      <div className={styles.intro}>
        <div>
          <h1 className="page-title">Gift card balance</h1>
          <p className="page-subtitle">Type the code from the gift card’s e-mail to see what is left on it.</p>
        </div>
      </div>

      <form className={`card ${styles.form}`} onSubmit={checkBalance} noValidate>
        <fieldset className={styles.fields} disabled={!takenOver}>
          <Field id="gift-card-code" label="Gift card code" error={giftCard.refusal} announceError>
            {(control) => (
              <input
                {...control}
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={giftCard.typed}
                onChange={(event) => giftCard.type(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className={`btn btn-primary ${styles.add}`} disabled={giftCard.checking}>
            {giftCard.checking ? 'Checking...' : 'Check balance'}
          </button>
          <p className={styles.result} role="status">
            {balance && `${formatCents(balance.balanceCents)} left on the gift card ending ${balance.last4}`}
          </p>
        </fieldset>
      </form>

      <p className={styles.balance}>
        <Link to={sitePaths.giftCards}>Give a gift card</Link>
      </p>
    </section>
  );
}
