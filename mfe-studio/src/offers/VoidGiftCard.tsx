import { useState } from 'react';
import { offersDeskFunctions, type GiftCardSummary } from 'shared-contracts/offers-desk';
import { formatCents } from 'shared-contracts/pricing';
import { ConfirmAction } from '../ui/ConfirmAction';
import { Field } from '../ui/Field';

const voidRequestSchema = offersDeskFunctions['studio-void-gift-card'].request;

interface VoidGiftCardProps {
  card: GiftCardSummary;
  /** `the card ending 7KQ2`. */
  name: string;
  voidCard(reason: string): Promise<void>;
}

/** Voids a card once she has said why and confirmed: what is left on it can no longer be spent. */
export function VoidGiftCard({ card, name, voidCard }: VoidGiftCardProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reasonId = `gift-card-${card.id}-void-reason`;
  const checked = voidRequestSchema.safeParse({ id: card.id, reason });

  // What was said of her last reason is not said again as she opens the question anew.
  const ask = () => {
    setError(undefined);
    return true;
  };

  // The reason is checked with the server's schema as she confirms; the question stays open until it passes.
  const ready = () => {
    const message = checked.success ? undefined : checked.error.issues[0]?.message;
    setError(message);
    if (message) document.getElementById(reasonId)?.focus();
    return checked.success;
  };

  return (
    <ConfirmAction
      label="Void"
      labelDetail={name}
      question={`Void ${name}? Its balance of ${formatCents(card.balanceCents)} can no longer be spent, and this cannot be undone.`}
      confirmLabel="Yes, void it"
      dismissLabel="Keep it"
      check={ask}
      ready={ready}
      onConfirm={async () => {
        if (checked.success) await voidCard(checked.data.reason);
      }}
    >
      <Field id={reasonId} label="Why you are voiding it" hint="Shown with the card here." error={error}>
        {(control) => (
          <input
            {...control}
            maxLength={300}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
    </ConfirmAction>
  );
}
