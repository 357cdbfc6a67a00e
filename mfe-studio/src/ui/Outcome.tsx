import type { ReactNode } from 'react';
import page from '../frame/StudioPage.module.css';

/**
 * What an action of a form came to, beside its buttons: the sentence that it was done, read out
 * as a status, or the problem, as an alert.
 */
export function Outcome({ done, problem }: { done: ReactNode; problem: string | undefined | null }) {
  return (
    <>
      <p role="status" className={page.done}>
        {done}
      </p>
      {problem && (
        <p role="alert" className={`${page.problem} ${page.wide}`}>
          {problem}
        </p>
      )}
    </>
  );
}
