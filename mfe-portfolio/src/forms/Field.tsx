import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface EmailFieldProps {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/** The visitor's e-mail address, required, offered from what her browser remembers. */
export function EmailField({ id, label, error, value, onChange }: EmailFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => <input {...control} type="email" autoComplete="email" value={value} onChange={onChange} required />}
    </Field>
  );
}

/** The field only bots fill in: hidden from people and from assistive technology. */
export function Honeypot(props: Pick<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="website">Website</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
