import { Link } from 'react-router';
import {
  artworkStatuses,
  artworkStatusLabels,
  publicArtworkStatuses,
  type ArtworkStatus,
} from 'shared-contracts/artworks';
import { sitePaths } from 'shared-contracts/site-config';
import type { StudioArtwork } from 'shared-contracts/studio';
import { DollarsInput } from '../ui/DollarsInput';
import { Field } from '../ui/Field';
import { sizeInWords } from './artwork-form';
import { PhotosField } from './PhotosField';
import { useArtworkForm } from './use-artwork-form';
import styles from './ArtworkEditor.module.css';

interface ArtworkFormProps {
  artwork?: StudioArtwork;
  justSaved: boolean;
  onSaved(artwork: StudioArtwork): void;
}

const isPublic = (status: ArtworkStatus) => (publicArtworkStatuses as readonly ArtworkStatus[]).includes(status);

/** Everything an artwork has, as she edits it, and Save. */
export function ArtworkFormView({ artwork, justSaved, onSaved }: ArtworkFormProps) {
  const editor = useArtworkForm({ artwork, justSaved, onSaved });
  const { form, errors, setText } = editor;
  const size = sizeInWords(form);

  return (
    <form className={styles.form} onSubmit={editor.save} noValidate>
      <Field id="artwork-title" label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            value={form.title}
            maxLength={200}
            onChange={(event) => setText('title')(event.target.value)}
          />
        )}
      </Field>

      <div className={styles.pair}>
        <Field id="artwork-year" label="Year" error={errors.year} hint="Leave empty if you would rather not say.">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={form.year}
              onChange={(event) => setText('year')(event.target.value)}
            />
          )}
        </Field>
        <Field id="artwork-medium" label="Medium" error={errors.medium} hint="For example “Acrylic on canvas”.">
          {(control) => (
            <input {...control} value={form.medium} onChange={(event) => setText('medium')(event.target.value)} />
          )}
        </Field>
      </div>

      <fieldset className={styles.size} aria-describedby="artwork-size-hint artwork-size-in-cm">
        <legend>Size</legend>
        <p id="artwork-size-hint" className="field-hint">
          In inches, width by height.
        </p>
        <div className={styles.sides}>
          <InchesField
            id="artwork-width"
            label="Width"
            error={errors['size.widthIn']}
            value={form.widthIn}
            onChange={setText('widthIn')}
          />
          <InchesField
            id="artwork-height"
            label="Height"
            error={errors['size.heightIn']}
            value={form.heightIn}
            onChange={setText('heightIn')}
          />
        </div>
        <output id="artwork-size-in-cm" className={styles.sizeInCm} aria-live="polite">
          {size ?? 'Enter the width and height to see the size in centimetres.'}
        </output>
      </fieldset>

      <label className={styles.checkbox} htmlFor="artwork-framed">
        <input
          id="artwork-framed"
          type="checkbox"
          checked={form.framed}
          onChange={(event) => editor.setFramed(event.target.checked)}
        />
        Framed
      </label>

      <div className={styles.pair}>
        <Field id="artwork-price" label="Price" error={errors.price} hint="In US dollars.">
          {(control) => <DollarsInput {...control} value={form.price} onChange={setText('price')} />}
        </Field>
        <Field
          id="artwork-shipping"
          label="Shipping"
          error={errors.shippingPrice}
          hint="What you charge to pack and ship the original; 0 ships it free."
        >
          {(control) => <DollarsInput {...control} value={form.shippingPrice} onChange={setText('shippingPrice')} />}
        </Field>
        <Field
          id="artwork-status"
          label="Status"
          error={errors.status}
          hint="Only Available and Sold pieces are shown on the site."
        >
          {(control) => (
            <select
              {...control}
              value={form.status}
              onChange={(event) => editor.setStatus(event.target.value as ArtworkStatus)}
            >
              {artworkStatuses.map((status) => (
                <option key={status} value={status}>
                  {artworkStatusLabels[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <Field id="artwork-description" label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={form.description}
            onChange={(event) => setText('description')(event.target.value)}
          />
        )}
      </Field>

      <PhotosField
        photos={form.photos}
        errors={errors}
        uploading={editor.uploading}
        uploadProblems={editor.uploadProblems}
        justAdded={editor.justAdded}
        addPhotos={editor.addPhotos}
        setPhotoAlt={editor.setPhotoAlt}
        movePhoto={editor.movePhoto}
        removePhoto={editor.removePhoto}
      />

      <div className={styles.actions}>
        {editor.failure && (
          <p className={styles.failure} role="alert">
            {editor.failure}
          </p>
        )}
        <div role="status">
          {editor.waitingForUploads && <p className={styles.waiting}>{waitingText(editor.uploading.length)}</p>}
          {editor.saved && (
            <p className={styles.saved}>
              Saved.{' '}
              {isPublic(editor.saved.status) && (
                <Link to={sitePaths.artwork(editor.saved.slug)}>See it on the site</Link>
              )}{' '}
              {editor.saved.status !== 'draft' && (
                <Link to={`${sitePaths.studioLetter}?artwork=${encodeURIComponent(editor.saved.id)}`}>
                  Announce it to your list
                </Link>
              )}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          aria-disabled={editor.saving || editor.waitingForUploads || undefined}
        >
          {editor.saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

/** `Waiting for 2 photos to finish uploading…`: why Save has not saved yet. */
const waitingText = (count: number) => `Waiting for ${count} ${count === 1 ? 'photo' : 'photos'} to finish uploading…`;

interface InchesFieldProps {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange(value: string): void;
}

/** The width or the height, in inches; the Size fieldset's hint speaks for both. */
function InchesField({ id, label, error, value, onChange }: InchesFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <span className={styles.withUnit}>
          <input
            {...control}
            className={styles.unitInput}
            inputMode="decimal"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <span className={styles.unit} aria-hidden="true">
            in
          </span>
        </span>
      )}
    </Field>
  );
}
