import {
  commissionKindLabels,
  commissionKinds,
  type CommissionKind,
  type Proposal,
} from 'shared-contracts/commissions';
import type { DeskCommission } from 'shared-contracts/commissions-desk';
import page from '../frame/StudioPage.module.css';
import { ConfirmAction } from '../ui/ConfirmAction';
import { DollarsInput } from '../ui/DollarsInput';
import { controlProps, Field, FieldNotes } from '../ui/Field';
import { formatDay } from '../ui/when';
import { CommissionPhotos } from './CommissionPhotos';
import { depositInDollars, type SectionForm } from './proposal-form';
import { TermsField } from './TermsField';
import type { CommissionCalls } from './use-commissions';
import {
  editorFieldIds,
  previewPath,
  sectionFieldId,
  useProposalEditor,
  type ProposalEditing,
} from './use-proposal-editor';
import styles from './ProposalScreen.module.css';

interface ProposalEditorProps {
  commission: DeskCommission;
  /** The version she edits: the draft, or the last one sent, which saving follows with a new version. */
  latest: Proposal;
  calls: CommissionCalls;
}

/** The proposal as she writes it: its words and pictures, the price and deposit, the terms and the last day. */
export function ProposalEditor({ commission, latest, calls }: ProposalEditorProps) {
  const editor = useProposalEditor(commission, latest, calls);
  const { form, errors } = editor;
  return (
    <section className={page.section} aria-labelledby="proposal-editor-title">
      <h2 id="proposal-editor-title">The proposal</h2>
      <p className={page.note}>
        {latest.sentAt
          ? `Version ${latest.version} was sent on ${formatDay(latest.sentAt)}. Saving a change makes version ${latest.version + 1}, which the client sees once you send it.`
          : `Version ${latest.version}, not sent yet.`}
      </p>
      <form className={styles.editor} onSubmit={editor.saveDraft} noValidate aria-labelledby="proposal-editor-title">
        <div className={styles.pair}>
          <Field id={editorFieldIds.title} label="Title" error={errors.title}>
            {(control) => (
              <input {...control} value={form.title} onChange={(event) => editor.edit('title', event.target.value)} />
            )}
          </Field>
          <Field id={editorFieldIds.kind} label="Kind" error={errors.kind}>
            {(control) => (
              <select
                {...control}
                value={form.kind}
                onChange={(event) => editor.edit('kind', event.target.value as CommissionKind)}
              >
                {commissionKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {commissionKindLabels[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        {form.sections.map((section, index) => (
          <SectionFields key={section.key} section={section} index={index} editor={editor} />
        ))}
        <div>
          <button
            {...controlProps(editorFieldIds.sections, { error: errors.sections })}
            type="button"
            className="btn btn-outline"
            onClick={editor.addSection}
          >
            Add a section
          </button>
          <FieldNotes id={editorFieldIds.sections} error={errors.sections} />
        </div>
        <PriceAndDeposit editor={editor} />
        <TermsField terms={form.terms} error={errors.terms} onChange={(terms) => editor.edit('terms', terms)} />
        <Field
          id={editorFieldIds.validUntil}
          label="Valid until"
          hint="The last day the client may accept it, in your studio’s time zone."
          error={errors.validUntil}
          className={styles.day}
        >
          {(control) => (
            <input
              {...control}
              type="date"
              value={form.validUntil}
              onChange={(event) => editor.edit('validUntil', event.target.value)}
            />
          )}
        </Field>
        <div className={page.buttons}>
          <button type="submit" className="btn btn-primary" aria-disabled={editor.busy || undefined}>
            Save draft
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={editor.busy || undefined}
            onClick={editor.preview}
          >
            Preview
          </button>
          {(commission.actions.send || editor.unsaved) && (
            <ConfirmAction
              label="Send to client"
              question={`E-mail ${commission.clientName} (${commission.clientEmail}) the link to this proposal?${editor.unsaved ? ' Your changes are saved first.' : ''}`}
              confirmLabel="Yes, send it"
              tone="plain"
              check={editor.ready}
              onConfirm={editor.send}
            />
          )}
          <p role="status" className={page.done}>
            {editor.done}
          </p>
          {editor.previewBlocked && (
            <p className={page.wide}>
              Your browser kept the preview from opening a tab:{' '}
              <a href={previewPath(commission.id)} target="_blank" rel="noreferrer">
                open the preview
              </a>
              .
            </p>
          )}
          {editor.problem && (
            <p role="alert" className={`${page.problem} ${page.wide}`}>
              {editor.problem}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}

/** One section: its heading, its text and its pictures (sketches, mock-ups, a photo of the wall). */
function SectionFields({ section, index, editor }: { section: SectionForm; index: number; editor: ProposalEditing }) {
  const id = (part: 'heading' | 'text' | 'pictures') => sectionFieldId(section.key, part);
  const error = (part: string) => editor.errors[`sections.${index}.${part}`];
  return (
    <fieldset className={page.boxedGroup}>
      <legend>Section {index + 1}</legend>
      <Field id={id('heading')} label="Heading" error={error('heading')}>
        {(control) => (
          <input
            {...control}
            value={section.heading}
            onChange={(event) => editor.editSection(section.key, (now) => ({ ...now, heading: event.target.value }))}
          />
        )}
      </Field>
      <Field id={id('text')} label="Text" hint="A blank line starts a new paragraph." error={error('text')}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={section.text}
            onChange={(event) => editor.editSection(section.key, (now) => ({ ...now, text: event.target.value }))}
          />
        )}
      </Field>
      <CommissionPhotos
        id={id('pictures')}
        label="Add pictures"
        noun="picture"
        photos={section.photos}
        uploads={editor.uploads}
        place={`section-${section.key}`}
        error={error('photoIds')}
        onAdded={(photo) => editor.addPicture(section.key, photo)}
        onRemove={(photoId) => editor.removePicture(section.key, photoId)}
      />
      <div>
        <button type="button" className="btn btn-ghost" onClick={() => editor.removeSection(section.key)}>
          Remove section
        </button>
      </div>
    </fieldset>
  );
}

/** The price, and the deposit as a whole percentage of it or an amount, with the deposit it comes to. */
function PriceAndDeposit({ editor }: { editor: ProposalEditing }) {
  const { form, errors } = editor;
  const percent = form.depositKind === 'percent';
  const deposit = depositInDollars(form);
  const hint = percent ? 'A whole percentage of the price.' : 'In dollars.';
  const comesToId = `${editorFieldIds.deposit}-comes-to`;
  const depositControl = controlProps(editorFieldIds.deposit, {
    hint,
    error: errors.deposit,
    noteIds: deposit ? [comesToId] : [],
  });
  return (
    <fieldset className={page.boxedGroup}>
      <legend>Price and deposit</legend>
      <Field id={editorFieldIds.price} label="Price" error={errors.price} className={styles.amountField}>
        {(control) => (
          <DollarsInput
            {...control}
            autoComplete="off"
            value={form.price}
            onChange={(price) => editor.edit('price', price)}
          />
        )}
      </Field>
      <fieldset className={styles.choices}>
        <legend>Deposit set as</legend>
        <label className={styles.choice}>
          <input
            type="radio"
            name="proposal-deposit-kind"
            checked={percent}
            onChange={() => editor.edit('depositKind', 'percent')}
          />
          Percentage
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="proposal-deposit-kind"
            checked={!percent}
            onChange={() => editor.edit('depositKind', 'amount')}
          />
          Amount
        </label>
      </fieldset>
      <div className={`field ${styles.amountField}`}>
        <label htmlFor={editorFieldIds.deposit}>Deposit</label>
        {percent ? (
          <span className={styles.withUnit}>
            <input
              {...depositControl}
              inputMode="numeric"
              autoComplete="off"
              value={form.deposit}
              onChange={(event) => editor.edit('deposit', event.target.value)}
            />
            <span className={styles.unit} aria-hidden="true">
              %
            </span>
          </span>
        ) : (
          <DollarsInput
            {...depositControl}
            autoComplete="off"
            value={form.deposit}
            onChange={(value) => editor.edit('deposit', value)}
          />
        )}
        <FieldNotes id={editorFieldIds.deposit} hint={hint} />
        <p id={comesToId} className={styles.comesTo} aria-live="polite">
          {deposit && `The client pays a deposit of ${deposit}.`}
        </p>
        <FieldNotes id={editorFieldIds.deposit} error={errors.deposit} />
      </div>
    </fieldset>
  );
}
