import type { InputHTMLAttributes } from 'react';
import styles from './DollarsInput.module.css';

type DollarsInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> & {
  value: string;
  onChange(value: string): void;
};

/** A text input for an amount in US dollars, a $ drawn before it; her text is kept as she types it. */
export function DollarsInput({ value, onChange, ...input }: DollarsInputProps) {
  return (
    <span className={styles.amount}>
      <span className={styles.dollar} aria-hidden="true">
        $
      </span>
      <input
        {...input}
        className={styles.input}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
