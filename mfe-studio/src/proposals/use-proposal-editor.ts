import { useState, type FormEvent } from 'react';
import type { Proposal } from 'shared-contracts/commissions';
import type { DeskCommission } from 'shared-contracts/commissions-desk';
import { sitePaths } from 'shared-contracts/site-config';
import type { UploadedPhoto } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import { dayStamp } from '../ui/when';
import {
  blankSection,
  checkProposal,
  firstAtFault,
  formFromVersion,
  proposalRefusal,
  type ProposalErrors,
  type ProposalForm,
  type SectionForm,
} from './proposal-form';
import type { CommissionCalls } from './use-commissions';
import { usePhotoUploads } from './use-photo-uploads';

/** The element of each field, to take her to the first one at fault. */
export const editorFieldIds = {
  title: 'proposal-title',
  kind: 'proposal-kind',
  price: 'proposal-price',
  deposit: 'proposal-deposit',
  terms: 'proposal-terms',
  validUntil: 'proposal-valid-until',
  sections: 'proposal-add-section',
};

/** The element of a part of the section `key`. */
export const sectionFieldId = (key: number, part: 'heading' | 'text' | 'pictures') => `proposal-section-${key}-${part}`;

const sectionParts = { heading: 'heading', text: 'text', photoIds: 'pictures' } as const;

function elementOf(field: string, sections: readonly SectionForm[]): string | undefined {
  const [, index, part] = /^sections\.(\d+)\.(heading|text|photoIds)$/.exec(field) ?? [];
  if (index !== undefined && part !== undefined) {
    const section = sections[Number(index)];
    return section && sectionFieldId(section.key, sectionParts[part as keyof typeof sectionParts]);
  }
  return Object.hasOwn(editorFieldIds, field) ? editorFieldIds[field as keyof typeof editorFieldIds] : undefined;
}

/** The client's page in preview mode: as the client will see it once the latest version is sent. */
export const previewPath = (commissionId: string) =>
  `${sitePaths.commission}?preview=${encodeURIComponent(commissionId)}`;

const uploadsFirst = 'Please wait for the pictures to finish uploading.';

/**
 * The proposal she edits: the latest version's words, pictures and amounts, saved as a draft,
 * previewed on the client's own page, and sent. What she typed is checked with the server's schema
 * first; whatever the server refuses, she keeps what she typed, with the reason at its field.
 */
export function useProposalEditor(commission: DeskCommission, latest: Proposal, calls: CommissionCalls) {
  const [form, setForm] = useState(() => formFromVersion(latest, dayStamp(new Date())));
  const [errors, setErrors] = useState<ProposalErrors>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const [previewBlocked, setPreviewBlocked] = useState(false);
  // Each change she makes counts one; what was last saved is known by its count.
  const [revision, setRevision] = useState(0);
  const [savedRevision, setSavedRevision] = useState(0);
  const uploads = usePhotoUploads();
  const unsaved = revision !== savedRevision;

  const change = (next: (form: ProposalForm) => ProposalForm) => {
    setForm(next);
    setRevision((count) => count + 1);
    setDone('');
  };
  const edit = <Field extends keyof ProposalForm>(field: Field, value: ProposalForm[Field]) =>
    change((now) => ({ ...now, [field]: value }));
  const editSection = (key: number, edited: (section: SectionForm) => SectionForm) =>
    change((now) => ({
      ...now,
      sections: now.sections.map((section) => (section.key === key ? edited(section) : section)),
    }));
  // A section's errors follow its place in the list, so they are cleared when the list changes.
  const withoutSectionErrors = () =>
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !field.startsWith('sections'))));

  const showErrors = (found: ProposalErrors) => {
    setErrors(found);
    const first = firstAtFault(found, form.sections);
    const id = first && elementOf(first, form.sections);
    if (id) document.getElementById(id)?.focus();
  };

  /** Whether the form may be saved as it stands; if not, she is shown why. */
  const ready = (): boolean => {
    setProblem(undefined);
    setDone('');
    setPreviewBlocked(false);
    if (uploads.busy) {
      setProblem(uploadsFirst);
      return false;
    }
    const checked = checkProposal(form);
    if (!checked.ok) showErrors(checked.errors);
    return checked.ok;
  };

  /** Saves the form as it stands; answers whether the server took it. */
  const save = async (): Promise<boolean> => {
    const checked = checkProposal(form);
    if (!checked.ok) {
      showErrors(checked.errors);
      return false;
    }
    setErrors({});
    const saving = revision;
    try {
      await calls.save(checked.proposal);
      setSavedRevision(saving);
      return true;
    } catch (error) {
      const refusal = proposalRefusal(problemOf(error), form.sections.length);
      showErrors(refusal.errors);
      setProblem(refusal.rest);
      return false;
    }
  };

  const saveDraft = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ready()) return;
    setBusy(true);
    if (await save()) setDone('Draft saved.');
    setBusy(false);
  };

  /**
   * Saves what she changed, then shows the client's page in preview mode in a new tab. The tab is
   * opened as she asks, before the save, as browsers open tabs only at a click.
   */
  const preview = async () => {
    if (busy || !ready()) return;
    const tab = window.open('', '_blank');
    setBusy(true);
    const saved = !unsaved || (await save());
    setBusy(false);
    if (!saved) {
      tab?.close();
    } else if (tab) {
      tab.opener = null;
      tab.location.href = previewPath(commission.id);
    } else {
      setPreviewBlocked(true);
    }
  };

  /** Saves what she changed, then e-mails the client the link to the latest version. */
  const send = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if (unsaved && !(await save())) return;
      await calls.send();
      setDone(`The proposal was sent to ${commission.clientEmail}.`);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    form,
    errors,
    problem,
    done,
    busy,
    unsaved,
    previewBlocked,
    uploads,
    edit,
    editSection,
    addSection: () => {
      change((now) => ({ ...now, sections: [...now.sections, blankSection(now.sections)] }));
      withoutSectionErrors();
    },
    removeSection: (key: number) => {
      change((now) => ({ ...now, sections: now.sections.filter((section) => section.key !== key) }));
      withoutSectionErrors();
    },
    addPicture: (key: number, photo: UploadedPhoto) =>
      editSection(key, (section) => ({ ...section, photos: [...section.photos, photo] })),
    removePicture: (key: number, photoId: string) =>
      editSection(key, (section) => ({
        ...section,
        photos: section.photos.filter((each) => each.photoId !== photoId),
      })),
    saveDraft,
    preview,
    ready,
    send,
  };
}

export type ProposalEditing = ReturnType<typeof useProposalEditor>;
