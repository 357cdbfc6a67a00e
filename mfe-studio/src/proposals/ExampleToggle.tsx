import { useState } from 'react';
import { sitePaths } from 'shared-contracts/site-config';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import type { CommissionCalls } from './use-commissions';

interface ExampleToggleProps {
  shown: boolean;
  setExample: CommissionCalls['setExample'];
}

/** Lists the proposal on the public /proposal page as an example of her work, or takes it off. */
export function ExampleToggle({ shown, setExample }: ExampleToggleProps) {
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const toggle = async (example: boolean) => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    setDone('');
    try {
      await setExample(example);
      setDone(example ? `Listed on ${sitePaths.proposals}.` : `Taken off ${sitePaths.proposals}.`);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.section} aria-labelledby="proposal-example-title">
      <h2 id="proposal-example-title">Example</h2>
      <p className={page.note}>
        Visitors see its title, sections, price and terms; never the client’s name, the story or the payments.
      </p>
      <div className={page.buttons}>
        <label className={page.checkbox}>
          <input
            type="checkbox"
            checked={shown}
            aria-disabled={busy || undefined}
            onChange={(event) => toggle(event.target.checked)}
          />
          Show as an example on {sitePaths.proposals}
        </label>
        <p role="status" className={page.done}>
          {done}
        </p>
      </div>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
