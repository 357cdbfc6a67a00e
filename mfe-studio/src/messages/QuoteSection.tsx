import { useState } from 'react';
import { formatUsd } from 'shared-contracts/pricing';
import type { DeskMessage } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { ConfirmAction } from '../ui/ConfirmAction';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import { LinkToCopy } from '../ui/LinkToCopy';
import { formatDay } from '../ui/when';
import { checkQuote, formFromQuote, type QuoteForm } from './quote-form';
import styles from './MessageScreen.module.css';

interface QuoteSectionProps {
  /** A commission request. */
  message: DeskMessage;
  onQuoted(answer: { message: DeskMessage }): void;
}

/**
 * A commission's quote: its price and the deposit that starts the work, which the client pays
 * through the link she is e-mailed. She may quote again, as often as she likes, until it is paid.
 */
export function QuoteSection({ message, onQuoted }: QuoteSectionProps) {
  const { quote } = message;
  return (
    <section className={page.section} aria-labelledby="message-quote-title">
      <h2 id="message-quote-title">Quote</h2>
      {quote ? (
        <>
          <p>
            Quoted {formatUsd(quote.price)}, deposit {formatUsd(quote.deposit)} on {formatDay(quote.quotedAt)}
          </p>
          {quote.paidAt ? (
            <p className={page.paid}>
              Deposit paid on {formatDay(quote.paidAt)}
              {quote.paid !== null && quote.paid !== quote.deposit
                ? `: ${formatUsd(quote.paid)}, the deposit of a page opened before the last quote`
                : ''}
            </p>
          ) : (
            <LinkToCopy label="Payment link" link={quote.paymentLink} />
          )}
        </>
      ) : (
        <p className={page.lead}>
          Set your price and the deposit that starts the work: {message.name} is e-mailed a link to pay the deposit.
        </p>
      )}
      {!quote?.paidAt && <QuoteFormView message={message} onQuoted={onQuoted} />}
    </section>
  );
}

/**
 * The amounts, checked with the server's schema before she is asked to confirm: while they do not
 * pass, Send quote shows what is wrong at each field instead of asking.
 */
function QuoteFormView({ message, onQuoted }: QuoteSectionProps) {
  const { call } = useStudioSession();
  const [form, setForm] = useState<QuoteForm>(() => formFromQuote(message.quote));
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const checked = checkQuote(message.id, form);
  const errors = attempted && !checked.ok ? checked.errors : {};

  const edit = (field: keyof QuoteForm) => (value: string) => {
    setForm({ ...form, [field]: value });
    setSentTo(undefined);
  };

  const check = () => {
    setAttempted(true);
    return checked.ok;
  };

  const send = async () => {
    // She may have changed the amounts while she was asked.
    if (!checked.ok) return;
    setProblem(undefined);
    try {
      onQuoted(await call('studio-quote-commission', checked.quote));
      setSentTo(message.email);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form
      className={styles.quote}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <div className={styles.amounts}>
        <Field id="quote-price" label="Price" error={errors.price}>
          {(control) => <DollarsInput {...control} value={form.price} onChange={edit('price')} />}
        </Field>
        <Field id="quote-deposit" label="Deposit" error={errors.deposit}>
          {(control) => <DollarsInput {...control} value={form.deposit} onChange={edit('deposit')} />}
        </Field>
      </div>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      <div className={page.buttons}>
        <ConfirmAction
          label="Send quote"
          question={
            checked.ok
              ? `E-mail ${message.name} a payment link for a ${formatUsd(checked.quote.deposit)} deposit?`
              : 'Please correct the amounts first.'
          }
          confirmLabel="Yes, send the quote"
          tone="plain"
          check={check}
          onConfirm={send}
        />
        <p role="status" className={page.done}>
          {sentTo && `The quote was sent to ${sentTo}.`}
        </p>
      </div>
    </form>
  );
}
