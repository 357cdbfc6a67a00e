import { useState, type FormEvent } from 'react';
import { problemOf, type StudioAnswer } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import type { QueryState } from '../frame/use-studio-query';
import { Field } from '../ui/Field';
import { saveTextFile } from '../ui/save-file';
import { dayStamp } from '../ui/when';
import { SubscribersTable } from './SubscribersTable';
import styles from './ListScreen.module.css';

interface SubscribersProps {
  /** The words searched for; empty shows the newest addresses. */
  search: string;
  find(search: string): void;
  state: QueryState<StudioAnswer<'studio-list-subscribers'>>;
  retry(): void;
}

/** The addresses on her list, found by their e-mail address, and the whole list as a CSV file. */
export function Subscribers({ search, find, state, retry }: SubscribersProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    find(String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };

  return (
    <section className={page.section} aria-labelledby="list-subscribers-title">
      <div className={styles.sectionHeading}>
        <h2 id="list-subscribers-title">Addresses</h2>
        <ExportList />
      </div>
      <form className={styles.search} role="search" aria-label="Find an address" onSubmit={submit}>
        <Field id="list-search" label="Search by e-mail address">
          {(control) => <input {...control} type="search" name="search" maxLength={254} defaultValue={search} />}
        </Field>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
      <QueryStatus state={state} retry={retry} loading="Loading your list…" />
      {state.status === 'loaded' &&
        (state.data.subscribers.length === 0 ? (
          <p className={page.note}>{search ? 'No address matches.' : 'No one is on your list yet.'}</p>
        ) : (
          <SubscribersTable list={state.data} />
        ))}
    </section>
  );
}

/** Every address with its consent record, saved as `list-2026-11-26.csv`. */
function ExportList() {
  const { call } = useStudioSession();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const exportList = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { csv } = await call('studio-list-export', {});
      saveTextFile(`list-${dayStamp(new Date())}.csv`, csv, 'text/csv;charset=utf-8');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline" aria-disabled={busy || undefined} onClick={exportList}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </button>
      {problem && (
        <p role="alert" className={`${page.problem} ${page.wide}`}>
          {problem}
        </p>
      )}
    </>
  );
}
