import {
  siteParts,
  wordFields,
  wordKeys,
  type SitePart,
  type WordKey,
  type WordKind,
} from 'shared-contracts/site-words';
import page from '../frame/StudioPage.module.css';
import { Field } from '../ui/Field';
import { fieldId, problemSaid } from './site-draft';
import type { SiteEditing } from './use-site-editor';
import styles from './SiteScreen.module.css';
import { UseOriginal } from './UseOriginal';

/** What she may write in a field of each kind, under it. */
const kindHints: Partial<Record<WordKind, string>> = {
  lines: 'One per line.',
  formatted:
    'You can use ## Heading, - list item, **bold** and [words](https://…). Leave a blank line between paragraphs.',
  link: 'A web address starting with https://, or empty to leave it out.',
};

/** How tall each kind's box of text is, in lines; the others are one line. */
const textareaRows: Partial<Record<WordKind, number>> = { paragraph: 4, lines: 5, formatted: 18 };

/** Where each part's words are shown, beside its name. */
const whereShown = (part: SitePart) =>
  part === 'footer' ? 'At the foot of every page.' : `On the page ${siteParts[part].path}.`;

/** The fields of one part of the site, in the order of the page. */
export function WordFields({ part, editing }: { part: SitePart; editing: SiteEditing }) {
  return (
    <>
      <h2 className={styles.partTitle}>{siteParts[part].name}</h2>
      <p className={page.note}>{whereShown(part)}</p>
      <div className={styles.fields}>
        {wordKeys
          .filter((key) => wordFields[key].part === part)
          .map((key) => (
            <WordField key={key} field={key} editing={editing} />
          ))}
      </div>
    </>
  );
}

function WordField({ field, editing }: { field: WordKey; editing: SiteEditing }) {
  const { label, kind } = wordFields[field];
  const error = editing.errors[field];
  const rows = textareaRows[kind];
  const text = {
    value: editing.words[field],
    onChange: (event: { target: { value: string } }) => editing.edit(field, event.target.value),
    onBlur: () => editing.leave(field),
  };
  return (
    <div className={kind === 'formatted' ? `${styles.editedField} ${styles.formatted}` : styles.editedField}>
      <Field id={fieldId(field)} label={label} hint={kindHints[kind]} error={error && problemSaid(field, error)}>
        {(control) =>
          rows ? (
            <textarea {...control} {...text} rows={rows} />
          ) : (
            <input
              {...control}
              {...text}
              type={kind === 'email' ? 'email' : kind === 'link' ? 'url' : 'text'}
              spellCheck={kind === 'line'}
              autoComplete="off"
            />
          )
        }
      </Field>
      <UseOriginal field={field} label={label} what="words" editing={editing} />
    </div>
  );
}
