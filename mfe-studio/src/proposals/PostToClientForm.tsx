import { useState, type FormEvent } from 'react';
import { postToCommissionSchema, type DeskCommission } from 'shared-contracts/commissions-desk';
import type { UploadedPhoto } from 'shared-contracts/studio';
import { problemOf } from '../calls/studio-calls';
import page from '../frame/StudioPage.module.css';
import { Field } from '../ui/Field';
import { issuesAt, refusalAt, type FieldErrors } from '../ui/field-errors';
import { CommissionPhotos } from './CommissionPhotos';
import type { CommissionCalls } from './use-commissions';
import { usePhotoUploads } from './use-photo-uploads';
import styles from './ProposalScreen.module.css';
import { Outcome } from '../ui/Outcome';

type PostKind = 'sketch' | 'progress';
type PostField = 'text' | 'photoIds';

const fieldOf = (path: string): PostField | undefined =>
  path === 'text' ? 'text' : path.startsWith('photoIds') ? 'photoIds' : undefined;

/**
 * A sketch for the client to approve or comment on, or progress photos: on the client's page at
 * once, and the client is e-mailed.
 */
export function PostToClientForm({ commission, post }: { commission: DeskCommission; post: CommissionCalls['post'] }) {
  const early = commission.stage === 'deposit_paid' || commission.stage === 'sketch';
  const [kind, setKind] = useState<PostKind>(early ? 'sketch' : 'progress');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors<PostField>>({});
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const uploads = usePhotoUploads();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    setDone('');
    if (uploads.busy) {
      setProblem('Please wait for the photos to finish uploading.');
      return;
    }
    const checked = postToCommissionSchema.safeParse({
      id: commission.id,
      kind,
      text,
      photoIds: photos.map((photo) => photo.photoId),
    });
    if (!checked.success) {
      setErrors(issuesAt(checked.error.issues, fieldOf));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await post({ kind, text: checked.data.text, photoIds: checked.data.photoIds });
      setText('');
      setPhotos([]);
      setDone(
        kind === 'sketch'
          ? `Posted. ${commission.clientName} is asked to approve the sketch or comment on it.`
          : `Posted. ${commission.clientName} is e-mailed about it.`,
      );
    } catch (error) {
      const refusal = refusalAt(problemOf(error), fieldOf);
      setErrors(refusal.errors);
      setProblem(refusal.rest);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.section} aria-labelledby="post-to-client-title">
      <h2 id="post-to-client-title">Post to the client’s page</h2>
      <form className={styles.post} onSubmit={submit} noValidate aria-labelledby="post-to-client-title">
        <fieldset className={styles.choices}>
          <legend>What you post</legend>
          <label className={styles.choice}>
            <input type="radio" name="post-kind" checked={kind === 'sketch'} onChange={() => setKind('sketch')} />
            Sketch for approval
          </label>
          <label className={styles.choice}>
            <input type="radio" name="post-kind" checked={kind === 'progress'} onChange={() => setKind('progress')} />
            Progress photos
          </label>
        </fieldset>
        <Field id="post-text" label="Words" error={errors.text}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setDone('');
              }}
            />
          )}
        </Field>
        <CommissionPhotos
          id="post-photos"
          label="Add photos"
          noun="photo"
          photos={photos}
          uploads={uploads}
          place="post"
          error={errors.photoIds}
          onAdded={(photo) => {
            setPhotos((now) => [...now, photo]);
            setDone('');
          }}
          onRemove={(photoId) => setPhotos((now) => now.filter((photo) => photo.photoId !== photoId))}
        />
        <div className={page.buttons}>
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {busy ? 'Posting…' : 'Post'}
          </button>
          <Outcome done={done} problem={problem} />
        </div>
      </form>
    </section>
  );
}
