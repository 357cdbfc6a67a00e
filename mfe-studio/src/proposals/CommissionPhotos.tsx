import type { UploadedPhoto } from 'shared-contracts/studio';
import { controlProps, FieldNotes } from '../ui/Field';
import { PhotoPicker } from '../ui/PhotoPicker';
import { StudioPicture } from '../ui/StudioPicture';
import type { PhotoUploads } from './use-photo-uploads';
import styles from './ProposalScreen.module.css';

interface CommissionPhotosProps {
  /** The picker's id. */
  id: string;
  /** What the picker says: `Add pictures`. */
  label: string;
  /** What one of them is called: `picture`, `photo`. */
  noun: string;
  photos: readonly UploadedPhoto[];
  uploads: PhotoUploads;
  /** Where in the form these photos go, as the uploads tell places apart. */
  place: string;
  error?: string;
  onAdded(photo: UploadedPhoto): void;
  onRemove(photoId: string): void;
}

/** The pictures of a section or a post: each shown as it will be, with Remove, and the button that adds more. */
export function CommissionPhotos(props: CommissionPhotosProps) {
  const { id, label, noun, photos, uploads, place, error, onAdded, onRemove } = props;
  const uploading = uploads.uploading.filter((upload) => upload.place === place);
  const problems = uploads.problems.filter((problem) => problem.place === place);
  const named = (index: number) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${index + 1}`;
  return (
    <div className={styles.photos}>
      <PhotoPicker
        {...controlProps(id, { error })}
        label={label}
        multiple
        onChoose={(files) => uploads.add(place, files, onAdded)}
      />
      <FieldNotes id={id} error={error} />
      <div aria-live="polite" className={styles.uploading}>
        {uploading.map((upload) => (
          <p key={upload.key}>Uploading “{upload.name}”…</p>
        ))}
      </div>
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          {problems.map((problem, index) => (
            <p key={index}>{problem.message}</p>
          ))}
        </div>
      )}
      {photos.length > 0 && (
        <ul className={styles.thumbs}>
          {photos.map((photo, index) => (
            <li key={photo.photoId} className={styles.thumb}>
              <StudioPicture picture={photo.picture} alt={named(index)} sizes="8rem" />
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={`Remove ${noun} ${index + 1}`}
                onClick={() => onRemove(photo.photoId)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
