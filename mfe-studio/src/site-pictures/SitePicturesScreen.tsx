import { useState, type ChangeEvent, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import type { Picture, SitePhotos, SitePhotoSlot } from 'shared-contracts/artworks';
import { studioFunctions, photoUpload, type UploadedPhoto } from 'shared-contracts/studio';
import { acceptedPhotoTypes } from '../calls/photo-upload';
import { problemOf } from '../calls/studio-calls';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioSession } from '../frame/studio-session';
import { useStudioQuery } from '../frame/use-studio-query';
import { ConfirmAction } from '../ui/ConfirmAction';
import { Field } from '../ui/Field';
import { StudioPicture } from '../ui/StudioPicture';
import styles from './SitePicturesScreen.module.css';

const slots: { slot: SitePhotoSlot; title: string; where: string }[] = [
  { slot: 'studio', title: 'Studio photo', where: 'Shown on the home page, beside the welcome.' },
  { slot: 'portrait', title: 'Portrait', where: 'Shown on the about page, beside your story.' },
];

/** The home page's studio photo and the about page's portrait: her photos, or the illustrations. */
export default function SitePicturesScreen() {
  return (
    <StudioFrame>
      <SitePictures />
    </StudioFrame>
  );
}

function SitePictures() {
  const { state, retry, replace } = useStudioQuery('studio-site-photos', {});
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-pictures-title">
      <h1 id="studio-pictures-title" className={page.title}>
        Pictures
      </h1>
      <p className={page.lead}>Replace the pictures of your home and about pages with your own photos.</p>
      <QueryStatus state={state} retry={retry} loading="Loading your pictures…" />
      {state.status === 'loaded' && (
        <div className={styles.slots}>
          {slots.map((slot) => (
            <SitePhotoCard key={slot.slot} {...slot} current={state.data[slot.slot]} onSaved={replace} />
          ))}
        </div>
      )}
    </section>
  );
}

interface SitePhotoCardProps {
  slot: SitePhotoSlot;
  title: string;
  where: string;
  current: Picture | null;
  onSaved(photos: SitePhotos): void;
}

const setSitePhoto = studioFunctions['studio-set-site-photo'].request;

function SitePhotoCard({ slot, title, where, current, onSaved }: SitePhotoCardProps) {
  const { call, upload } = useStudioSession();
  const [chosen, setChosen] = useState<UploadedPhoto>();
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string>();
  const [busy, setBusy] = useState<'uploading' | 'saving'>();
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const id = `site-photo-${slot}`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    setDone(undefined);
    setBusy('uploading');
    try {
      setChosen(await upload(file));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    const checked = setSitePhoto.safeParse({ slot, photo: { photoId: chosen.photoId, alt } });
    if (!checked.success) {
      setAltError(checked.error.issues[0]?.message);
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    setAltError(undefined);
    await change(checked.data, 'Saved: the page now shows your photo.');
    setChosen(undefined);
    setAlt('');
  };

  const change = async (request: z.output<typeof setSitePhoto>, success: string) => {
    setBusy('saving');
    setProblem(undefined);
    setDone(undefined);
    try {
      onSaved(await call('studio-set-site-photo', request));
      setDone(success);
    } catch (error) {
      setProblem(problemOf(error));
      throw error;
    } finally {
      setBusy(undefined);
    }
  };

  const megabytes = photoUpload.maxBytes / (1024 * 1024);
  return (
    <section className={`card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.slotTitle}>
        {title}
      </h2>
      <p className={page.note}>{where}</p>
      <div className={styles.current}>
        {current ? (
          <StudioPicture picture={current} sizes="(min-width: 48rem) 22rem, 90vw" className={styles.picture} />
        ) : (
          <p className={styles.illustration}>The illustration is shown.</p>
        )}
      </div>
      {!chosen && (
        <Field id={`${id}-file`} label="Choose a new photo" hint={`JPEG, PNG or WebP, up to ${megabytes} MB.`}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={acceptedPhotoTypes}
              onChange={choose}
              disabled={busy !== undefined}
            />
          )}
        </Field>
      )}
      {busy === 'uploading' && <p role="status">Uploading…</p>}
      {chosen && (
        <form className={styles.chosen} onSubmit={(event) => void save(event).catch(() => undefined)} noValidate>
          <StudioPicture
            picture={chosen.picture}
            alt=""
            sizes="(min-width: 48rem) 22rem, 90vw"
            className={styles.picture}
          />
          <Field id={`${id}-alt`} label="Describe this photo" error={altError} hint="For visitors who cannot see it.">
            {(control) => (
              <input {...control} value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
            )}
          </Field>
          <div className={styles.buttons}>
            <button type="submit" className="btn btn-primary" aria-disabled={busy !== undefined || undefined}>
              {busy === 'saving' ? 'Saving…' : 'Save photo'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setChosen(undefined)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {current && !chosen && (
        <ConfirmAction
          label="Show the illustration instead"
          question="Take your photo off the page and show the illustration again?"
          confirmLabel="Yes, show the illustration"
          tone="plain"
          onConfirm={() => change({ slot, photo: null }, 'The illustration is shown again.').catch(() => undefined)}
        />
      )}
      <div aria-live="polite">{done && <p className={styles.done}>{done}</p>}</div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  );
}
