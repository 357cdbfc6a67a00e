import type { ReactNode } from 'react';

/** What a field's control needs to be named, marked and described for screen readers. */
interface FieldControl {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The error comes back from the server after a wait: it is announced as it appears. */
  announceError?: boolean;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ id, label, error, hint, announceError = false, className, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role={announceError ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
