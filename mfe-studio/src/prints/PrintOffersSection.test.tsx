import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Picture } from 'shared-contracts/artworks';
import { sitePaths } from 'shared-contracts/site-config';
import type { PrintCost, StudioArtwork, StudioPrintOffers } from 'shared-contracts/studio';
import {
  fakeFunctions,
  type FakeBackendOptions,
  type FunctionAnswer,
  type FunctionHandlers,
} from 'shared-contracts/testing/fake-functions';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ArtworkEditorScreen from '../artworks/ArtworkEditorScreen';
import { renderStudio } from '../testing/render-studio';
import { studioArtwork } from '../testing/studio-fixtures';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const editorRoute = `${sitePaths.studioArtworks}/:artworkId`;

/** A photo of that many pixels, as the server draws it. */
const photoOf = (number: number, width: number, height: number): Picture => ({
  ...samplePicture(number),
  width,
  height,
});

const pieceWith = (...pictures: Picture[]): StudioArtwork =>
  studioArtwork(4, {
    photos: pictures.map((picture, index) => ({ photoId: `photo-${index + 1}`, alt: `View ${index + 1}`, picture })),
  });

const printsOf = (changes: Partial<StudioPrintOffers> = {}): StudioPrintOffers => ({
  artworkId: 'art-4',
  offers: [],
  printMaster: null,
  printFile: { width: 3000, height: 4000, vector: false },
  ...changes,
});

/** Opens the piece's page with the prints the server holds, and waits for its prints form. */
async function openPrints(
  piece: StudioArtwork,
  prints: StudioPrintOffers,
  handlers: FunctionHandlers = {},
  options?: FakeBackendOptions,
) {
  const functions = fakeFunctions(
    {
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artwork': () => ({ body: { artwork: piece } }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
      'studio-print-offers': () => ({ body: prints }),
      'studio-print-costs': () => ({ body: { costs: null } }),
      ...handlers,
    },
    options,
  );
  renderStudio(sitePaths.studioArtwork(piece.id), <ArtworkEditorScreen />, editorRoute);
  const section = await screen.findByRole('region', { name: 'Offered as prints' });
  await within(section).findByRole('button', { name: 'Save prints' });
  return { functions, prints: within(section) };
}

/** The checkbox and the price of one size of one product. */
function sizeIn(prints: ReturnType<typeof within>, product: string, label: string) {
  const group = within(prints.getByRole('group', { name: product }));
  return {
    offer: group.getByRole('checkbox', { name: `Offer ${label}` }),
    price: group.getByRole('textbox', { name: `Price of the ${label} ${product.toLowerCase()}` }),
  };
}

/** What Printful charges for three sizes; it gives no cost for the others. */
const printfulCosts: PrintCost[] = [
  { product: 'poster', size: '12x16', costCents: 1195 },
  { product: 'poster', size: '16x20', costCents: 1495 },
  { product: 'canvas', size: '18x24', costCents: 4450 },
];

const softWarning = /^Only \d+ dpi at this size: the print may look soft\. 150 dpi or more is best\.$/;

const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

describe('the prints of a piece', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sizes she offers with their prices, and the first photo they are printed from', async () => {
    const { prints } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({
        offers: [
          { product: 'poster', size: '12x16', price: 45 },
          { product: 'canvas', size: '18x24', price: 120.5 },
        ],
      }),
    );

    expect(prints.getByRole('heading', { level: 2, name: 'Offered as prints' })).toBeInTheDocument();
    const posterSmall = sizeIn(prints, 'Matte poster', '12″ × 16″');
    expect(posterSmall.offer).toBeChecked();
    expect(posterSmall.price).toHaveValue('45');
    expect(posterSmall.price).toBeEnabled();
    expect(posterSmall.price).toHaveAttribute('inputmode', 'decimal');
    const posterMedium = sizeIn(prints, 'Matte poster', '16″ × 20″');
    expect(posterMedium.offer).not.toBeChecked();
    expect(posterMedium.price).toBeDisabled();
    expect(sizeIn(prints, 'Canvas', '18″ × 24″').price).toHaveValue('120.50');
    expect(sizeIn(prints, 'Framed poster', '18″ × 24″').offer).not.toBeChecked();

    const file = within(prints.getByRole('group', { name: 'Print file' }));
    expect(file.getByText('The artwork’s first photo')).toBeInTheDocument();
    expect(file.getByText('3000 × 4000 px')).toBeInTheDocument();
    expect(file.getByLabelText('Upload a print master')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(file.queryByRole('button', { name: 'Stop using the print master' })).not.toBeInTheDocument();
  });

  it('saves exactly the sizes she checked at the prices she typed, then says Saved. and reads the history again', async () => {
    const user = userEvent.setup();
    const { prints, functions } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({
        offers: [
          { product: 'poster', size: '12x16', price: 45 },
          { product: 'canvas', size: '18x24', price: 120.5 },
        ],
      }),
      { 'studio-save-print-offers': ({ offers }) => ({ body: printsOf({ offers }) }) },
    );

    await user.click(sizeIn(prints, 'Canvas', '18″ × 24″').offer);
    const framed = sizeIn(prints, 'Framed poster', '16″ × 20″');
    await user.click(framed.offer);
    await user.type(framed.price, '$65');
    await user.click(prints.getByRole('button', { name: 'Save prints' }));

    expect(await prints.findByText('Saved.')).toBeInTheDocument();
    expect(prints.getByText('Saved.').closest('[role="status"]')).not.toBeNull();
    expect(functions.calls('studio-save-print-offers')).toEqual([
      {
        name: 'studio-save-print-offers',
        body: {
          id: 'art-4',
          offers: [
            { product: 'poster', size: '12x16', price: 45 },
            { product: 'framed-poster', size: '16x20', price: 65 },
          ],
          printMasterPhotoId: null,
        },
      },
    ]);
    expect(sizeIn(prints, 'Canvas', '18″ × 24″').price).toBeDisabled();
    await vi.waitFor(() => expect(functions.calls('studio-artwork-changes')).toHaveLength(2));
  });

  it('disables Save prints while they are being saved', async () => {
    const user = userEvent.setup();
    let answer: (given: FunctionAnswer<'studio-save-print-offers'>) => void = () => {};
    const { prints } = await openPrints(pieceWith(photoOf(1, 3000, 4000)), printsOf(), {
      'studio-save-print-offers': () => new Promise((resolve) => (answer = resolve)),
    });

    await user.click(prints.getByRole('button', { name: 'Save prints' }));
    expect(await prints.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({ body: printsOf() });
    expect(await prints.findByRole('button', { name: 'Save prints' })).toBeEnabled();
  });

  it('warns that a file too small prints soft at the large sizes only, still letting her offer them', async () => {
    const user = userEvent.setup();
    const { prints } = await openPrints(
      pieceWith(photoOf(1, 2400, 3200)),
      printsOf({ printFile: { width: 2400, height: 3200, vector: false } }),
    );

    const small = sizeIn(prints, 'Matte poster', '12″ × 16″');
    expect(small.offer).toHaveAccessibleDescription('200 dpi at this size.');
    expect(sizeIn(prints, 'Matte poster', '16″ × 20″').offer).toHaveAccessibleDescription('150 dpi at this size.');
    const large = sizeIn(prints, 'Matte poster', '18″ × 24″');
    expect(large.offer).toHaveAccessibleDescription(
      'Only 133 dpi at this size: the print may look soft. 150 dpi or more is best.',
    );
    expect(sizeIn(prints, 'Matte poster', '24″ × 36″').offer).toHaveAccessibleDescription(
      'Only 88 dpi at this size: the print may look soft. 150 dpi or more is best.',
    );
    expect(sizeIn(prints, 'Canvas', '18″ × 24″').offer).toHaveAccessibleDescription(softWarning);
    expect(prints.getAllByText(softWarning)).toHaveLength(4);

    await user.click(large.offer);
    expect(large.price).toBeEnabled();
    expect(large.price).toHaveAccessibleDescription(
      'Only 133 dpi at this size: the print may look soft. 150 dpi or more is best.',
    );
  });

  it('says nothing of dpi for a vector drawing, which prints sharp at any size', async () => {
    const { prints } = await openPrints(
      pieceWith(photoOf(1, 800, 1000)),
      printsOf({ printFile: { width: 800, height: 1000, vector: true } }),
    );

    expect(prints.getByText('A vector drawing: it prints sharp at any size.')).toBeInTheDocument();
    expect(prints.queryByText(/dpi/)).not.toBeInTheDocument();
    expect(sizeIn(prints, 'Matte poster', '24″ × 36″').offer).not.toHaveAttribute('aria-describedby');
  });

  it('prints from the master she uploads: the warnings follow its size, and Save sends it', async () => {
    const user = userEvent.setup();
    const master = { photoId: 'master-1', picture: photoOf(9, 6000, 8000) };
    const { prints, functions } = await openPrints(
      pieceWith(photoOf(1, 1200, 1600)),
      printsOf({ printFile: { width: 1200, height: 1600, vector: false } }),
      {
        'studio-save-print-offers': ({ offers }) => ({
          body: printsOf({ offers, printMaster: master, printFile: { width: 6000, height: 8000, vector: false } }),
        }),
      },
      { photoUpload: () => ({ body: master }) },
    );
    expect(prints.getAllByText(softWarning)).toHaveLength(10);

    await user.upload(prints.getByLabelText('Upload a print master'), jpeg('still-waters-full.jpg'));

    const file = within(prints.getByRole('group', { name: 'Print file' }));
    expect(await file.findByText('Your print master')).toBeInTheDocument();
    expect(file.getByText('6000 × 8000 px')).toBeInTheDocument();
    expect(prints.queryByText(softWarning)).not.toBeInTheDocument();
    expect(sizeIn(prints, 'Matte poster', '24″ × 36″').offer).toHaveAccessibleDescription('222 dpi at this size.');
    expect(functions.uploads().map((upload) => upload.contentType)).toEqual(['image/jpeg']);

    await user.click(sizeIn(prints, 'Matte poster', '24″ × 36″').offer);
    await user.type(sizeIn(prints, 'Matte poster', '24″ × 36″').price, '95');
    await user.click(prints.getByRole('button', { name: 'Save prints' }));
    expect(await prints.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-print-offers')[0]!.body).toEqual({
      id: 'art-4',
      offers: [{ product: 'poster', size: '24x36', price: 95 }],
      printMasterPhotoId: 'master-1',
    });
  });

  it('stops using the print master: the first photo is printed again, and Save sends no master', async () => {
    const user = userEvent.setup();
    const { prints, functions } = await openPrints(
      pieceWith(photoOf(1, 1200, 1600)),
      printsOf({
        printMaster: { photoId: 'master-1', picture: photoOf(9, 6000, 8000) },
        printFile: { width: 6000, height: 8000, vector: false },
      }),
      { 'studio-save-print-offers': ({ offers }) => ({ body: printsOf({ offers, printFile: null }) }) },
    );
    expect(prints.getByText('Your print master')).toBeInTheDocument();
    expect(prints.queryByText(softWarning)).not.toBeInTheDocument();

    await user.click(prints.getByRole('button', { name: 'Stop using the print master' }));

    expect(prints.getByText('The artwork’s first photo')).toBeInTheDocument();
    expect(prints.getByText('1200 × 1600 px')).toBeInTheDocument();
    expect(prints.getAllByText(softWarning)).toHaveLength(10);
    expect(prints.getByLabelText('Upload a print master')).toHaveFocus();
    await user.click(prints.getByRole('button', { name: 'Save prints' }));
    expect(await prints.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-print-offers')[0]!.body).toMatchObject({ printMasterPhotoId: null });
  });

  it('says prints need a photo when the piece has none and no master', async () => {
    const { prints } = await openPrints(pieceWith(), printsOf({ printFile: null }));

    expect(
      prints.getByText('Prints need a photo: add one to the artwork above, or upload a print master.'),
    ).toBeInTheDocument();
    expect(prints.queryByText(/dpi/)).not.toBeInTheDocument();
  });

  it('names a bad price beside it, takes her to it and sends nothing, keeping what she typed', async () => {
    const user = userEvent.setup();
    const { prints, functions } = await openPrints(pieceWith(photoOf(1, 3000, 4000)), printsOf());

    const poster = sizeIn(prints, 'Matte poster', '16″ × 20″');
    await user.click(poster.offer);
    await user.type(poster.price, '12.345');
    await user.click(sizeIn(prints, 'Canvas', '12″ × 16″').offer);
    await user.click(prints.getByRole('button', { name: 'Save prints' }));

    expect(poster.price).toHaveAccessibleDescription(
      '187 dpi at this size. Please enter the price in dollars and cents',
    );
    expect(poster.price).toHaveAttribute('aria-invalid', 'true');
    expect(poster.price).toHaveFocus();
    expect(poster.price).toHaveValue('12.345');
    expect(sizeIn(prints, 'Canvas', '12″ × 16″').price).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a price in dollars'),
    );
    expect(functions.calls('studio-save-print-offers')).toEqual([]);
  });

  it('shows the server’s refusal and keeps every size she chose and every price she typed', async () => {
    const user = userEvent.setup();
    await openPrints(pieceWith(photoOf(1, 3000, 4000)), printsOf(), {
      'studio-save-print-offers': () => ({
        status: 400,
        body: { error: 'The print master was not found. Please upload it again.' },
      }),
    });
    const prints = within(screen.getByRole('region', { name: 'Offered as prints' }));

    const canvas = sizeIn(prints, 'Canvas', '16″ × 20″');
    await user.click(canvas.offer);
    await user.type(canvas.price, '140');
    await user.click(prints.getByRole('button', { name: 'Save prints' }));

    expect(await prints.findByRole('alert')).toHaveTextContent(
      'The print master was not found. Please upload it again.',
    );
    expect(canvas.offer).toBeChecked();
    expect(canvas.price).toHaveValue('140');
    expect(prints.queryByText('Saved.')).not.toBeInTheDocument();
    expect(prints.getByRole('button', { name: 'Save prints' })).toBeEnabled();
  });

  it('reads the print file again once the piece is saved with another first photo, keeping her unsaved prints', async () => {
    const user = userEvent.setup();
    const piece = pieceWith(photoOf(1, 3000, 4000), photoOf(2, 1200, 1600));
    const pictures = new Map(piece.photos.map((photo) => [photo.photoId, photo.picture]));
    let reads = 0;
    const { prints, functions } = await openPrints(piece, printsOf(), {
      'studio-print-offers': () => {
        reads += 1;
        return { body: reads > 1 ? printsOf({ printFile: { width: 1200, height: 1600, vector: false } }) : printsOf() };
      },
      'studio-save-artwork': (draft) => ({
        body: {
          artwork: {
            ...piece,
            ...draft,
            id: piece.id,
            photos: draft.photos.map((photo) => ({ ...photo, picture: pictures.get(photo.photoId)! })),
          },
        },
      }),
    });
    const framed = sizeIn(prints, 'Framed poster', '12″ × 16″');
    await user.click(framed.offer);
    await user.type(framed.price, '75');

    await user.click(screen.getByRole('button', { name: 'Move down: photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await prints.findByText('1200 × 1600 px')).toBeInTheDocument();
    expect(functions.calls('studio-print-offers')).toHaveLength(2);
    expect(prints.getAllByText(softWarning)).toHaveLength(10);
    expect(framed.offer).toBeChecked();
    expect(framed.price).toHaveValue('75');
  });

  it('shows beside each size Printful’s cost and her margin at the price she types', async () => {
    const user = userEvent.setup();
    const { prints } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({ offers: [{ product: 'poster', size: '12x16', price: 45 }] }),
      { 'studio-print-costs': () => ({ body: { costs: printfulCosts } }) },
    );

    const small = sizeIn(prints, 'Matte poster', '12″ × 16″');
    const margin = 'Printful’s cost $11.95 · your margin $33.05 (73%)';
    expect(await prints.findByText(margin)).toBeInTheDocument();
    expect(small.price).toHaveAccessibleDescription(`250 dpi at this size. ${margin}`);
    expect(sizeIn(prints, 'Matte poster', '16″ × 20″').price).toHaveAccessibleDescription(
      '187 dpi at this size. Printful’s cost $14.95',
    );
    expect(sizeIn(prints, 'Canvas', '18″ × 24″').price).toHaveAccessibleDescription(
      '166 dpi at this size. Printful’s cost $44.50',
    );

    await user.clear(small.price);
    await user.type(small.price, '30');
    expect(small.price).toHaveAccessibleDescription(
      '250 dpi at this size. Printful’s cost $11.95 · your margin $18.05 (60%)',
    );
    await user.clear(small.price);
    await user.type(small.price, '10');
    expect(small.price).toHaveAccessibleDescription(
      '250 dpi at this size. Printful’s cost $11.95 · below its cost: you would lose $1.95 on each',
    );
  });

  it('prices every size from one markup on Printful’s cost, rounded up to whole dollars, for her to check and save', async () => {
    const user = userEvent.setup();
    const { prints, functions } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({ offers: [{ product: 'poster', size: '12x16', price: 45 }] }),
      {
        'studio-print-costs': () => ({ body: { costs: printfulCosts } }),
        'studio-save-print-offers': ({ offers }) => ({ body: printsOf({ offers }) }),
      },
    );

    const markup = within(await prints.findByRole('group', { name: 'Price all sizes from one markup' }));
    expect(markup.getByLabelText('Markup')).toHaveAccessibleDescription(
      'Each size’s price becomes Printful’s cost plus this much, rounded up to a whole dollar. You can still change any price before saving.',
    );
    await user.type(markup.getByLabelText('Markup'), '60');
    await user.click(markup.getByRole('button', { name: 'Apply' }));

    expect(markup.getByRole('status')).toHaveTextContent(
      'Prices filled in for 3 sizes from a 60% markup. Check them, then press Save prints.',
    );
    expect(sizeIn(prints, 'Matte poster', '12″ × 16″').price).toHaveValue('20');
    expect(sizeIn(prints, 'Matte poster', '16″ × 20″').price).toHaveValue('24');
    expect(sizeIn(prints, 'Canvas', '18″ × 24″').price).toHaveValue('72');
    expect(sizeIn(prints, 'Framed poster', '12″ × 16″').price).toHaveValue('');
    expect(functions.calls('studio-save-print-offers')).toEqual([]);

    const canvas = sizeIn(prints, 'Canvas', '18″ × 24″');
    await user.click(canvas.offer);
    await user.clear(canvas.price);
    await user.type(canvas.price, '75');
    await user.click(prints.getByRole('button', { name: 'Save prints' }));
    expect(await prints.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-print-offers')[0]!.body).toMatchObject({
      offers: [
        { product: 'poster', size: '12x16', price: 20 },
        { product: 'canvas', size: '18x24', price: 75 },
      ],
    });
  });

  it('names a markup it cannot read beside it and changes no price', async () => {
    const user = userEvent.setup();
    const { prints } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({ offers: [{ product: 'poster', size: '12x16', price: 45 }] }),
      { 'studio-print-costs': () => ({ body: { costs: printfulCosts } }) },
    );

    const markup = within(await prints.findByRole('group', { name: 'Price all sizes from one markup' }));
    await user.type(markup.getByLabelText('Markup'), 'lots{Enter}');

    expect(markup.getByLabelText('Markup')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the markup as a number of percent, such as 60'),
    );
    expect(markup.getByLabelText('Markup')).toHaveAttribute('aria-invalid', 'true');
    expect(sizeIn(prints, 'Matte poster', '12″ × 16″').price).toHaveValue('45');
  });

  it('says Printful’s costs could not be read, and reads them again on Try again, while prices stay editable', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { prints } = await openPrints(pieceWith(photoOf(1, 3000, 4000)), printsOf(), {
      'studio-print-costs': () => {
        reads += 1;
        return reads === 1
          ? {
              status: 503,
              body: { error: 'Printful’s costs could not be read just now. Please try again in a minute.' },
            }
          : { body: { costs: printfulCosts } };
      },
    });

    expect(
      await prints.findByText('Printful’s costs could not be read just now. Please try again in a minute.'),
    ).toBeInTheDocument();
    expect(sizeIn(prints, 'Matte poster', '12″ × 16″').offer).toBeEnabled();
    await user.click(prints.getByRole('button', { name: 'Try again' }));
    expect(await prints.findByText('Printful’s cost $11.95')).toBeInTheDocument();
  });

  it('says nothing of costs or markups when the prints are not made by Printful', async () => {
    const { prints, functions } = await openPrints(
      pieceWith(photoOf(1, 3000, 4000)),
      printsOf({ offers: [{ product: 'poster', size: '12x16', price: 45 }] }),
    );

    await vi.waitFor(() => expect(functions.calls('studio-print-costs')).toHaveLength(1));
    expect(prints.queryByText(/Printful’s cost|margin/)).not.toBeInTheDocument();
    expect(prints.queryByRole('group', { name: 'Price all sizes from one markup' })).not.toBeInTheDocument();
    expect(sizeIn(prints, 'Matte poster', '12″ × 16″').price).toHaveAccessibleDescription('250 dpi at this size.');
  });

  it('is not offered on a new piece, which has no prints until it is saved', async () => {
    const functions = fakeFunctions({ 'studio-session': () => ({ body: { signedIn: true } }) });
    renderStudio(sitePaths.studioArtwork('new'), <ArtworkEditorScreen />, editorRoute);

    expect(await screen.findByRole('heading', { level: 1, name: 'New artwork' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offered as prints' })).not.toBeInTheDocument();
    expect(functions.calls('studio-print-offers')).toEqual([]);
  });
});
