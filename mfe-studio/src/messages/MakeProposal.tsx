import { useState } from 'react';
import { useNavigate } from 'react-router';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskMessage } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';

/**
 * Starts a proposal for the sender: a painting for a commission request, another kind of work for
 * a contact message; the proposal starts from what they wrote, and she writes it on its own page.
 */
export function MakeProposal({ message }: { message: DeskMessage }) {
  const { call } = useStudioSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const make = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const { commission } = await call('studio-new-commission', {
        clientName: message.name,
        clientEmail: message.email,
        kind: message.kind === 'commission' ? 'painting' : 'other',
        fromMessageId: message.id,
      });
      navigate(sitePaths.studioProposal(commission.id));
    } catch (error) {
      setProblem(problemOf(error));
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline" aria-disabled={busy || undefined} onClick={make}>
        {busy ? 'Making a proposal…' : 'Make a proposal'}
      </button>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </>
  );
}
