import { useState, type KeyboardEvent } from 'react';
import { commissionsDeskFunctions } from 'shared-contracts/commissions-desk';
import { problemOf, type StudioAnswer } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { Field } from '../ui/Field';
import { editorFieldIds } from './use-proposal-editor';
import styles from './ProposalScreen.module.css';

type TemplatesAnswer = StudioAnswer<'studio-terms-templates'>;
const templateSchema = commissionsDeskFunctions['studio-save-terms-template'].request;

interface TermsFieldProps {
  terms: string;
  error?: string;
  onChange(terms: string): void;
}

/** The proposal's terms, started from one of the templates she keeps, and kept as a template in turn. */
export function TermsField({ terms, error, onChange }: TermsFieldProps) {
  const { state, replace } = useStudioQuery('studio-terms-templates', {});
  const templates = state.status === 'loaded' ? state.data.templates : [];
  return (
    <div className={styles.terms}>
      <Field
        id="proposal-terms-template"
        label="Start from a template"
        hint="Choosing one puts its text in the terms, in place of what is there."
      >
        {(control) => (
          <select
            {...control}
            value=""
            onChange={(event) => {
              const chosen = templates.find((template) => template.id === event.target.value);
              if (chosen) onChange(chosen.text);
            }}
          >
            <option value="">{templates.length ? 'Choose a template…' : 'No templates yet'}</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={editorFieldIds.terms} label="Terms" error={error}>
        {(control) => (
          <textarea {...control} rows={8} value={terms} onChange={(event) => onChange(event.target.value)} />
        )}
      </Field>
      <SaveAsTemplate terms={terms} onSaved={replace} />
    </div>
  );
}

/** Keeps the terms as they stand as a template of hers; the same name again replaces that template's text. */
function SaveAsTemplate({ terms, onSaved }: { terms: string; onSaved(answer: TemplatesAnswer): void }) {
  const { call } = useStudioSession();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (busy) return;
    setSaved('');
    setError(undefined);
    const checked = templateSchema.safeParse({ name, text: terms });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      onSaved(await call('studio-save-terms-template', checked.data));
      setSaved(`Saved as the template “${checked.data.name}”.`);
      setName('');
    } catch (error) {
      setError(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  // Enter in the name saves the template, not the proposal around it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void save();
  };

  return (
    <div className={styles.saveTemplate}>
      <Field id="proposal-template-name" label="Template name" error={error}>
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            value={name}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              setName(event.target.value);
              setSaved('');
            }}
          />
        )}
      </Field>
      <button type="button" className="btn btn-outline" aria-disabled={busy || undefined} onClick={save}>
        Save as a template
      </button>
      <p role="status" className={page.done}>
        {saved}
      </p>
    </div>
  );
}
