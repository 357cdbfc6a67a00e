import { useState, type FormEvent } from 'react';
import type { Passkey } from 'shared-contracts/studio';
import { createPasskey } from '../calls/passkey-ceremony';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { ConfirmAction } from '../ui/ConfirmAction';
import { PasskeyNameField } from '../ui/PasskeyNameField';
import { formatWhen } from '../ui/when';
import styles from './PasskeysScreen.module.css';
import { withRecentCheck } from './recent-check';

/** Her passkeys: one on each device she signs in with. She adds and removes them, and can end every session. */
export default function PasskeysScreen() {
  return (
    <StudioFrame>
      <Passkeys />
    </StudioFrame>
  );
}

function Passkeys() {
  const { call, endSession } = useStudioSession();
  const { state, retry, replace } = useStudioQuery('studio-passkeys', {});
  const [problem, setProblem] = useState<string>();
  const [everywhereProblem, setEverywhereProblem] = useState<string>();

  const remove = async (passkey: Passkey) => {
    setProblem(undefined);
    try {
      replace(await withRecentCheck(call, () => call('studio-remove-passkey', { id: passkey.id })));
    } catch (error) {
      setProblem(`“${passkey.name}” was not removed: ${problemOf(error)}`);
    }
  };

  const signOutEverywhere = async () => {
    setEverywhereProblem(undefined);
    try {
      await call('studio-sign-out-everywhere', {});
      endSession();
    } catch (error) {
      setEverywhereProblem(problemOf(error));
    }
  };

  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-passkeys-title">
      <h1 id="studio-passkeys-title" className={page.title}>
        Passkeys
      </h1>
      <p className={page.lead}>
        Each passkey opens your studio from one device. Keep one on your phone and one on your computer, so losing one
        device never locks you out.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading your passkeys…" />
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      {state.status === 'loaded' && (
        <>
          <ul className={styles.list}>
            {state.data.passkeys.map((passkey) => (
              <li key={passkey.id} className={styles.passkey}>
                <div className={styles.about}>
                  <h2 className={styles.name}>{passkey.name}</h2>
                  <p className={page.note}>
                    Added {formatWhen(passkey.createdAt)}
                    <br />
                    {passkey.lastUsedAt ? `Last used ${formatWhen(passkey.lastUsedAt)}` : 'Not used yet'}
                  </p>
                </div>
                <ConfirmAction
                  label="Remove"
                  labelDetail={`“${passkey.name}”`}
                  question={`Remove the passkey “${passkey.name}”? That device will no longer open your studio.`}
                  confirmLabel="Yes, remove it"
                  onConfirm={() => remove(passkey)}
                />
              </li>
            ))}
          </ul>
          <AddPasskey onAdded={replace} />
        </>
      )}
      <section className={styles.everywhere} aria-labelledby="studio-everywhere-title">
        <h2 id="studio-everywhere-title">Sign out everywhere</h2>
        <p>
          Ends every session of yours, on every device, this one too. Use it if a device was lost, or after removing a
          passkey you do not recognise.
        </p>
        <button type="button" className="btn btn-outline" onClick={signOutEverywhere}>
          Sign out everywhere
        </button>
        {everywhereProblem && (
          <p role="alert" className={page.problem}>
            {everywhereProblem}
          </p>
        )}
      </section>
    </section>
  );
}

function AddPasskey({ onAdded }: { onAdded(answer: { passkeys: Passkey[] }): void }) {
  const { call } = useStudioSession();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ added: true } | { added: false; problem: string }>();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const ceremony = await withRecentCheck(call, () => call('studio-add-passkey-options', {}));
      const answer = await createPasskey(ceremony);
      onAdded(await call('studio-add-passkey-verify', { ...answer, name: name.trim() || undefined }));
      setName('');
      setOutcome({ added: true });
    } catch (error) {
      setOutcome({ added: false, problem: problemOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.add} onSubmit={add} aria-labelledby="studio-add-passkey-title">
      <h2 id="studio-add-passkey-title">Add a passkey</h2>
      <p>Add one on this device, or choose “use a phone or tablet” in the prompt to add one on your phone.</p>
      <PasskeyNameField
        id="new-passkey-name"
        label="Name the new passkey (optional)"
        hint="For example “Phone” or “Laptop”."
        value={name}
        onChange={setName}
      />
      <div>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {busy ? 'Waiting for your device…' : 'Add a passkey'}
        </button>
      </div>
      <div aria-live="polite">{outcome?.added && <p className={styles.added}>Passkey added.</p>}</div>
      {outcome && !outcome.added && (
        <p role="alert" className={page.problem}>
          {outcome.problem}
        </p>
      )}
    </form>
  );
}
