import type { QueryState } from './use-studio-query';
import styles from './StudioPage.module.css';

interface QueryStatusProps {
  state: QueryState<unknown>;
  /** What the screen says while it reads, as “Loading your passkeys…”. */
  loading: string;
  /**
   * Reads again, from the failure's Try again; without it the failure offers none, nor does a
   * read of something that is not there (404), which reading again will not find.
   */
  retry?: () => void;
}

/** A screen's read while it is under way, or why it failed with Try again; nothing once it is loaded. */
export function QueryStatus({ state, loading, retry }: QueryStatusProps) {
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  if (state.status !== 'failed') return null;
  return (
    <div role="alert" className={styles.problem}>
      <p>{state.message}</p>
      {retry && state.httpStatus !== 404 && (
        <button type="button" className="btn btn-outline" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
