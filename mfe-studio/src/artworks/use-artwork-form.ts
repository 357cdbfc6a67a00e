import { useRef, useState, type FormEvent } from 'react';
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
  const uploadCount = useRef(0);
  // A new piece saved once is saved again under its id, even before the page has moved to its address.
  const savedId = useRef(artwork?.id);

  const change = (next: (form: ArtworkForm) => ArtworkForm) => {
    setForm(next);
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
  };

  /** Uploads each chosen file in turn; each accepted photo joins the end of the list. */
  const addPhotos = async (files: readonly File[]) => {
    setUploadProblems([]);
    for (const file of files) {
      const key = ++uploadCount.current;
      setUploads((now) => [...now, { key, name: file.name }]);
      try {
        const { photoId, picture } = await upload(file);
        change((now) => ({ ...now, photos: [...now.photos, { photoId, alt: '', picture }] }));
      } catch (error) {
        setUploadProblems((now) => [...now, problemOf(error)]);
      } finally {
        setUploads((now) => now.filter((pending) => pending.key !== key));
      }
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkArtworkForm(form, artwork?.id ?? savedId.current);
    setFailure(undefined);
    if (!checked.ok) {
      setErrors(checked.errors);
      const [first] = Object.keys(checked.errors);
      if (first) document.getElementById(fieldIdOf(first, form.photos))?.focus();
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
    failure,
    saved,
    uploading: uploads.map((pending) => pending.name),
    uploadProblems,
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
