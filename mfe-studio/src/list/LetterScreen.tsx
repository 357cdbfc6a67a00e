import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { publicArtworkStatuses, type ArtworkStatus } from 'shared-contracts/artworks';
import type { Letter } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { DetailHeading } from '../frame/DetailHeading';
import { QueryStatus } from '../frame/QueryStatus';
import { StudioFrame } from '../frame/StudioFrame';
import page from '../frame/StudioPage.module.css';
import { useStudioQuery } from '../frame/use-studio-query';
import { ConfirmAction } from '../ui/ConfirmAction';
import { EmailParts } from '../ui/EmailParts';
import { Field } from '../ui/Field';
import { plural } from '../ui/plural';
import { formatWhen } from '../ui/when';
import { letterFieldIds, useLetter } from './use-letter';
import styles from './LetterScreen.module.css';
import { Outcome } from '../ui/Outcome';

/**
 * A letter to her list: written here, or from a piece (`?artwork=<id>`) as its announcement;
 * looked at, sent to herself as a test, then sent to her list now or at a time she chooses.
 */
export default function LetterScreen() {
  return (
    <StudioFrame>
      <LetterPage />
    </StudioFrame>
  );
}

const blankLetter: Letter = { subject: '', body: '' };

function LetterPage() {
  const [params] = useSearchParams();
  const artworkId = params.get('artwork');
  const announcement = useStudioQuery('studio-list-announcement', artworkId ? { artworkId } : null);
  const { state } = announcement;
  return (
    <section className={`container page ${styles.screen}`} aria-labelledby="studio-letter-title">
      <DetailHeading back={{ to: sitePaths.studioList, label: 'Your list' }} id="studio-letter-title" title="Letter" />
      <p className={page.lead}>
        A letter to everyone on your list who confirmed their address. Look at it, and send yourself a test, before it
        goes out.
      </p>
      {/* Should the piece's letter not be written, she can still write her own. */}
      <QueryStatus state={state} loading="Writing the letter from your piece…" />
      {state.status !== 'loading' && (
        <LetterForm key={state.status} initial={state.status === 'loaded' ? state.data.letter : blankLetter} />
      )}
    </section>
  );
}

function LetterForm({ initial }: { initial: Letter }) {
  const letter = useLetter(initial);
  const { errors } = letter;
  return (
    <>
      <form className={styles.form} onSubmit={letter.showPreview} noValidate aria-label="Your letter">
        <Field id={letterFieldIds.subject} label="Subject" error={errors.subject}>
          {(control) => (
            <input
              {...control}
              value={letter.letter.subject}
              onChange={(event) => letter.edit('subject', event.target.value)}
            />
          )}
        </Field>
        <Field id={letterFieldIds.body} label="Letter" error={errors.body}>
          {(control) => (
            <textarea
              {...control}
              ref={letter.bodyInput}
              rows={16}
              value={letter.letter.body}
              onFocus={letter.onBodyFocus}
              onChange={(event) => letter.edit('body', event.target.value)}
            />
          )}
        </Field>
        <InsertPiece onInsert={letter.insertPiece} />
        <div className={page.buttons}>
          <button type="submit" className="btn btn-outline" aria-disabled={letter.busy === 'preview' || undefined}>
            {letter.busy === 'preview' ? 'One moment…' : 'Preview'}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={letter.busy === 'test' || undefined}
            onClick={letter.sendTest}
          >
            {letter.busy === 'test' ? 'Sending the test…' : 'Send a test to myself'}
          </button>
          <Outcome done={letter.testSentTo && `Test sent to ${letter.testSentTo}.`} problem={letter.problem} />
        </div>
      </form>
      {letter.preview && (
        <section className={page.section} aria-labelledby="letter-preview-title">
          <h2 id="letter-preview-title">Preview</h2>
          <p className={styles.previewSubject}>
            <span className={page.note}>Subject:</span> {letter.preview.subject}
          </p>
          <EmailParts title="Preview of the e-mail" html={letter.preview.html} text={letter.preview.text} />
        </section>
      )}
      <SendLetter letter={letter} />
    </>
  );
}

const isOnTheSite = (status: ArtworkStatus) => (publicArtworkStatuses as readonly ArtworkStatus[]).includes(status);

/** Her pieces on the site, any of which she may show in the letter by its piece line. */
function InsertPiece({ onInsert }: { onInsert(artworkId: string): void }) {
  const { state, retry } = useStudioQuery('studio-artworks', {});
  const pieces = state.status === 'loaded' ? state.data.artworks.filter((piece) => isOnTheSite(piece.status)) : [];
  const [chosen, setChosen] = useState<string>();
  const pieceId = pieces.some((piece) => piece.id === chosen) ? chosen : pieces[0]?.id;

  return (
    <fieldset className={styles.insert} aria-describedby="letter-piece-hint">
      <legend>Insert a piece</legend>
      <p id="letter-piece-hint" className="field-hint">
        A piece line shows the piece’s photo, title, price and a link to it, where the line stands in your letter.
      </p>
      <QueryStatus state={state} retry={retry} loading="Loading your pieces…" />
      {state.status === 'loaded' &&
        (pieceId === undefined ? (
          <p className={page.note}>None of your pieces is on the site yet.</p>
        ) : (
          <div className={styles.insertRow}>
            <Field id="letter-piece" label="Piece">
              {(control) => (
                <select {...control} value={pieceId} onChange={(event) => setChosen(event.target.value)}>
                  {pieces.map((piece) => (
                    <option key={piece.id} value={piece.id}>
                      {piece.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="button" className="btn btn-outline" onClick={() => onInsert(pieceId)}>
              Insert
            </button>
          </div>
        ))}
    </fieldset>
  );
}

/** Now or later, and the send itself, once she has confirmed to how many it goes. */
function SendLetter({ letter }: { letter: ReturnType<typeof useLetter> }) {
  const subscribers = useStudioQuery('studio-list-subscribers', { search: '' });
  const confirmed = subscribers.state.status === 'loaded' ? subscribers.state.data.counts.confirmed : undefined;
  const recipients =
    confirmed === undefined
      ? 'everyone on your list who confirmed'
      : `your ${plural(confirmed, 'confirmed subscriber', 'confirmed subscribers')}`;
  const subject = letter.letter.subject.trim();
  const { errors, sendAt } = letter;
  const later = letter.when === 'later';

  return (
    <section className={page.section} aria-labelledby="letter-send-title">
      <h2 id="letter-send-title">Send it</h2>
      <fieldset className={styles.when}>
        <legend>When</legend>
        <label className={styles.choice}>
          <input type="radio" name="letter-when" checked={!later} onChange={() => letter.setWhen('now')} />
          Send now
        </label>
        <label className={styles.choice}>
          <input type="radio" name="letter-when" checked={later} onChange={() => letter.setWhen('later')} />
          Schedule
        </label>
      </fieldset>
      {later && (
        <Field
          id={letterFieldIds.sendAt}
          label="Date and time"
          error={errors.sendAt}
          hint={sendAt ? `It goes out ${formatWhen(sendAt)}.` : 'In the time zone of this device.'}
          className={styles.sendAt}
        >
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={letter.localSendAt}
              onChange={(event) => letter.setLocalSendAt(event.target.value)}
            />
          )}
        </Field>
      )}
      <div className={styles.send}>
        <ConfirmAction
          label={later ? 'Schedule the send' : 'Send to my list'}
          question={
            later && sendAt
              ? `Send “${subject}” to ${recipients} on ${formatWhen(sendAt)}?`
              : `Send “${subject}” to ${recipients} now?`
          }
          confirmLabel={later ? 'Yes, schedule it' : 'Yes, send it'}
          tone="plain"
          check={letter.readyToSend}
          onConfirm={letter.send}
        />
      </div>
      {letter.sendProblem && (
        <p role="alert" className={page.problem}>
          {letter.sendProblem}
        </p>
      )}
    </section>
  );
}
