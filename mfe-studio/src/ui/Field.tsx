import type { ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and error, tied to it for screen readers. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(controlProps(id, { error, hint }))}
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

interface ControlNotes {
  error?: string;
  hint?: string;
  /** The ids of further notes on the control, read after its hint and before its error. */
  noteIds?: readonly string[];
}

/** The attributes that tie a control to its hint, its other notes and its error. */
export function controlProps(id: string, { error, hint, noteIds = [] }: ControlNotes): ControlProps {
  const describedBy = [hint && `${id}-hint`, ...noteIds, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
}

/** A control's hint and error, with the ids controlProps points at. */
export function FieldNotes({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
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
    </>
  );
}
