import { formatCalendarDay } from '../ui/when';
import styles from './TodayScreen.module.css';

/** The days a period runs over: `Monday, November 23 to today`, or on its first day, today alone. */
export function PeriodDays({ from, to }: { from: string; to: string }) {
  const first = <time dateTime={from}>{formatCalendarDay(from, 'weekday')}</time>;
  return (
    <p className={styles.days}>
      {from === to ? (
        <>Today, {first}</>
      ) : (
        <>
          {first} to <time dateTime={to}>today</time>
        </>
      )}
    </p>
  );
}

/** A period's figure, large, and under it how it compares with the same days before. */
export function Figure({ value, change }: { value: string; change: string }) {
  return (
    <p className={styles.figure}>
      <strong className={styles.value}>{value}</strong>
      <span className="visually-hidden">, </span>
      <span className={styles.change}>{change}</span>
    </p>
  );
}
