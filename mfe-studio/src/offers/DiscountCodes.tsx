import { useState } from 'react';
import { describeDiscount } from 'shared-contracts/offers';
import type { DiscountCodeState, DiscountCodeSummary } from 'shared-contracts/offers-desk';
import { formatCents } from 'shared-contracts/pricing';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { ConfirmAction } from '../ui/ConfirmAction';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatDay } from '../ui/when';
import { CardLabel } from '../ui/CardLabel';
import { NewCodeForm } from './NewCodeForm';
import { useDiscountCodes } from './use-offers';
import styles from './OffersScreen.module.css';

/** Her discount codes, with what each brought, and a new one. */
export function DiscountCodes() {
  const { state, retry, create, end } = useDiscountCodes();
  return (
    <section className={page.section} aria-labelledby="offers-codes-title">
      <h2 id="offers-codes-title">Discount codes</h2>
      <QueryStatus state={state} retry={retry} loading="Loading your discount codes…" />
      {state.status === 'loaded' &&
        (state.data.codes.length === 0 ? (
          <p className={page.note}>You have no discount code yet. Create one below.</p>
        ) : (
          <DiscountCodesTable codes={state.data.codes} end={end} />
        ))}
      <NewCodeForm create={create} />
    </section>
  );
}

const stateLabels: Record<DiscountCodeState, string> = { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' };
const stateTones: Record<DiscountCodeState, StatusTone> = { scheduled: 'primary', live: 'success', ended: 'muted' };

interface DiscountCodesTableProps {
  codes: DiscountCodeSummary[];
  end(id: string): Promise<void>;
}

/** On a phone each code is a card of its own, with nothing to scroll sideways; on a wider screen, a table. */
function DiscountCodesTable({ codes, end }: DiscountCodesTableProps) {
  return (
    <div className={styles.tableBox} role="region" aria-label="Table of discount codes" tabIndex={0}>
      <table className={styles.codesTable}>
        <caption className="visually-hidden">Your discount codes</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Takes off</th>
            <th scope="col">Dates</th>
            <th scope="col">Uses</th>
            <th scope="col" className={styles.amount}>
              Sales
            </th>
            <th scope="col" className={styles.amount}>
              Took off
            </th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <CodeRow key={code.id} code={code} end={() => end(code.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Day = ({ iso }: { iso: string }) => (
  <time dateTime={iso} className={styles.nowrap}>
    {formatDay(iso)}
  </time>
);

function CodeRow({ code, end }: { code: DiscountCodeSummary; end(): Promise<void> }) {
  const { terms } = code;
  return (
    <tr>
      <th scope="row" className={styles.codeCell}>
        {code.code}
      </th>
      <td className={styles.termsCell}>
        {describeDiscount(terms)}
        {terms.minSubtotalCents !== null && (
          <span className={styles.sub}>from {formatCents(terms.minSubtotalCents)}</span>
        )}
      </td>
      <td className={styles.datesCell}>
        <Day iso={code.startsAt} /> –{' '}
        {code.endsAt ? <Day iso={code.endsAt} /> : <span className={styles.nowrap}>no end</span>}
      </td>
      <td className={styles.usesCell}>
        <CardLabel>Uses</CardLabel>
        {code.maxUses === null ? code.uses : `${code.uses} of ${code.maxUses}`}
        {code.oncePerEmail && <span className={styles.sub}>Once per buyer</span>}
      </td>
      <td className={`${styles.amount} ${styles.salesCell}`}>
        <CardLabel>Sales</CardLabel>
        {formatCents(code.salesCents)}
      </td>
      <td className={`${styles.amount} ${styles.tookOffCell}`}>
        <CardLabel>Took off</CardLabel>
        {formatCents(code.discountCents)}
      </td>
      <td className={styles.stateCell}>
        <StatusTag label={stateLabels[code.state]} tone={stateTones[code.state]} />
      </td>
      <td className={styles.endCell}>{code.state !== 'ended' && <EndCode code={code} end={end} />}</td>
    </tr>
  );
}

/** Ends a code at once, after she confirms; orders placed with it keep their discount. */
function EndCode({ code, end }: { code: DiscountCodeSummary; end(): Promise<void> }) {
  const [problem, setProblem] = useState<string>();

  const confirmEnd = async () => {
    setProblem(undefined);
    try {
      await end();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <>
      <ConfirmAction
        label="End now"
        labelDetail={`“${code.code}”`}
        question={
          code.state === 'scheduled'
            ? `End “${code.code}” now? It will never start, and this cannot be undone.`
            : `End “${code.code}” now? Buyers can no longer use it, and this cannot be undone. Orders already placed with it keep their discount.`
        }
        confirmLabel="Yes, end it"
        dismissLabel="Keep it"
        onConfirm={confirmEnd}
      />
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
    </>
  );
}
