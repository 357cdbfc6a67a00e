import type { ReactNode } from 'react';
import { useTakenOver } from 'shared-contracts/page-data';
import styles from './FormFields.module.css';

/**
 * A form's controls, disabled until the browser has taken the page over: on a page the server
 * rendered, what a visitor typed or chose before then would be lost.
 */
export function FormFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.fields} disabled={!useTakenOver()}>
      {children}
    </fieldset>
  );
}
