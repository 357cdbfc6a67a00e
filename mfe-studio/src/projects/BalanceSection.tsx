import { useState } from 'react';
import { formatUsd } from 'shared-contracts/pricing';
import type { DeskProject } from 'shared-contracts/studio-desk';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { ConfirmAction } from '../ui/ConfirmAction';
import { LinkToCopy } from '../ui/LinkToCopy';
import { formatDay } from '../ui/when';
import styles from './ProjectScreen.module.css';

interface BalanceSectionProps {
  project: DeskProject;
  balance: NonNullable<DeskProject['balance']>;
  onSent(answer: { project: DeskProject }): void;
}

/**
 * A mural's balance, due on completion: she e-mails the client its payment link when the mural is
 * done, and may send it again until it is paid.
 */
export function BalanceSection({ project, balance, onSent }: BalanceSectionProps) {
  const { call } = useStudioSession();
  const [sentTo, setSentTo] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const amount = formatUsd(balance.amount);

  const send = async () => {
    setSentTo(undefined);
    setProblem(undefined);
    try {
      onSent(await call('studio-send-mural-balance', { id: project.id }));
      setSentTo(project.email);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section className={page.section} aria-labelledby="project-balance-title">
      <h2 id="project-balance-title">Balance</h2>
      <p>Balance due on completion: {amount}</p>
      {balance.paidAt ? (
        <p className={page.paid}>Balance paid on {formatDay(balance.paidAt)}</p>
      ) : (
        <>
          {balance.paymentLink && <LinkToCopy label="Payment link" link={balance.paymentLink} />}
          <div className={styles.buttons}>
            <ConfirmAction
              label="Send balance link"
              question={`E-mail ${project.client} a payment link for the ${amount} balance?`}
              confirmLabel="Yes, send it"
              tone="plain"
              onConfirm={send}
            />
            <p role="status" className={page.done}>
              {sentTo && `The balance link was sent to ${sentTo}.`}
            </p>
          </div>
          {problem && (
            <p role="alert" className={page.problem}>
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
