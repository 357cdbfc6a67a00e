import styles from './EmailParts.module.css';

interface EmailPartsProps {
  /** What the drawn HTML part is, for screen readers: `Preview of the e-mail`. */
  title: string;
  /** The HTML part; none when the e-mail has only its text. */
  html: string | null;
  text: string;
}

/**
 * An e-mail's two parts, side by side where there is room: the HTML drawn as a mail app would,
 * in a sandbox that runs none of its scripts and follows none of its links, and the plain text
 * as it was written.
 */
export function EmailParts({ title, html, text }: EmailPartsProps) {
  return (
    <div className={styles.parts}>
      <figure className={styles.part}>
        <figcaption className={styles.caption}>As a mail app shows it</figcaption>
        {html === null ? (
          <p className={styles.textOnly}>This e-mail has a plain text part only.</p>
        ) : (
          <iframe title={title} sandbox="" srcDoc={html} className={styles.html} />
        )}
      </figure>
      <figure className={styles.part}>
        <figcaption className={styles.caption}>As plain text</figcaption>
        <pre className={styles.text}>{text}</pre>
      </figure>
    </div>
  );
}
