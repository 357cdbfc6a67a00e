import { useEffect, useRef, useState } from 'react';
import { specPrices, wordsOf } from 'shared-contracts/site-words';
import { wordsProblem, type SiteDesk } from 'shared-contracts/site-words-desk';
import { problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import {
  checkDraft,
  draftRefusal,
  faultsNamed,
  fieldId,
  firstAtFault,
  formOf,
  isWordKey,
  partOf,
  readPrices,
  sameAs,
  withOriginal,
  withPrice,
  withWords,
  type DraftErrors,
  type DraftForm,
  type EditedPart,
  type SiteField,
} from './site-draft';

/** What the last action came to, said beside the draft's buttons or in the versions. */
interface Said {
  where: 'draft' | 'versions';
  done: string;
  problem?: string;
}

/** The preview shown: of which part, its address's count, and the change of the draft it saved. */
export interface ShownPreview {
  part: EditedPart;
  count: number;
  revision: number;
}

/**
 * Her Site section: the draft she edits, from her saved draft or else the published words, one
 * part at a time; previewing it on the real pages, publishing it as the next version, and going
 * back to an earlier one. Every answer is the whole desk, shown at once by `replace`; whatever a
 * call fails with, her draft stays as she left it, with the server's word on a field beside it.
 */
export function useSiteEditor(desk: SiteDesk, replace: (desk: SiteDesk) => void) {
  const { call } = useStudioSession();
  const [part, setPart] = useState<EditedPart>('home');
  const [form, setForm] = useState(() => formOf(desk.draft ?? desk.published));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said>();
  const [preview, setPreview] = useState<ShownPreview>();
  // Each change she makes counts one, so a preview knows whether it shows the draft as it stands.
  const [revision, setRevision] = useState(0);
  const focusNext = useRef<SiteField>(undefined);
  const published = desk.published;
  const { prices, errors: unreadPrices } = readPrices(form, published.prices);
  const words = wordsOf({ words: form.words, prices });

  // A field at fault may be in a part not shown until this render.
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(fieldId(focusNext.current))?.focus();
    focusNext.current = undefined;
  });

  const change = (next: DraftForm) => {
    setForm(next);
    setRevision((count) => count + 1);
    setSaid(undefined);
  };

  const problemAt = (field: SiteField, next: DraftForm) => {
    if (!isWordKey(field)) return readPrices(next, published.prices).errors[field];
    const text = next.words[field];
    return (text !== undefined && wordsProblem(field, text)) || undefined;
  };

  /** Shows a field's problem as she leaves it, and whether it is gone as she corrects it. */
  const checkField = (field: SiteField, next: DraftForm, leaving: boolean) => {
    if (leaving || errors[field]) setErrors((now) => ({ ...now, [field]: problemAt(field, next) }));
  };

  const edit = (field: SiteField, text: string) => {
    const next = isWordKey(field) ? withWords(form, field, text, prices) : withPrice(form, field, text);
    change(next);
    checkField(field, next, false);
  };

  const putOriginalBack = (field: SiteField) => {
    change(withOriginal(form, field, specPrices));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    const first = firstAtFault(found);
    if (!first) return;
    setPart(partOf(first));
    focusNext.current = first;
  };

  /** The draft as the server takes it; if it is not ready, she is shown why and taken to the first field at fault. */
  const ready = () => {
    const checked = checkDraft(form, published.prices);
    if (checked.ok) {
      setErrors({});
      return checked.draft;
    }
    showErrors(checked.errors);
    setSaid({ where: 'draft', done: '', problem: `Please correct these first: ${faultsNamed(checked.errors)}.` });
    return undefined;
  };

  const refused = (error: unknown, where: Said['where']) => {
    const refusal = draftRefusal(problemOf(error));
    if (where === 'draft') showErrors(refusal.errors);
    setSaid({ where, done: '', problem: refusal.rest });
  };

  /** Runs one call at a time; the buttons that start another say they are unavailable meanwhile. */
  const whileBusy = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setSaid(undefined);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  /** Saves the draft, then shows the current part's page with it. */
  const showPreview = () =>
    whileBusy(async () => {
      const draft = ready();
      if (!draft) return;
      const saving = revision;
      try {
        replace(await call('studio-save-site-draft', draft));
        setPreview((now) => ({ part, count: (now?.count ?? 0) + 1, revision: saving }));
        setSaid({ where: 'draft', done: 'Your draft is saved; the preview shows it.' });
      } catch (error) {
        refused(error, 'draft');
      }
    });

  /** Publishes the draft as the next version, made from the version she opened. */
  const publish = () =>
    whileBusy(async () => {
      const draft = ready();
      if (!draft) return;
      try {
        const answer = await call('studio-publish-site-text', { ...draft, basedOn: published.version });
        replace(answer);
        setSaid({ where: 'draft', done: `Published: version ${answer.published.version}` });
      } catch (error) {
        refused(error, 'draft');
      }
    });

  /** Publishes a copy of an earlier version as the next, and starts her draft from it. */
  const restore = (version: number) =>
    whileBusy(async () => {
      try {
        const answer = await call('studio-restore-site-version', { version, basedOn: published.version });
        replace(answer);
        setForm(formOf(answer.published));
        setErrors({});
        setPreview(undefined);
        setSaid({
          where: 'versions',
          done: `Published: version ${answer.published.version}, the words and prices of version ${version}`,
        });
      } catch (error) {
        refused(error, 'versions');
      }
    });

  return {
    part,
    showPart: setPart,
    form,
    /** Every field's words as the draft has them: hers, or the spec's with her prices. */
    words,
    errors,
    busy,
    said,
    preview,
    previewIsCurrent: preview?.revision === revision,
    unpublished: !sameAs(form, published),
    /** Whether a field holds the spec's words, or a price the spec's. */
    isOriginal: (field: SiteField) =>
      isWordKey(field) ? form.words[field] === undefined : !unreadPrices[field] && prices[field] === specPrices[field],
    edit,
    leave: (field: SiteField) => checkField(field, form, true),
    putOriginalBack,
    showPreview,
    publish,
    restore,
  };
}

export type SiteEditing = ReturnType<typeof useSiteEditor>;
