import styles from './ProposalDocument.module.css';

/**
 * Text she wrote, as paragraphs: a blank line starts a new one and a single line break stays
 * one. It is always text, never markup.
 */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, index) => (
    <p key={index} className={styles.paragraph}>
      {paragraph}
    </p>
  ));
}
