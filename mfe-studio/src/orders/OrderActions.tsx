import { useState } from 'react';
import { formatUsd } from 'shared-contracts/pricing';
import { refundRequestSchema, type DeskOrder } from 'shared-contracts/studio-desk';
import { readNumber } from '../ui/typed-numbers';
import { problemOf, type StudioAnswer } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { ConfirmAction } from '../ui/ConfirmAction';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import { MarkShippedForm } from '../ui/MarkShippedForm';
import { OrderPanel } from './OrderPanel';
import styles from './OrderScreen.module.css';

/** What each action on an order answers: the order as it now is. */
export type OrderAnswer = StudioAnswer<'studio-order'>;

interface OrderActionsProps {
  order: DeskOrder;
  /** Shows the order the server answered, and says what was done. */
  onChanged(answer: OrderAnswer, news: string): void;
  /** Reads the order again once its originals are marked shipped. */
  onShipped(): void;
}

/** Only what the order allows now, each confirmed in place before it is done. */
export function OrderActions({ order, onChanged, onShipped }: OrderActionsProps) {
  const { call } = useStudioSession();
  const [problem, setProblem] = useState<string>();
  const { actions, email } = order;
  const orderId = order.status.orderId;

  const act = async (name: 'studio-resend-confirmation' | 'studio-cancel-order', news: string) => {
    setProblem(undefined);
    try {
      onChanged(await call(name, { orderId }), news);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <OrderPanel titleId="order-actions-title" title="Actions">
      {!Object.values(actions).includes(true) && <p className={page.note}>Nothing to do with this order now.</p>}
      {actions.refund && <RefundAction order={order} onRefunded={onChanged} />}
      {(actions.resendConfirmation || actions.cancel) && (
        <div className={styles.actionButtons}>
          {actions.resendConfirmation && (
            <ConfirmAction
              label="Resend confirmation"
              question={`Send the order confirmation to ${email} again?`}
              confirmLabel="Yes, resend it"
              tone="plain"
              onConfirm={() => act('studio-resend-confirmation', `The confirmation was sent again to ${email}.`)}
            />
          )}
          {actions.cancel && (
            <ConfirmAction
              label="Cancel order"
              question="Cancel this order? It can then no longer be paid, and any original in it is released."
              confirmLabel="Yes, cancel the order"
              dismissLabel="Keep the order"
              onConfirm={() => act('studio-cancel-order', 'The order was canceled.')}
            />
          )}
        </div>
      )}
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      {actions.markShipped && (
        <div className={styles.action}>
          <h3 className={styles.subTitle}>Ship the originals</h3>
          <p className={page.note}>
            Once the parcel is on its way, enter its tracking: the buyer gets the shipping e-mail.
          </p>
          <MarkShippedForm orderId={orderId} orderNumber={order.status.orderNumber} onShipped={onShipped} />
        </div>
      )}
    </OrderPanel>
  );
}

/** A refund of what she enters, or of all that is left, through the processor; the buyer is e-mailed. */
function RefundAction({ order, onRefunded }: { order: DeskOrder; onRefunded: OrderActionsProps['onChanged'] }) {
  const { call } = useStudioSession();
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string>();
  const checked = refundRequestSchema.safeParse({ orderId: order.status.orderId, amount: readNumber(amount) ?? null });
  const refunding = formatUsd(checked.success && checked.data.amount !== null ? checked.data.amount : order.refundable);
  const error = attempted && !checked.success ? checked.error.issues[0]?.message : undefined;

  // What she typed is checked before she is asked, so the question names the amount it will refund.
  const check = () => {
    setAttempted(true);
    return checked.success;
  };

  const refund = async () => {
    // She may have changed the amount while the question was open.
    if (!checked.success) {
      check();
      return;
    }
    setProblem(undefined);
    try {
      const answer = await call('studio-refund-order', checked.data);
      setAmount('');
      onRefunded(answer, `Refunded ${refunding}. The buyer was e-mailed.`);
    } catch (failure) {
      setProblem(problemOf(failure));
    }
  };

  return (
    <div className={styles.action}>
      <Field
        id="refund-amount"
        label="Amount to refund"
        hint={`Leave empty to refund everything left: ${formatUsd(order.refundable)}`}
        error={error}
      >
        {(control) => <DollarsInput {...control} autoComplete="off" value={amount} onChange={setAmount} />}
      </Field>
      <div>
        <ConfirmAction
          label="Refund"
          question={`Refund ${refunding} to the buyer's card?`}
          confirmLabel={`Yes, refund ${refunding}`}
          check={check}
          onConfirm={refund}
        />
      </div>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
