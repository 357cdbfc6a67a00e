import styles from './LinkToCopy.module.css';

/** An address as it was e-mailed to a client, under what it is (`Payment link`), shown for her to copy. */
export function LinkToCopy({ label, link }: { label: string; link: string }) {
  return (
    <p className={styles.linkToCopy}>
      <span>{label}</span>
      <code>{link}</code>
    </p>
  );
}
