import { useRef, type Ref } from 'react';
import { giftCardRefusals, type GiftCardBalance } from 'shared-contracts/offers';
import { formatCents, formatUsd, toCents, type OrderTotals } from 'shared-contracts/pricing';
import type { CodeEntry } from '../forms/use-checked-code';
import { Field } from '../forms/Field';
import styles from './CheckoutScreen.module.css';
import type { DiscountCode } from './use-discount-code';

type FocusTarget = 'applied' | 'field';

/**
 * Where the focus goes once the visitor applies or removes a code: the button she pressed is
 * gone, replaced by the code applied or by the empty field. A code applied again as the page
 * opens takes no focus.
 */
function useFocusHandOver() {
  const next = useRef<FocusTarget | undefined>(undefined);
  return {
    handOver: (target: FocusTarget) => {
      next.current = target;
    },
    target:
      (which: FocusTarget) =>
      (element: HTMLElement | null): void => {
        if (!element || next.current !== which) return;
        next.current = undefined;
        element.focus();
      },
  };
}

interface CodeFieldProps {
  id: string;
  label: string;
  /** What the Apply button applies, for screen readers: `discount code`. */
  what: string;
  typed: string;
  refusal: string | undefined;
  checking: boolean;
  inputRef: Ref<HTMLInputElement>;
  onType(value: string): void;
  onApply(): void;
}

/** A code's field and its Apply button, inside the checkout's form: Enter applies the code, never places the order. */
function CodeField({ id, label, what, typed, refusal, checking, inputRef, onType, onApply }: CodeFieldProps) {
  return (
    <Field id={id} label={label} error={refusal} announceError>
      {(control) => (
        <div className={styles.codeEntry}>
          <input
            {...control}
            ref={inputRef}
            name={id}
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => onType(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (!checking) onApply();
            }}
          />
          <button type="button" className="btn btn-outline" onClick={onApply} disabled={checking}>
            {checking ? 'Checking...' : 'Apply'} <span className="visually-hidden">{what}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/** The discount code: its field, or the code applied with why it takes nothing off when it does not fit. */
export function DiscountCodeEntry({ discount, onApply }: { discount: DiscountCode; onApply(): void }) {
  const { handOver, target } = useFocusHandOver();
  const { applied, misfit } = discount;
  if (!applied) {
    return (
      <CodeField
        id="discount-code"
        label="Discount code"
        what="discount code"
        typed={discount.typed}
        refusal={discount.refusal}
        checking={discount.checking}
        inputRef={target('field')}
        onType={discount.type}
        onApply={() => {
          handOver('applied');
          onApply();
        }}
      />
    );
  }
  return (
    <div className={styles.applied}>
      <p ref={target('applied')} tabIndex={-1}>
        Code <strong>{applied.code}</strong> applied
      </p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => {
          handOver('field');
          discount.remove();
        }}
      >
        Remove <span className="visually-hidden">discount code {applied.code}</span>
      </button>
      {misfit && (
        <p className={styles.offerNote} role="status">
          {misfit} Nothing is taken off.
        </p>
      )}
    </div>
  );
}

interface GiftCardEntryProps {
  giftCard: CodeEntry<GiftCardBalance, []>;
  totals: OrderTotals;
  /** Whether the cart holds gift cards, which a gift card does not pay for. */
  buysGiftCards: boolean;
}

/** The gift card: its field, or what the card applied pays of this order and its balance. */
export function GiftCardEntry({ giftCard, totals, buysGiftCards }: GiftCardEntryProps) {
  const { handOver, target } = useFocusHandOver();
  const applied = giftCard.checked?.answer;
  if (!applied) {
    return (
      <CodeField
        id="gift-card-code"
        label="Gift card code"
        what="gift card"
        typed={giftCard.typed}
        refusal={giftCard.refusal}
        checking={giftCard.checking}
        inputRef={target('field')}
        onType={giftCard.type}
        onApply={() => {
          handOver('applied');
          void giftCard.check(giftCard.typed);
        }}
      />
    );
  }
  const paysLess = buysGiftCards && toCents(totals.giftCard) < Math.min(applied.balanceCents, toCents(totals.total));
  return (
    <div className={styles.applied}>
      <p ref={target('applied')} tabIndex={-1}>
        The gift card ending <strong>{applied.last4}</strong> pays {formatUsd(totals.giftCard)} of this order. Its
        balance is {formatCents(applied.balanceCents)}.
      </p>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => {
          handOver('field');
          giftCard.drop();
        }}
      >
        Remove <span className="visually-hidden">gift card ending {applied.last4}</span>
      </button>
      {paysLess && (
        <p className={styles.offerNote} role="status">
          {giftCardRefusals.notForGiftCards}
        </p>
      )}
    </div>
  );
}
