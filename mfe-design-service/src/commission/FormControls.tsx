import styles from './CommissionScreen.module.css';

interface ControlProps {
  id: string;
  label: string;
  error?: string;
}

/** What a control is told of its error, for screen readers. */
const errorWiring = (id: string, error?: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

function ErrorText({ id, error }: { id: string; error?: string }) {
  return (
    error && (
      <p id={`${id}-error`} className="field-error">
        {error}
      </p>
    )
  );
}

/** A labelled text box, or a text area for longer words, with its error beneath. */
export function TextField({
  id,
  label,
  error,
  value,
  onChange,
  multiline = false,
  autoComplete,
  autoFocus,
}: ControlProps & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  autoComplete?: string;
  /** For a control that appears at the visitor's request. */
  autoFocus?: boolean;
}) {
  const control = { id, value, autoFocus, ...errorWiring(id, error) };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...control} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** A box to tick, its words beside it, with its error beneath. */
export function CheckField({
  id,
  label,
  error,
  checked,
  onChange,
}: ControlProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div>
      <label className={styles.checkbox} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...errorWiring(id, error)}
        />
        {label}
      </label>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** Why the last attempt failed, when it was not one field's fault. */
export function FormFailure({ failure }: { failure?: string }) {
  return (
    failure && (
      <div className={styles.failure} role="alert">
        {failure}
      </div>
    )
  );
}
