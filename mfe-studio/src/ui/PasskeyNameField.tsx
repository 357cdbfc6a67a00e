import { Field } from './Field';

interface PasskeyNameFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange(name: string): void;
}

/** The optional name of a new passkey, up to the 60 characters the server keeps. */
export function PasskeyNameField({ id, label, hint, value, onChange }: PasskeyNameFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          value={value}
          maxLength={60}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
