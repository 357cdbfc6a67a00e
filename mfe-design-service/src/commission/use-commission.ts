import { useEffect, useState } from 'react';
import { commissionFunctions, commissionPageKey, type CommissionView } from 'shared-contracts/commissions';
import { commissionsDeskFunctions } from 'shared-contracts/commissions-desk';
import { FunctionCallError, invokeFunction } from 'shared-contracts/functions-client';

/**
 * Whose page this is: the client's, opened with the key in the address's fragment, or her
 * preview of a commission (`?preview={id}`), which needs her studio session.
 */
type CommissionSource = { kind: 'client'; key: string } | { kind: 'preview'; id: string };

/**
 * The source an address names, or null when it names none the server could know (no key, or
 * not one of ours): such a page is shown as not found, without asking.
 */
export function commissionSource(search: string, hash: string): CommissionSource | null {
  const id = new URLSearchParams(search).get('preview');
  if (id !== null) {
    return commissionsDeskFunctions['studio-preview-commission'].request.safeParse({ id }).success
      ? { kind: 'preview', id }
      : null;
  }
  const key = commissionPageKey(hash);
  return key !== null && commissionFunctions['get-commission'].request.safeParse({ key }).success
    ? { kind: 'client', key }
    : null;
}

type CommissionPage =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** Her preview, asked for without her studio session. */
  | { status: 'signed-out' }
  | { status: 'failed' }
  | { status: 'ready'; commission: CommissionView };

type Settled = Exclude<CommissionPage, { status: 'loading' }>;

async function settle(source: CommissionSource): Promise<Settled> {
  try {
    const { commission } =
      source.kind === 'client'
        ? await invokeFunction(commissionFunctions, 'get-commission', { key: source.key })
        : await invokeFunction(commissionsDeskFunctions, 'studio-preview-commission', { id: source.id });
    return { status: 'ready', commission };
  } catch (error) {
    // A wrong key is answered like a commission that does not exist.
    if (error instanceof FunctionCallError && (error.status === 404 || error.status === 400)) {
      return { status: 'not-found' };
    }
    if (error instanceof FunctionCallError && error.status === 401) return { status: 'signed-out' };
    console.error('Could not load the commission.', error);
    return { status: 'failed' };
  }
}

/**
 * The commission of the page's address. `retry` asks again after a failure; `show` puts the
 * answer of something the client did on the page. Each time `paymentReceived` turns true the
 * commission is asked for again, showing what the page had until the answer comes.
 */
export function useCommission(source: CommissionSource | null, paymentReceived: boolean) {
  const preview = source?.kind === 'preview';
  const reference = source === null ? null : source.kind === 'client' ? source.key : source.id;
  const sourceName = JSON.stringify([preview, reference]);
  const [attempt, setAttempt] = useState(0);
  const request = JSON.stringify([sourceName, attempt, paymentReceived]);
  const [answer, setAnswer] = useState<{ source: string; request: string; page: Settled }>();

  useEffect(() => {
    if (reference === null) return;
    let live = true;
    void settle(preview ? { kind: 'preview', id: reference } : { kind: 'client', key: reference }).then(
      (page) => live && setAnswer({ source: sourceName, request, page }),
    );
    return () => {
      live = false;
    };
  }, [preview, reference, sourceName, request]);

  const shown = answer?.source === sourceName ? answer : undefined;
  const page: CommissionPage =
    reference === null
      ? { status: 'not-found' }
      : shown && (shown.request === request || shown.page.status === 'ready')
        ? shown.page
        : { status: 'loading' };

  return {
    page,
    retry: () => setAttempt((count) => count + 1),
    show: (commission: CommissionView) =>
      setAnswer({ source: sourceName, request, page: { status: 'ready', commission } }),
  };
}
