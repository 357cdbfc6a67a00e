import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import { reportError } from '../error-reporting/error-reports';
import styles from './StatusPage.module.css';

/** The router's own error screen, for a failure outside any module's boundary. */
export function RouterError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  useEffect(() => reportError(error, { source: 'boundary' }), [error]);

  return (
    <section className={styles.status} role="alert">
      <h1>Unexpected Application Error!</h1>
      <p className={styles.lead}>{message}</p>
      <a href={sitePaths.home} className="btn btn-primary">
        Return to Home
      </a>
    </section>
  );
}
