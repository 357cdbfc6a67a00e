import { useEffect, useRef } from 'react';
import { listFunctions } from 'shared-contracts/mailing-list';
import { EmailField, Honeypot } from '../forms/Field';
import { FormFields } from '../forms/FormFields';
import { useSubmissionForm } from '../forms/use-submission';
import styles from './ListRequestForm.module.css';

/** The request, but for the address: a sign-up from a Sold piece, or a watch on a Reserved one. */
type ListRequest =
  | { functionName: 'list-sign-up'; about: { source: 'sold-piece'; slug: string } }
  | { functionName: 'list-watch-piece'; about: { slug: string } };

type ListRequestFormProps = ListRequest & {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** The button's words, which also name the form. */
  action: string;
  /** What takes the form's place once the request is received. */
  received: string;
};

/**
 * A visitor's e-mail address and one button, on a piece's page: a request to her list. A refusal,
 * from the request's schema or from the server, stands beside the field, with the address kept.
 */
export function ListRequestForm({ functionName, about, idPrefix, action, received }: ListRequestFormProps) {
  const { values, errors, update, submit, status, failure } = useSubmissionForm({
    registry: listFunctions,
    functionName,
    idPrefix,
    failureTitle: 'Your address was not sent',
    initial: { ...about, email: '', website: '' },
  });
  const problem = Object.values(errors).find(Boolean) ?? failure;

  if (status === 'sent') return <Received message={received} />;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={action}>
      <FormFields>
        <EmailField
          id={`${idPrefix}-email`}
          label="Your email address"
          error={problem}
          value={values.email}
          onChange={update('email')}
        />
        <Honeypot value={values.website} onChange={update('website')} />
        <button type="submit" className="btn btn-outline" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending...' : action}
        </button>
      </FormFields>
    </form>
  );
}

/** The thank-you in the form's place; it takes the focus the button had. */
function Received({ message }: { message: string }) {
  const notice = useRef<HTMLParagraphElement>(null);

  useEffect(() => notice.current?.focus(), []);

  return (
    <p ref={notice} className={styles.received} role="status" tabIndex={-1}>
      {message}
    </p>
  );
}
