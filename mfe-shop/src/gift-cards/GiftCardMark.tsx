import styles from './GiftCardMark.module.css';

/** A gift card's picture, filling its frame: a wrapped present on the studio's colours, decoration only. */
export function GiftCardMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      <svg width="32" height="32" viewBox="0 0 24 24" focusable="false">
        <path
          d="M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 4 6 4 6 6s3 2 6 2zM12 8c2-4 6-4 6-2s-3 2-6 2z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
