import { useRef, type ReactNode, type Ref } from 'react';
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
  onType(value: string): void;
  onApply(): void;
}

/** A code's field and its Apply button, inside the checkout's form: Enter applies the code, never places the order. */
function CodeField({
  id,
  label,
  what,
  typed,
  refusal,
  checking,
  inputRef,
  onType,
  onApply,
}: CodeFieldProps & { inputRef: Ref<HTMLInputElement> }) {
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

interface AppliedCodeProps {
  /** What the code applied does, said in a sentence. */
  children: ReactNode;
  /** What the Remove button removes, for screen readers: `discount code SPRING15`. */
  removeLabel: string;
  /** Why the code does less than it might, announced as it appears. */
  note?: string;
  onRemove(): void;
}

/** A code applied: what it does, its Remove button and, when it does less than it might, why. */
function AppliedCode({
  children,
  removeLabel,
  note,
  onRemove,
  headRef,
}: AppliedCodeProps & { headRef: Ref<HTMLParagraphElement> }) {
  return (
    <div className={styles.applied}>
      <p ref={headRef} tabIndex={-1}>
        {children}
      </p>
      <button type="button" className="btn btn-ghost" onClick={onRemove}>
        Remove <span className="visually-hidden">{removeLabel}</span>
      </button>
      {note && (
        <p className={styles.offerNote} role="status">
          {note}
        </p>
      )}
    </div>
  );
}

/**
 * A code's field, or the code applied; the focus follows the visitor from the one to the other:
 * Apply hands it to the code applied, Remove back to the field.
 */
function OfferCodeEntry({ field, applied }: { field: CodeFieldProps; applied: AppliedCodeProps | undefined }) {
  const { handOver, target } = useFocusHandOver();
  if (!applied) {
    return (
      <CodeField
        {...field}
        inputRef={target('field')}
        onApply={() => {
          handOver('applied');
          field.onApply();
        }}
      />
    );
  }
  return (
    <AppliedCode
      {...applied}
      headRef={target('applied')}
      onRemove={() => {
        handOver('field');
        applied.onRemove();
      }}
    />
  );
}

/** The discount code: its field, or the code applied with why it takes nothing off when it does not fit. */
export function DiscountCodeEntry({ discount, onApply }: { discount: DiscountCode; onApply(): void }) {
  const { applied, misfit } = discount;
  return (
    <OfferCodeEntry
      field={{
        id: 'discount-code',
        label: 'Discount code',
        what: 'discount code',
        typed: discount.typed,
        refusal: discount.refusal,
        checking: discount.checking,
        onType: discount.type,
        onApply,
      }}
      applied={
        applied && {
          children: (
            <>
              Code <strong>{applied.code}</strong> applied
            </>
          ),
          removeLabel: `discount code ${applied.code}`,
          note: misfit && `${misfit} Nothing is taken off.`,
          onRemove: discount.remove,
        }
      }
    />
  );
}

/** The gift card: its field, or what the card applied pays of this order and its balance. */
export function GiftCardEntry({ giftCard, totals }: { giftCard: CodeEntry<GiftCardBalance, []>; totals: OrderTotals }) {
  const applied = giftCard.checked?.answer;
  // A card pays less than both its balance and the total only when the cart holds gift cards, which it never pays for.
  const paysLess =
    applied !== undefined && toCents(totals.giftCard) < Math.min(applied.balanceCents, toCents(totals.total));
  return (
    <OfferCodeEntry
      field={{
        id: 'gift-card-code',
        label: 'Gift card code',
        what: 'gift card',
        typed: giftCard.typed,
        refusal: giftCard.refusal,
        checking: giftCard.checking,
        onType: giftCard.type,
        onApply: () => void giftCard.check(giftCard.typed),
      }}
      applied={
        applied && {
          children: (
            <>
              The gift card ending <strong>{applied.last4}</strong> pays {formatUsd(totals.giftCard)} of this order. Its
              balance is {formatCents(applied.balanceCents)}.
            </>
          ),
          removeLabel: `gift card ending ${applied.last4}`,
          note: paysLess ? giftCardRefusals.notForGiftCards : undefined,
          onRemove: giftCard.drop,
        }
      }
    />
  );
}
