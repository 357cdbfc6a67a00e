import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import styles from './StatusPage.module.css';

export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className={styles.status}>
      <h1>404</h1>
      <p className={styles.lead}>Oops! Page not found</p>
      <Link to={sitePaths.home} className="btn btn-primary">
        Return to Home
      </Link>
    </section>
  );
}
