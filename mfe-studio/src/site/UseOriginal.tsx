import type { SiteField } from './site-draft';
import type { SiteEditing } from './use-site-editor';
import styles from './SiteScreen.module.css';

/** Puts the spec's words or price back into a field she changed; nothing while the field holds them. */
export function UseOriginal({
  field,
  label,
  what,
  editing,
}: {
  field: SiteField;
  label: string;
  what: 'words' | 'price';
  editing: SiteEditing;
}) {
  if (editing.isOriginal(field)) return null;
  return (
    <button type="button" className={`btn btn-ghost ${styles.original}`} onClick={() => editing.putOriginalBack(field)}>
      Use the original {what}
      <span className="visually-hidden">: {label}</span>
    </button>
  );
}
