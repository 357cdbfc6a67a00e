import { useRef, useState, type KeyboardEvent } from 'react';
import type { Picture } from 'shared-contracts/artworks';
import { printProducts, type PrintProduct, type PrintSize } from 'shared-contracts/print-products';
import { photoUpload, type StudioArtwork, type StudioPrintOffers } from 'shared-contracts/studio';
import editor from '../artworks/ArtworkEditor.module.css';
import { DollarsInput } from '../ui/DollarsInput';
import { QueryStatus } from '../frame/QueryStatus';
import page from '../frame/StudioPage.module.css';
import { controlProps, FieldNotes } from '../ui/Field';
import { PhotoPicker } from '../ui/PhotoPicker';
import { StudioPicture } from '../ui/StudioPicture';
import {
  offerKey,
  pixelSize,
  resolutionNote,
  unoffered,
  type PrintFile,
  type PrintMaster,
  type SizeChoice,
} from './print-offers-form';
import { costNote, readMarkup, type CostsByOffer } from './print-margins';
import { priceId, usePrintCosts, usePrintOffers, usePrintOffersForm } from './use-print-offers';
import styles from './PrintOffersSection.module.css';

interface PrintOffersSectionProps {
  /** The piece as last saved. */
  artwork: StudioArtwork;
  /** After her prints were saved, which her piece's history records. */
  onSaved(): void;
}

/** The prints she offers of a saved piece: products, sizes and prices, and the file they are printed from. */
export function PrintOffersSection({ artwork, onSaved }: PrintOffersSectionProps) {
  const firstPhoto = artwork.photos[0];
  const prints = usePrintOffers(artwork.id, firstPhoto?.photoId);
  const costs = usePrintCosts();
  return (
    <section className={styles.prints} aria-labelledby="artwork-prints-title">
      <h2 id="artwork-prints-title">Offered as prints</h2>
      <p className={page.lead}>
        Printful prints each one when it is ordered. Choose the products and sizes you offer, and your price for each in
        US dollars.
      </p>
      <QueryStatus state={prints.state} loading="Loading its prints…" retry={prints.retry} />
      {costs.state.status === 'failed' && (
        <div role="status" className={styles.costsProblem}>
          <p>{costs.state.message}</p>
          <button type="button" className="btn btn-outline" onClick={costs.retry}>
            Try again
          </button>
        </div>
      )}
      {prints.answer && (
        <PrintOffersForm
          artworkId={artwork.id}
          saved={prints.answer}
          costs={costs.byOffer}
          firstPhoto={firstPhoto?.picture}
          onSaved={(answer) => {
            prints.replace(answer);
            onSaved();
          }}
        />
      )}
    </section>
  );
}

interface PrintOffersFormProps {
  artworkId: string;
  saved: StudioPrintOffers;
  /** What Printful charges for each size; none when Printful does not make her prints. */
  costs: CostsByOffer | undefined;
  firstPhoto: Picture | undefined;
  onSaved(saved: StudioPrintOffers): void;
}

function PrintOffersForm({ artworkId, saved, costs, firstPhoto, onSaved }: PrintOffersFormProps) {
  const prints = usePrintOffersForm({ artworkId, saved, firstPhoto, onSaved });
  return (
    <form className={styles.form} onSubmit={prints.save} noValidate>
      <PrintFileChoice
        master={prints.master}
        file={prints.file}
        firstPhoto={firstPhoto}
        uploading={prints.uploading}
        uploadProblem={prints.uploadProblem}
        uploadMaster={prints.uploadMaster}
        stopUsingMaster={prints.stopUsingMaster}
      />
      {costs && costs.size > 0 && (
        <MarkupPricing priceAll={(percent) => prints.priceFromMarkup(costs, percent)} sizes={costs.size} />
      )}
      {printProducts.map((product) => (
        <fieldset key={product.key} className={styles.group}>
          <legend>{product.name}</legend>
          {product.sizes.map((size) => {
            const key = offerKey(product.key, size.key);
            return (
              <SizeOffer
                key={key}
                offerKey={key}
                product={product}
                size={size}
                file={prints.file}
                choice={prints.form[key] ?? unoffered}
                costCents={costs?.get(key)}
                error={prints.errors[key]}
                setOffered={(offered) => prints.setOffered(key, offered)}
                setPrice={(price) => prints.setPrice(key, price)}
              />
            );
          })}
        </fieldset>
      ))}
      <div className={editor.actions}>
        {prints.failure && (
          <p className={editor.failure} role="alert">
            {prints.failure}
          </p>
        )}
        <div role="status">{prints.justSaved && <p className={editor.saved}>Saved.</p>}</div>
        <button type="submit" className="btn btn-primary" disabled={prints.saving}>
          {prints.saving ? 'Saving…' : 'Save prints'}
        </button>
      </div>
    </form>
  );
}

const masterId = 'print-master';
const megabytes = photoUpload.maxBytes / (1024 * 1024);
const masterHint = `A larger file of the same artwork, used only to print it. JPEG, PNG or WebP, up to ${megabytes} MB.`;

interface PrintFileChoiceProps {
  master: PrintMaster | null;
  file: PrintFile | null;
  firstPhoto: Picture | undefined;
  /** The name of the file on its way, if any. */
  uploading?: string;
  uploadProblem?: string;
  uploadMaster(file: File): Promise<void>;
  stopUsingMaster(): void;
}

/** Which file is printed, with its size, and the input that uploads a print master in its place. */
function PrintFileChoice(props: PrintFileChoiceProps) {
  const { master, file, firstPhoto, uploading, uploadProblem, uploadMaster, stopUsingMaster } = props;
  const input = useRef<HTMLInputElement>(null);
  const shown = master?.picture ?? firstPhoto;

  return (
    <fieldset className={`${styles.group} ${styles.file}`}>
      <legend>Print file</legend>
      {file ? (
        <div className={styles.printed}>
          {shown && <StudioPicture picture={shown} alt="" sizes="5rem" className={styles.thumb} />}
          <div>
            <p className={styles.fileName}>{master ? 'Your print master' : 'The artwork’s first photo'}</p>
            <p className={page.note}>
              {file.vector ? 'A vector drawing: it prints sharp at any size.' : pixelSize(file)}
            </p>
          </div>
        </div>
      ) : (
        <p>Prints need a photo: add one to the artwork above, or upload a print master.</p>
      )}
      <div className="field">
        <PhotoPicker
          ref={input}
          {...controlProps(masterId, { hint: masterHint })}
          label="Upload a print master"
          onChoose={([chosen]) => uploadMaster(chosen!)}
        />
        <FieldNotes id={masterId} hint={masterHint} />
      </div>
      <p aria-live="polite" className={page.note}>
        {uploading && `Uploading “${uploading}”…`}
      </p>
      {uploadProblem && (
        <p role="alert" className={styles.problem}>
          {uploadProblem}
        </p>
      )}
      {master && (
        <button
          type="button"
          className={`btn btn-outline ${styles.stop}`}
          onClick={() => {
            stopUsingMaster();
            input.current?.focus();
          }}
        >
          Stop using the print master
        </button>
      )}
    </fieldset>
  );
}

const markupId = 'print-markup';
const markupHint =
  'Each size’s price becomes Printful’s cost plus this much, rounded up to a whole dollar. You can still change any price before saving.';

interface MarkupPricingProps {
  /** How many sizes Printful gives a cost for. */
  sizes: number;
  priceAll(percent: number): void;
}

/** One markup on Printful's cost that fills in every size's price, for her to check before saving. */
function MarkupPricing({ sizes, priceAll }: MarkupPricingProps) {
  const [markup, setMarkup] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');

  const apply = () => {
    const read = readMarkup(markup);
    if (!read.ok) {
      setError(read.error);
      setDone('');
      return;
    }
    setError(undefined);
    priceAll(read.percent);
    setDone(
      `Prices filled in for ${sizes} ${sizes === 1 ? 'size' : 'sizes'} from a ${read.percent}% markup. Check them, then press Save prints.`,
    );
  };

  // Enter applies the markup here, where it would otherwise save the prints.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <fieldset className={`${styles.group} ${styles.markup}`}>
      <legend>Price all sizes from one markup</legend>
      <p className={page.note}>Printful’s cost is its price for the print alone, before shipping and tax.</p>
      <div className="field">
        <label htmlFor={markupId}>Markup</label>
        <div className={styles.markupRow}>
          <span className={editor.withUnit}>
            <input
              {...controlProps(markupId, { hint: markupHint, error })}
              className={editor.unitInput}
              inputMode="decimal"
              autoComplete="off"
              value={markup}
              onChange={(event) => setMarkup(event.target.value)}
              onKeyDown={applyOnEnter}
            />
            <span className={editor.unit} aria-hidden="true">
              %
            </span>
          </span>
          <button type="button" className="btn btn-outline" onClick={apply}>
            Apply
          </button>
        </div>
        <FieldNotes id={markupId} hint={markupHint} error={error} />
      </div>
      <p role="status" className={page.note}>
        {done}
      </p>
    </fieldset>
  );
}

interface SizeOfferProps {
  offerKey: string;
  product: PrintProduct;
  size: PrintSize;
  file: PrintFile | null;
  choice: SizeChoice;
  /** Printful's cost of this size, when it gives one. */
  costCents: number | undefined;
  error?: string;
  setOffered(offered: boolean): void;
  setPrice(price: string): void;
}

/** One size of a product: whether she offers it, her price, how sharp the file prints at it, and her margin. */
function SizeOffer(props: SizeOfferProps) {
  const { offerKey: key, product, size, file, choice, costCents, error, setOffered, setPrice } = props;
  const offeredId = `print-${key}-offered`;
  const id = priceId(key);
  const note = resolutionNote(file, size);
  // The note is the price's hint (`controlProps` points at it), and the checkbox's too.
  const noteId = `${id}-hint`;
  const cost = costCents === undefined ? undefined : costNote(costCents, choice.price);
  const costId = `${id}-cost`;
  return (
    <div className={styles.size}>
      <label className={`${editor.checkbox} ${styles.offer}`} htmlFor={offeredId}>
        <input
          id={offeredId}
          type="checkbox"
          checked={choice.offered}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => setOffered(event.target.checked)}
        />
        Offer {size.label}
      </label>
      <div className={`field ${styles.price}`}>
        <label htmlFor={id} className="visually-hidden">
          Price of the {size.label} {product.name.toLowerCase()}
        </label>
        <DollarsInput
          {...controlProps(id, { hint: note?.text, error, noteIds: cost ? [costId] : [] })}
          autoComplete="off"
          disabled={!choice.offered}
          value={choice.price}
          onChange={setPrice}
        />
      </div>
      {note && (
        <p id={noteId} className={`${styles.note} ${note.soft ? styles.soft : 'field-hint'}`}>
          {note.text}
        </p>
      )}
      {cost && (
        <p id={costId} className={`${styles.cost} ${cost.loss ? styles.soft : 'field-hint'}`}>
          {cost.text}
        </p>
      )}
      <FieldNotes id={id} error={error} />
    </div>
  );
}
