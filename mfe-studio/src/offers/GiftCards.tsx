import { useState } from 'react';
import { Link } from 'react-router';
import {
  giftCardEventLabels,
  type GiftCards as GiftCardList,
  type GiftCardSummary,
} from 'shared-contracts/offers-desk';
import { formatOrderNumber } from 'shared-contracts/order';
import { formatCents, formatUsdOff, fromCents } from 'shared-contracts/pricing';
import { sitePaths } from 'shared-contracts/site-config';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { CardLabel } from '../ui/CardLabel';
import { ConfirmAction } from '../ui/ConfirmAction';
import { StatusTag, type StatusTone } from '../ui/StatusTag';
import { formatCalendarDay, formatWhen } from '../ui/when';
import { useGiftCards } from './use-offers';
import { VoidGiftCard } from './VoidGiftCard';
import styles from './OffersScreen.module.css';

/** Every gift card sold, what is still owed on them, and any sign of someone guessing codes. */
export function GiftCards() {
  const { state, retry, resend, voidCard } = useGiftCards();
  return (
    <section className={page.section} aria-labelledby="offers-gift-cards-title">
      <h2 id="offers-gift-cards-title">Gift cards</h2>
      <QueryStatus state={state} retry={retry} loading="Loading your gift cards…" />
      {state.status === 'loaded' && (
        <>
          <Owed cents={state.data.owedCents} />
          <Guessing guessing={state.data.guessing} />
          {state.data.cards.length === 0 ? (
            <p className={page.note}>No one has bought a gift card yet.</p>
          ) : (
            <GiftCardsTable cards={state.data.cards} resend={resend} voidCard={voidCard} />
          )}
        </>
      )}
    </section>
  );
}

function Owed({ cents }: { cents: number }) {
  return (
    <div className={styles.owed}>
      <p className={styles.owedAmount}>
        Owed on live gift cards: <strong>{formatCents(cents)}</strong>
      </p>
      <p className={page.note}>
        This is money you hold for others: what is left on the cards people bought, for them to spend in your shop.
      </p>
    </div>
  );
}

const wrongCodes = (count: number) => `${count} wrong ${count === 1 ? 'code' : 'codes'}`;

/** Addresses that tried many wrong codes in the last day. */
function Guessing({ guessing }: { guessing: GiftCardList['guessing'] }) {
  if (guessing.length === 0) return null;
  return (
    <div className={styles.guessing}>
      <p className={styles.guessingTitle}>Someone may be guessing gift card codes:</p>
      <ul>
        {guessing.map(({ lastTriedAt, wrongCodes: count }, index) => (
          <li key={`${lastTriedAt} ${index}`}>
            {wrongCodes(count)} from one address, the last <time dateTime={lastTriedAt}>{formatWhen(lastTriedAt)}</time>
            .
          </li>
        ))}
      </ul>
      <p>The shop makes an address wait a quarter of an hour after too many wrong codes.</p>
    </div>
  );
}

type CardState = 'voided' | 'spent' | 'unsent' | 'live';

const cardStateOf = (card: GiftCardSummary): CardState => {
  if (card.voidedAt) return 'voided';
  if (card.balanceCents === 0) return 'spent';
  return card.sentAt ? 'live' : 'unsent';
};

const cardStateLabels: Record<CardState, string> = {
  voided: 'Voided',
  spent: 'Spent',
  unsent: 'Not sent yet',
  live: 'Live',
};

const cardStateTones: Record<CardState, StatusTone> = {
  voided: 'danger',
  spent: 'muted',
  unsent: 'accent',
  live: 'success',
};

/** How she and a screen reader tell the cards apart: by the code's end, or before it has one, by whom it is for. */
const cardName = (card: GiftCardSummary) =>
  card.last4 ? `the card ending ${card.last4}` : `the card for ${card.recipientName}`;

interface GiftCardsTableProps {
  cards: GiftCardSummary[];
  resend(id: string): Promise<void>;
  voidCard(id: string, reason: string): Promise<void>;
}

const columns = 8;

/**
 * Each card on a row, with its history and what she can do with it on a row under it. On a phone
 * the two rows are one card, with nothing to scroll sideways; on a wider screen, a table.
 */
function GiftCardsTable({ cards, resend, voidCard }: GiftCardsTableProps) {
  return (
    <div className={styles.tableBox} role="region" aria-label="Table of gift cards" tabIndex={0}>
      <table className={styles.cardsTable}>
        <caption className="visually-hidden">Gift cards sold</caption>
        <thead>
          <tr>
            <th scope="col">Card</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
            <th scope="col" className={styles.amount}>
              Balance
            </th>
            <th scope="col">Bought by</th>
            <th scope="col">For</th>
            <th scope="col">E-mail</th>
            <th scope="col">Order</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <GiftCardRows
              key={card.id}
              card={card}
              resend={() => resend(card.id)}
              voidCard={(reason) => voidCard(card.id, reason)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface GiftCardRowsProps {
  card: GiftCardSummary;
  resend(): Promise<void>;
  voidCard(reason: string): Promise<void>;
}

function GiftCardRows({ card, resend, voidCard }: GiftCardRowsProps) {
  const state = cardStateOf(card);
  return (
    <>
      <tr className={styles.cardRow}>
        <th scope="row" className={styles.cardCell}>
          <span className={styles.nowrap}>{card.last4 ? `Ending ${card.last4}` : 'No code yet'}</span>
          {!card.last4 && <span className={styles.sub}>It is made when the card is e-mailed</span>}
        </th>
        <td className={`${styles.amount} ${styles.amountCell}`}>
          <CardLabel>Amount</CardLabel>
          {formatCents(card.amountCents)}
        </td>
        <td className={`${styles.amount} ${styles.balanceCell}`}>
          <CardLabel>Balance</CardLabel>
          {formatCents(card.balanceCents)}
        </td>
        <td className={styles.buyerCell}>
          <CardLabel>Bought by</CardLabel>
          {card.buyerEmail}
        </td>
        <td className={styles.recipientCell}>
          <CardLabel>For</CardLabel>
          {card.recipientName}
          <span className={styles.sub}>{card.recipientEmail}</span>
        </td>
        <td className={styles.mailCell}>
          {card.sentAt ? (
            <>
              Sent <time dateTime={card.sentAt}>{formatWhen(card.sentAt)}</time>
            </>
          ) : (
            <>
              Sends on{' '}
              <time dateTime={card.sendOn} className={styles.nowrap}>
                {formatCalendarDay(card.sendOn)}
              </time>
            </>
          )}
        </td>
        <td className={styles.orderCell}>
          <CardLabel>Order</CardLabel>
          <Link to={sitePaths.studioOrder(card.orderId)} className={styles.orderLink}>
            {formatOrderNumber(card.orderNumber)}
          </Link>
        </td>
        <td className={styles.stateCell}>
          <StatusTag label={cardStateLabels[state]} tone={cardStateTones[state]} />
          {card.voidReason && <span className={styles.sub}>{card.voidReason}</span>}
        </td>
      </tr>
      <tr className={styles.moreRow}>
        <td colSpan={columns}>
          <CardMore card={card} resend={resend} voidCard={voidCard} />
        </td>
      </tr>
    </>
  );
}

/**
 * The card's history, opened in place, and, until it is voided, resending its e-mail or voiding it,
 * each confirmed first.
 */
function CardMore({ card, resend, voidCard }: GiftCardRowsProps) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const name = cardName(card);
  const historyId = `gift-card-${card.id}-history`;

  const act = async (action: () => Promise<void>, news: string) => {
    setProblem(undefined);
    setDone('');
    try {
      await action();
      setDone(news);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <div className={styles.more}>
      <div className={styles.moreLine}>
        <button
          type="button"
          className={styles.historyToggle}
          aria-expanded={open}
          aria-controls={open ? historyId : undefined}
          onClick={() => setOpen(!open)}
        >
          History <span className="visually-hidden">of {name}</span>
        </button>
        {!card.voidedAt && (
          <div className={styles.cardActions}>
            <ConfirmAction
              label="Resend e-mail"
              labelDetail={`of ${name}`}
              question={
                card.sentAt
                  ? `Send the gift card’s e-mail to ${card.recipientEmail} again?`
                  : `Send the gift card’s e-mail to ${card.recipientEmail} now, before its day, ${formatCalendarDay(card.sendOn)}?`
              }
              confirmLabel="Yes, send it"
              tone="plain"
              onConfirm={() => act(resend, `The e-mail is on its way to ${card.recipientEmail}.`)}
            />
            <VoidGiftCard
              card={card}
              name={name}
              voidCard={(reason) => act(() => voidCard(reason), `Voided ${name}.`)}
            />
          </div>
        )}
        <p role="status" className={page.done}>
          {done}
        </p>
      </div>
      {problem && (
        <p role="alert" className={page.problem}>
          {problem}
        </p>
      )}
      {open && (
        <ol id={historyId} className={styles.history} aria-label={`History of ${name}`}>
          {card.history.map((event, index) => (
            <li key={`${event.at} ${index}`}>
              <time dateTime={event.at} className={styles.eventAt}>
                {formatWhen(event.at)}
              </time>{' '}
              {giftCardEventLabels[event.kind]}
              {event.amountCents !== 0 && (
                <>
                  {' '}
                  <span className={styles.nowrap}>{signedCents(event.amountCents)}</span>
                </>
              )}
              {event.orderNumber !== null && <>, order {formatOrderNumber(event.orderNumber)}</>}
              {event.note && <span className={styles.sub}>{event.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** `+$25.00` added to the balance, `−$10.00` taken from it. */
const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatUsdOff(fromCents(-cents)));
