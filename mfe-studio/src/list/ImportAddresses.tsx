import { useState, type ChangeEvent } from 'react';
import { importLimitBytes, listDeskFunctions, type ImportResult } from 'shared-contracts/list-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { Field } from '../ui/Field';
import styles from './ListScreen.module.css';

const importRequest = listDeskFunctions['studio-list-import'].request;

/**
 * Addresses she already has, from a file: each new one is sent a confirmation and hears nothing
 * more until it is confirmed; the page says what was added, what was known and what was left out.
 */
export function ImportAddresses({ onImported }: { onImported(): void }) {
  const { call } = useStudioSession();
  const [importing, setImporting] = useState<string>();
  const [result, setResult] = useState<ImportResult>();
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.target.files ?? [];
    // Cleared at once, so choosing the same file again after a refusal is seen as a choice.
    event.target.value = '';
    if (!file) return;
    setResult(undefined);
    setProblem(undefined);
    setImporting(file.name);
    try {
      const request = importRequest.safeParse({ csv: await file.text() });
      if (!request.success) {
        setProblem(request.error.issues[0]?.message);
        return;
      }
      setResult(await call('studio-list-import', request.data));
      onImported();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setImporting(undefined);
    }
  };

  return (
    <section className={page.section} aria-labelledby="list-import-title">
      <h2 id="list-import-title">Addresses you already have</h2>
      <p>
        From another mailing service or a sign-up sheet at a market. Each new address is sent an e-mail asking to
        confirm, and gets no news from you until it is confirmed.
      </p>
      <Field
        id="list-import-file"
        label="Import addresses"
        hint={`A CSV or text file with one address a line, up to ${importLimitBytes / 1_000_000} MB.`}
        className={styles.importField}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv,text/plain"
            disabled={importing !== undefined}
            onChange={(event) => void choose(event)}
          />
        )}
      </Field>
      <div role="status" className={styles.imported}>
        {importing && <p>Importing “{importing}”…</p>}
        {result && <ImportCounts result={result} />}
      </div>
      {result && result.refused.length > 0 && <RefusedLines refused={result.refused} />}
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}

function ImportCounts({ result: { added, known } }: { result: ImportResult }) {
  return (
    <>
      <p>
        {added === 0
          ? 'No new address was added.'
          : added === 1
            ? 'Added 1 address; it was sent a confirmation.'
            : `Added ${added} addresses; each was sent a confirmation.`}
      </p>
      {known > 0 && <p>{known === 1 ? '1 was on your list already.' : `${known} were on your list already.`}</p>}
    </>
  );
}

function RefusedLines({ refused }: { refused: ImportResult['refused'] }) {
  return (
    <div className={styles.refused}>
      <p id="list-import-refused">
        {refused.length === 1 ? 'This line holds' : 'These lines hold'} no address the list can take:
      </p>
      <ul aria-labelledby="list-import-refused">
        {refused.map(({ line, text }) => (
          <li key={line}>
            Line {line}: {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
