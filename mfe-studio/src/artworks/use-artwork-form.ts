import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StudioArtwork } from 'shared-contracts/studio';
import { isSignedOutError, problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import { moveItem } from '../ui/reorder';
import {
  checkArtworkForm,
  emptyArtworkForm,
  formFromArtwork,
  type ArtworkForm,
  type ArtworkFormErrors,
  type FormPhoto,
} from './artwork-form';

type TextField = Exclude<keyof ArtworkForm, 'framed' | 'photos' | 'status'>;

/** The element each error path points at, to take her to the first one. */
export function fieldIdOf(path: string, photos: readonly FormPhoto[]): string {
  const photo = /^photos\.(\d+)\.alt$/.exec(path);
  if (photo) return photoAltId(photos[Number(photo[1])]?.photoId ?? '');
  const ids: Record<string, string> = {
    'size.widthIn': 'artwork-width',
    'size.heightIn': 'artwork-height',
    photos: 'artwork-photos',
  };
  return ids[path] ?? `artwork-${path.split('.')[0]}`;
}

export const photoAltId = (photoId: string) => `artwork-photo-alt-${photoId}`;

interface ArtworkFormOptions {
  /** The piece as last saved; none for a new one. */
  artwork?: StudioArtwork;
  /** Whether the piece was saved just before this form was drawn (a new piece, now at its own address). */
  justSaved: boolean;
  onSaved(artwork: StudioArtwork): void;
}

/**
 * The artwork editor's decisions: her edits, the photos she uploads, and saving. The form is
 * checked with the server's schema first; whatever fails, she keeps everything she typed.
 */
export function useArtworkForm({ artwork, justSaved, onSaved }: ArtworkFormOptions) {
  const { call, upload } = useStudioSession();
  const [form, setForm] = useState<ArtworkForm>(() => (artwork ? formFromArtwork(artwork) : emptyArtworkForm));
  const [errors, setErrors] = useState<ArtworkFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState<StudioArtwork | undefined>(justSaved ? artwork : undefined);
  const [uploads, setUploads] = useState<{ key: number; name: string }[]>([]);
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);
  /** The names of the files of her last choice that were added, until she removes a photo. */
  const [justAdded, setJustAdded] = useState<string[]>([]);
  const [waitingForUploads, setWaitingForUploads] = useState(false);
  const uploadCount = useRef(0);
  /** Each choice of photos still uploading; it answers whether every photo of it was added. */
  const uploadBatches = useRef(new Set<Promise<boolean>>());
  // A new piece saved once is saved again under its id, even before the page has moved to its address.
  const savedId = useRef(artwork?.id);
  // The form as it stands now, for a Save that waited for uploads while she went on typing.
  const latestForm = useRef(form);
  // Where a refused Save takes her: focused once drawn, as a photo just uploaded may not be yet.
  const [firstProblem, setFirstProblem] = useState<{ fieldId: string }>();

  useEffect(() => {
    if (firstProblem) document.getElementById(firstProblem.fieldId)?.focus();
  }, [firstProblem]);

  const change = (next: (form: ArtworkForm) => ArtworkForm) => {
    latestForm.current = next(latestForm.current);
    setForm(latestForm.current);
    setSaved(undefined);
  };

  const setText = (field: TextField) => (value: string) => change((now) => ({ ...now, [field]: value }));
  const setFramed = (framed: boolean) => change((now) => ({ ...now, framed }));
  const setStatus = (status: ArtworkForm['status']) => change((now) => ({ ...now, status }));
  const setPhotoAlt = (photoId: string, alt: string) =>
    change((now) => ({
      ...now,
      photos: now.photos.map((photo) => (photo.photoId === photoId ? { ...photo, alt } : photo)),
    }));

  /** Errors of photos follow their place in the list, so they are cleared when the list changes. */
  const withoutPhotoErrors = () =>
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([path]) => !path.startsWith('photos'))));

  const movePhoto = (from: number, to: number) => {
    change((now) => ({ ...now, photos: moveItem(now.photos, from, to) }));
    withoutPhotoErrors();
  };
  const removePhoto = (photoId: string) => {
    change((now) => ({ ...now, photos: now.photos.filter((photo) => photo.photoId !== photoId) }));
    withoutPhotoErrors();
    setJustAdded([]);
  };

  /** Uploads each chosen file in turn; each accepted photo joins the end of the list. Answers whether all were. */
  const uploadEach = async (files: readonly File[]): Promise<boolean> => {
    const pending = files.map((file) => ({ key: ++uploadCount.current, name: file.name, file }));
    setUploads((now) => [...now, ...pending.map(({ key, name }) => ({ key, name }))]);
    let allAdded = true;
    for (const { key, file } of pending) {
      try {
        const { photoId, picture } = await upload(file);
        change((now) => ({ ...now, photos: [...now.photos, { photoId, alt: '', picture }] }));
        setJustAdded((now) => [...now, file.name]);
      } catch (error) {
        allAdded = false;
        setUploadProblems((now) => [...now, problemOf(error)]);
      } finally {
        setUploads((now) => now.filter((each) => each.key !== key));
      }
    }
    return allAdded;
  };

  const addPhotos = async (files: readonly File[]) => {
    setUploadProblems([]);
    setJustAdded([]);
    const batch = uploadEach(files);
    uploadBatches.current.add(batch);
    try {
      await batch;
    } finally {
      uploadBatches.current.delete(batch);
    }
  };

  /** Waits for every photo on its way, those chosen meanwhile too; answers whether all were added. */
  const uploadsFinished = async (): Promise<boolean> => {
    let allAdded = true;
    // A Set's iteration also visits the batches added while it waits.
    for (const batch of uploadBatches.current) allAdded = (await batch) && allAdded;
    return allAdded;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || waitingForUploads) return;
    setFailure(undefined);
    if (uploadBatches.current.size > 0) {
      setWaitingForUploads(true);
      const allAdded = await uploadsFinished();
      setWaitingForUploads(false);
      if (!allAdded) {
        setFailure('Not saved yet: a photo was not added. Add it again, or press Save to save without it.');
        return;
      }
    }
    const latest = latestForm.current;
    const checked = checkArtworkForm(latest, artwork?.id ?? savedId.current);
    if (!checked.ok) {
      setErrors(checked.errors);
      const [first] = Object.keys(checked.errors);
      if (first) setFirstProblem({ fieldId: fieldIdOf(first, latest.photos) });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const { artwork: savedArtwork } = await call('studio-save-artwork', checked.draft);
      savedId.current = savedArtwork.id;
      setSaved(savedArtwork);
      onSaved(savedArtwork);
    } catch (error) {
      setFailure(isSignedOutError(error) ? 'Not saved yet: please sign in again, then press Save.' : problemOf(error));
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    errors,
    saving,
    /** Save was pressed while photos were uploading: it saves once they are in. */
    waitingForUploads,
    failure,
    saved,
    uploading: uploads.map((pending) => pending.name),
    uploadProblems,
    justAdded,
    setText,
    setFramed,
    setStatus,
    setPhotoAlt,
    movePhoto,
    removePhoto,
    addPhotos,
    save,
  };
}
