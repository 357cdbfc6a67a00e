import { useState } from 'react';
import type { Period, Today } from 'shared-contracts/shop-today';
import page from '../frame/StudioPage.module.css';
import { plural } from '../ui/plural';
import { formatCalendarDay } from '../ui/when';
import { Figure, PeriodDays } from './Figures';
import { barShares, comparedWith } from './today-wording';
import styles from './TodayScreen.module.css';

type Visits = Today['visits'];

const visitCount = (visits: number) => plural(visits, 'visit', 'visits');

/** This week's visits against the same days last week, the last 14 days, and where visitors went and came from. */
export function VisitsSection({ visits, week }: { visits: Visits; week: Period }) {
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="today-visits-title">
      <h2 id="today-visits-title" className={styles.panelTitle}>
        Visits
      </h2>
      <PeriodDays from={week.from} to={week.to} />
      <Figure value={visitCount(visits.thisWeek)} change={comparedWith(visits.thisWeek, visits.lastWeek, 'week')} />
      <VisitsByDay days={visits.byDay} />
      <div className={styles.rankings}>
        <Ranking
          id="today-pages-title"
          title="Most visited pages"
          rows={visits.pages.map(({ path, visits: count }) => ({ name: path, count }))}
          empty="No visits this week yet."
        />
        <Ranking
          id="today-sources-title"
          title="Where visitors came from"
          rows={visits.sources.map(({ source, visits: count }) => ({ name: source, count }))}
          empty="No other site sent visitors this week."
        />
      </div>
      <p className={page.note}>
        Counted by the site itself: no cookies, nothing that identifies a visitor, and browsers that ask not to be
        tracked are not counted.
      </p>
    </section>
  );
}

/** A bar for each of the last 14 days, each named with its day and visits; and the same as a table, on demand. */
function VisitsByDay({ days }: { days: Visits['byDay'] }) {
  const [asTable, setAsTable] = useState(false);
  const shares = barShares(days);
  return (
    <section className={styles.byDay} aria-labelledby="today-by-day-title">
      <h3 id="today-by-day-title" className={styles.subTitle}>
        The last 14 days
      </h3>
      <ol className={styles.chart}>
        {days.map(({ day, visits }, index) => (
          <li key={day} className={styles.day}>
            <span className={styles.barSpace}>
              <span
                role="img"
                aria-label={`${formatCalendarDay(day, 'short')}: ${visitCount(visits)}`}
                className={visits > 0 ? `${styles.bar} ${styles.someVisits}` : styles.bar}
                style={{ height: `${shares[index]}%` }}
              />
            </span>
            <span className={styles.dayNumber} aria-hidden="true">
              {formatCalendarDay(day, 'dayOfMonth')}
            </span>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={page.disclosure}
        aria-expanded={asTable}
        aria-controls={asTable ? 'today-by-day-table' : undefined}
        onClick={() => setAsTable(!asTable)}
      >
        Each day’s visits as a table
      </button>
      {asTable && (
        <table id="today-by-day-table" className={styles.dayTable}>
          <caption className="visually-hidden">Visits each day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className={styles.amount}>
                Visits
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map(({ day, visits }) => (
              <tr key={day}>
                <th scope="row">
                  <time dateTime={day}>{formatCalendarDay(day, 'weekday')}</time>
                </th>
                <td className={styles.amount}>{visits.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface RankingProps {
  id: string;
  title: string;
  rows: { name: string; count: number }[];
  /** What it says when there is nothing to rank. */
  empty: string;
}

/** Pages or sources, most visited first, each with its visits. */
function Ranking({ id, title, rows, empty }: RankingProps) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={page.note}>{empty}</p>
      ) : (
        <ol className={styles.ranking}>
          {rows.map(({ name, count }) => (
            <li key={name}>
              <span className={styles.rankName}>{name}</span>{' '}
              <span className={styles.rankCount}>{visitCount(count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
