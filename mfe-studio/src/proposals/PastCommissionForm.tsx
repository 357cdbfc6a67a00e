import { useState, type FormEvent } from 'react';
import { commissionsDeskFunctions, type DeskCommission } from 'shared-contracts/commissions-desk';
import type { UploadedPhoto } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { controlProps, Field, FieldNotes } from '../ui/Field';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import { PhotoPicker } from '../ui/PhotoPicker';
import { StudioPicture } from '../ui/StudioPicture';
import type { CommissionCalls } from './use-commissions';
import { usePhotoUploads } from './use-photo-uploads';
import styles from './ProposalScreen.module.css';
import { Outcome } from '../ui/Outcome';

const pastSchema = commissionsDeskFunctions['studio-show-past-commission'].request;
type PastField = 'title' | 'photoIds';
const fieldOf = (path: string): PastField | undefined =>
  path === 'title' ? 'title' : path.startsWith('photoIds') ? 'photoIds' : undefined;

/** Each photo once, in the order first met. */
const eachOnce = (photos: readonly UploadedPhoto[]) =>
  photos.filter((photo, index) => photos.findIndex((each) => each.photoId === photo.photoId) === index);

/** The photos she may show of a commission: those shown already, those of the story, then the proposal's. */
const photosOf = (commission: DeskCommission) =>
  eachOnce([
    ...(commission.past?.photos ?? []),
    ...commission.story.flatMap((entry) => entry.photos),
    ...commission.versions.flatMap((version) => version.sections.flatMap((section) => section.photos)),
  ]);

interface PastCommissionFormProps {
  commission: DeskCommission;
  /** The proposal's title, which the past work is called by unless she says otherwise. */
  proposalTitle: string;
  showPast: CommissionCalls['showPast'];
}

/**
 * A finished commission among the Past commissions of the Custom Paintings page: its title, the
 * photos she chooses, and the client's testimonial, which the client gave with consent to show it.
 */
export function PastCommissionForm({ commission, proposalTitle, showPast }: PastCommissionFormProps) {
  const { past, testimonial } = commission;
  const [title, setTitle] = useState(past?.title ?? proposalTitle);
  const [chosen, setChosen] = useState<string[]>(past?.photos.map((photo) => photo.photoId) ?? []);
  const [uploaded, setUploaded] = useState<UploadedPhoto[]>([]);
  const [withTestimonial, setWithTestimonial] = useState(past?.withTestimonial ?? false);
  const [errors, setErrors] = useState<FieldErrors<PastField>>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const uploads = usePhotoUploads();
  const photos = eachOnce([...photosOf(commission), ...uploaded]);

  const choose = (photoId: string, yes: boolean) => {
    setChosen((now) => (yes ? [...now, photoId] : now.filter((each) => each !== photoId)));
    setDone('');
  };

  const shown = async (request: Parameters<CommissionCalls['showPast']>[0], said: string) => {
    if (busy) return;
    setProblem(undefined);
    setDone('');
    if (uploads.busy) {
      setProblem('Please wait for the photos to finish uploading.');
      return;
    }
    const checked = pastSchema.safeParse({ id: commission.id, ...request });
    if (!checked.success) {
      setErrors(issuesAt(checked.error.issues, fieldOf));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { id: _id, ...past } = checked.data;
      await showPast(past);
      setDone(said);
    } catch (error) {
      const refusal = refusalAt(problemOf(error), fieldOf);
      setErrors(refusal.errors);
      setProblem(refusal.rest);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void shown(
      {
        shown: true,
        title,
        photoIds: chosen.filter((photoId) => photos.some((photo) => photo.photoId === photoId)),
        withTestimonial: testimonial !== null && withTestimonial,
      },
      'Shown on Custom Paintings.',
    );
  };

  return (
    <section className={page.section} aria-labelledby="past-commission-title">
      <h2 id="past-commission-title">Past commissions</h2>
      <p className={page.note}>
        {past
          ? 'Shown among the Past commissions of the Custom Paintings page.'
          : 'Show it among the Past commissions of the Custom Paintings page.'}
      </p>
      <form className={styles.past} onSubmit={submit} noValidate aria-labelledby="past-commission-title">
        <Field id="past-title" label="Title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setDone('');
              }}
            />
          )}
        </Field>
        <fieldset className={styles.pastPhotos}>
          <legend>Photos to show</legend>
          {photos.length === 0 ? (
            <p className={page.note}>No photos yet: add some below.</p>
          ) : (
            <ul className={styles.thumbs}>
              {photos.map((photo, index) => (
                <li key={photo.photoId} className={styles.thumb}>
                  <label className={styles.photoChoice}>
                    <StudioPicture picture={photo.picture} alt="" sizes="8rem" />
                    <span>
                      <input
                        type="checkbox"
                        checked={chosen.includes(photo.photoId)}
                        onChange={(event) => choose(photo.photoId, event.target.checked)}
                      />{' '}
                      Photo {index + 1}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          <PhotoPicker
            {...controlProps('past-photos', { error: errors.photoIds })}
            label="Add photos"
            multiple
            onChoose={(files) =>
              uploads.add('past', files, (photo) => {
                setUploaded((now) => [...now, photo]);
                choose(photo.photoId, true);
              })
            }
          />
          <FieldNotes id="past-photos" error={errors.photoIds} />
          <div aria-live="polite" className={styles.uploading}>
            {uploads.uploading.map((upload) => (
              <p key={upload.key}>Uploading “{upload.name}”…</p>
            ))}
          </div>
          {uploads.problems.length > 0 && (
            <div role="alert" className={styles.problems}>
              {uploads.problems.map((each, index) => (
                <p key={index}>{each.message}</p>
              ))}
            </div>
          )}
        </fieldset>
        {testimonial && (
          <div className={styles.testimonial}>
            <label className={page.checkbox}>
              <input
                type="checkbox"
                checked={withTestimonial}
                onChange={(event) => {
                  setWithTestimonial(event.target.checked);
                  setDone('');
                }}
              />
              Show the client’s testimonial
            </label>
            <blockquote className={styles.quote}>
              <p className={styles.text}>{testimonial.text}</p>
              <footer>— {testimonial.name}</footer>
            </blockquote>
          </div>
        )}
        <div className={page.buttons}>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            Show on Custom Paintings
          </button>
          {past && (
            <button
              type="button"
              className="btn btn-outline"
              aria-disabled={busy || undefined}
              onClick={() =>
                shown(
                  {
                    shown: false,
                    title: past.title,
                    photoIds: past.photos.map((photo) => photo.photoId),
                    withTestimonial: past.withTestimonial,
                  },
                  'Taken off Custom Paintings.',
                )
              }
            >
              Take off Custom Paintings
            </button>
          )}
          <Outcome done={done} problem={problem} />
        </div>
      </form>
    </section>
  );
}
