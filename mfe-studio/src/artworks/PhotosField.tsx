import { useEffect, useRef, useState } from 'react';
import { photoUpload } from 'shared-contracts/studio';
import { controlProps, FieldNotes } from '../ui/Field';
import { PhotoPicker } from '../ui/PhotoPicker';
import { StudioPicture } from '../ui/StudioPicture';
import type { ArtworkFormErrors, FormPhoto } from './artwork-form';
import { photoAltId } from './use-artwork-form';
import styles from './ArtworkEditor.module.css';

interface PhotosFieldProps {
  photos: readonly FormPhoto[];
  errors: ArtworkFormErrors;
  uploading: readonly string[];
  uploadProblems: readonly string[];
  /** The names of the files just added. */
  justAdded: readonly string[];
  addPhotos(files: readonly File[]): Promise<void>;
  setPhotoAlt(photoId: string, alt: string): void;
  movePhoto(from: number, to: number): void;
  removePhoto(photoId: string): void;
}

const megabytes = photoUpload.maxBytes / (1024 * 1024);

/** Beside a photo not described yet: Save refuses it until it is, and why it matters. */
const altNeeded =
  'A description is needed before saving: say what the photo shows, for visitors who cannot see it and for search engines.';

const fileNames = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** `Added “front.jpg” and “detail.jpg”. This piece has 3 photos.`, or `No photos yet.` */
function photosInWords(count: number, justAdded: readonly string[]): string {
  const added = justAdded.length ? `Added ${fileNames.format(justAdded.map((name) => `“${name}”`))}. ` : '';
  if (count === 0) return `${added}No photos yet.`;
  return `${added}This piece has ${count} ${count === 1 ? 'photo' : 'photos'}.`;
}

/** The piece's photos in order, each with the words that describe it, and the button that adds more. */
export function PhotosField(props: PhotosFieldProps) {
  const { photos, errors, uploading, uploadProblems, justAdded, addPhotos, setPhotoAlt, movePhoto, removePhoto } =
    props;
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The moved photo's button keeps the focus, or its other button once it reaches an end.
  const focusAfterMove = useRef<{ photoId: string; direction: 'up' | 'down' }>(undefined);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { photoId, direction } = focusAfterMove.current;
    focusAfterMove.current = undefined;
    const wanted = document.getElementById(`photo-${direction}-${photoId}`) as HTMLButtonElement | null;
    const other = document.getElementById(`photo-${direction === 'up' ? 'down' : 'up'}-${photoId}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  const move = (index: number, to: number) => {
    const photo = photos[index]!;
    movePhoto(index, to);
    focusAfterMove.current = { photoId: photo.photoId, direction: to < index ? 'up' : 'down' };
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  const hint = `JPEG, PNG or WebP, up to ${megabytes} MB each. The first photo is the one shown in lists.`;
  const error = errors.photos;
  const countId = 'artwork-photos-count';
  return (
    <fieldset className={`field ${styles.photos}`}>
      <legend>Photos</legend>
      <PhotoPicker
        ref={input}
        {...controlProps('artwork-photos', { hint, error, noteIds: [countId] })}
        label="Add photos"
        multiple
        onChoose={addPhotos}
      />
      <FieldNotes id="artwork-photos" hint={hint} error={error} />
      <p id={countId} aria-live="polite" className={styles.photoCount}>
        {photosInWords(photos.length, justAdded)}
      </p>
      <div aria-live="polite" className={styles.uploading}>
        {uploading.map((name, index) => (
          <p key={`${index}-${name}`}>Uploading “{name}”…</p>
        ))}
      </div>
      {uploadProblems.length > 0 && (
        <div role="alert" className={styles.uploadProblems}>
          {uploadProblems.map((problem, index) => (
            <p key={index}>{problem}</p>
          ))}
        </div>
      )}
      {photos.length > 0 && (
        <ol className={styles.photoList} aria-label="Photos in order">
          {photos.map((photo, index) => {
            const altId = photoAltId(photo.photoId);
            const altError = errors[`photos.${index}.alt`];
            const altHint = index === 0 ? 'Shown first' : undefined;
            const neededId = `${altId}-needed`;
            const needsAlt = photo.alt.trim() === '';
            return (
              <li key={photo.photoId} className={styles.photoRow}>
                <StudioPicture picture={photo.picture} alt="" sizes="7rem" className={styles.photoThumb} />
                <div className={`field ${styles.photoAlt}`}>
                  <label htmlFor={altId}>Describe photo {index + 1}</label>
                  <input
                    {...controlProps(altId, { error: altError, hint: altHint, noteIds: needsAlt ? [neededId] : [] })}
                    value={photo.alt}
                    maxLength={300}
                    onChange={(event) => setPhotoAlt(photo.photoId, event.target.value)}
                  />
                  <FieldNotes id={altId} hint={altHint} />
                  {needsAlt && (
                    <p id={neededId} className={styles.altNeeded}>
                      {altNeeded}
                    </p>
                  )}
                  <FieldNotes id={altId} error={altError} />
                </div>
                <div className={styles.photoButtons}>
                  <button
                    aria-label={`Move up: photo ${index + 1}`}
                    id={`photo-up-${photo.photoId}`}
                    type="button"
                    className="btn btn-ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Move up
                  </button>
                  <button
                    aria-label={`Move down: photo ${index + 1}`}
                    id={`photo-down-${photo.photoId}`}
                    type="button"
                    className="btn btn-ghost"
                    disabled={index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Move down
                  </button>
                  <button
                    aria-label={`Remove: photo ${index + 1}`}
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      removePhoto(photo.photoId);
                      setAnnouncement(`Photo ${index + 1} removed.`);
                      input.current?.focus();
                    }}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
