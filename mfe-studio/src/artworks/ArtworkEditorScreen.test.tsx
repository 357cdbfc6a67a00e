import { startAuthentication } from '@simplewebauthn/browser';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { signedOutMessage, type ArtworkDraft, type StudioArtwork } from 'shared-contracts/studio';
import { fakeFunctions, type FunctionHandlers, type PhotoUploadAnswer } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { samplePicture } from 'shared-contracts/testing/pictures';
import { ceremony, credential, studioArtwork } from '../testing/studio-fixtures';
import ArtworkEditorScreen from './ArtworkEditorScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const editorRoute = `${sitePaths.studioArtworks}/:artworkId`;
const openEditor = (artworkId: string) =>
  renderStudio(sitePaths.studioArtwork(artworkId), <ArtworkEditorScreen />, editorRoute);

/** Her session, and a piece that offers no prints yet, unless the test says otherwise. */
const signedIn = (handlers: FunctionHandlers = {}, photoUpload?: Parameters<typeof fakeFunctions>[1]) =>
  fakeFunctions(
    {
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-print-offers': ({ id }) => ({ body: { artworkId: id, offers: [], printMaster: null, printFile: null } }),
      'studio-print-costs': () => ({ body: { costs: null } }),
      ...handlers,
    },
    photoUpload,
  );

/** The server's answer to each photo uploaded: photo-1, photo-2, … with their pictures. */
function numberedUploads() {
  let uploaded = 0;
  return () => {
    uploaded += 1;
    return { body: { photoId: `photo-${uploaded}`, picture: samplePicture(uploaded) } };
  };
}

/** What the server answers to a saved draft: the piece, with an id and a slug. */
const savedFrom = (draft: ArtworkDraft, id = 'art-9'): StudioArtwork => ({
  ...studioArtwork(9),
  ...draft,
  id,
  slug: 'morning-psalm',
  year: draft.year,
  photos: draft.photos.map((photo, index) => ({ ...photo, picture: samplePicture(index + 1) })),
});

const jpeg = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Title'), 'Morning Psalm');
  await user.type(screen.getByLabelText('Year'), '2024');
  await user.type(screen.getByLabelText('Medium'), 'Acrylic on canvas');
  await user.type(screen.getByLabelText('Width'), '16');
  await user.type(screen.getByLabelText('Height'), '20');
  await user.click(screen.getByLabelText('Framed'));
  await user.type(screen.getByLabelText('Price'), '1,250');
  await user.clear(screen.getByLabelText('Shipping'));
  await user.type(screen.getByLabelText('Shipping'), '45');
  await user.type(screen.getByLabelText('Description'), 'Light over the hills.');
  await user.selectOptions(screen.getByLabelText('Status'), 'Available');
}

describe('the artwork editor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('labels every field of a piece as she names them', async () => {
    signedIn();
    openEditor('new');

    expect(await screen.findByRole('heading', { level: 1, name: 'New artwork' })).toBeInTheDocument();
    for (const label of ['Title', 'Year', 'Medium', 'Price', 'Shipping', 'Description']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByLabelText('Width')).toBeInTheDocument();
    expect(within(size).getByLabelText('Height')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Framed' })).not.toBeChecked();
    const photos = screen.getByLabelText('Add photos');
    expect(photos).toHaveAttribute('type', 'file');
    expect(photos).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(photos).toHaveAttribute('multiple');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Available', 'Sold', 'Not for sale']);
    expect(status).toHaveValue('draft');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('shows the size in centimetres as she types it in inches', async () => {
    const user = userEvent.setup();
    signedIn();
    openEditor('new');
    await user.type(await screen.findByLabelText('Width'), '16');
    await user.type(screen.getByLabelText('Height'), '20');
    expect(screen.getByText('16 × 20 in (40.6 × 50.8 cm)')).toBeInTheDocument();
  });

  it('names each missing or wrong field beside it before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openEditor('new');
    await user.type(await screen.findByLabelText('Year'), '20x4');
    await user.type(screen.getByLabelText('Price'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Year')).toHaveAccessibleDescription(
      'Leave empty if you would rather not say. Please enter the year as a number',
    );
    expect(screen.getByLabelText('Width')).toHaveAccessibleDescription('Please enter the width in inches');
    expect(screen.getByLabelText('Height')).toHaveAccessibleDescription('Please enter the height in inches');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      'In US dollars. Please enter the price in dollars and cents',
    );
    expect(functions.calls('studio-save-artwork')).toEqual([]);
  });

  it('uploads each chosen photo as the file itself and lists it to be described, moved or removed', async () => {
    const user = userEvent.setup();
    const functions = signedIn({}, { photoUpload: numberedUploads() });
    openEditor('new');
    await user.upload(await screen.findByLabelText('Add photos'), [jpeg('front.jpg'), jpeg('detail.jpg')]);

    expect(await screen.findByLabelText('Describe photo 2')).toBeInTheDocument();
    expect(functions.uploads().map((upload) => upload.contentType)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(functions.uploads()[0]!.file).toBeInstanceOf(File);
    await user.type(screen.getByLabelText('Describe photo 1'), 'The whole painting');
    await user.click(screen.getByRole('button', { name: 'Move down: photo 1' }));
    expect(screen.getByLabelText('Describe photo 2')).toHaveValue('The whole painting');
    expect(screen.getByRole('button', { name: 'Move up: photo 2' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove: photo 1' }));
    expect(screen.getByLabelText('Describe photo 1')).toHaveValue('The whole painting');
    expect(screen.queryByLabelText('Describe photo 2')).not.toBeInTheDocument();
  });

  it('adds photos from an Add photos button, then says what was added and how many photos the piece has', async () => {
    const user = userEvent.setup();
    signedIn({}, { photoUpload: numberedUploads() });
    openEditor('new');

    const photos = await screen.findByRole('group', { name: 'Photos' });
    const picker = within(photos).getByLabelText('Add photos');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveClass('visually-hidden');
    expect(picker).not.toHaveAttribute('tabindex');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('No photos yet.'));

    await user.upload(picker, [jpeg('front.jpg'), jpeg('detail.jpg')]);

    const added = 'Added “front.jpg” and “detail.jpg”. This piece has 2 photos.';
    expect(await within(photos).findByText(added)).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(expect.stringContaining(added));
    await user.click(within(photos).getByRole('button', { name: 'Remove: photo 1' }));
    expect(within(photos).getByText('This piece has 1 photo.')).toBeInTheDocument();
  });

  it('says beside each photo still without a description that one is needed and what it is for, before any Save', async () => {
    const user = userEvent.setup();
    const functions = signedIn({}, { photoUpload: numberedUploads() });
    openEditor('new');
    await user.upload(await screen.findByLabelText('Add photos'), [jpeg('front.jpg'), jpeg('detail.jpg')]);

    const needed =
      'A description is needed before saving: say what the photo shows, for visitors who cannot see it and for search engines.';
    const first = await screen.findByLabelText('Describe photo 1');
    const second = await screen.findByLabelText('Describe photo 2');
    expect(first).toHaveAccessibleDescription(`Shown first ${needed}`);
    expect(second).toHaveAccessibleDescription(needed);
    expect(screen.getAllByText(needed)).toHaveLength(2);
    expect(first).not.toHaveAttribute('aria-invalid');

    await user.type(first, 'The whole painting');
    expect(first).toHaveAccessibleDescription('Shown first');
    expect(screen.getAllByText(needed)).toHaveLength(1);
    expect(functions.calls('studio-save-artwork')).toEqual([]);
  });

  it('shows beside Photos why a photo was refused, naming the file', async () => {
    const user = userEvent.setup();
    signedIn({}, { photoUpload: () => ({ status: 422, body: { error: 'This file could not be read as a photo.' } }) });
    openEditor('new');
    await user.upload(await screen.findByLabelText('Add photos'), jpeg('sunrise.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“sunrise.jpg” was not added: This file could not be read as a photo.',
    );
    expect(screen.queryByLabelText('Describe photo 1')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP photo before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const functions = signedIn({}, { photoUpload: () => ({ body: { photoId: 'p1', picture: samplePicture(1) } }) });
    openEditor('new');
    await user.upload(
      await screen.findByLabelText('Add photos'),
      new File(['gif'], 'dance.gif', { type: 'image/gif' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“dance.gif” was not added: please choose a JPEG, PNG or WebP photo.',
    );
    expect(functions.uploads()).toEqual([]);
  });

  it('saves a new piece as the draft she filled in, then shows it at its own address with Saved. and its public page', async () => {
    const user = userEvent.setup();
    const functions = signedIn(
      {
        'studio-save-artwork': (draft) => ({ body: { artwork: savedFrom(draft) } }),
        'studio-artwork-changes': () => ({
          body: {
            changes: [{ at: '2026-11-24T10:00:00.000Z', artworkId: 'art-9', title: 'Morning Psalm', summary: 'Added' }],
          },
        }),
      },
      { photoUpload: () => ({ body: { photoId: 'photo-1', picture: samplePicture(1) } }) },
    );
    openEditor('new');
    await fillIn(user);
    await user.upload(screen.getByLabelText('Add photos'), jpeg('front.jpg'));
    await user.type(await screen.findByLabelText('Describe photo 1'), 'Sunrise over green hills');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')).toEqual([
      {
        name: 'studio-save-artwork',
        body: {
          title: 'Morning Psalm',
          year: 2024,
          medium: 'Acrylic on canvas',
          size: { widthIn: 16, heightIn: 20 },
          framed: true,
          description: 'Light over the hills.',
          price: 1250,
          shippingPrice: 45,
          status: 'available',
          photos: [{ photoId: 'photo-1', alt: 'Sunrise over green hills' }],
        },
      },
    ]);
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/studio/artworks/art-9'));
    expect(screen.getByRole('link', { name: 'See it on the site' })).toHaveAttribute('href', '/fine-art/morning-psalm');
    expect(screen.getByLabelText('Title')).toHaveValue('Morning Psalm');
    expect(await screen.findByText('Added')).toBeInTheDocument();
  });

  it('waits for a photo still uploading when she presses Save, then asks for its description instead of saving without it', async () => {
    const user = userEvent.setup();
    let finishUpload: (answer: PhotoUploadAnswer) => void = () => {};
    const functions = signedIn(
      {
        'studio-save-artwork': (draft) => ({ body: { artwork: savedFrom(draft) } }),
        'studio-artwork-changes': () => ({ body: { changes: [] } }),
      },
      { photoUpload: () => new Promise((resolve) => (finishUpload = resolve)) },
    );
    openEditor('new');
    await fillIn(user);
    await user.upload(screen.getByLabelText('Add photos'), jpeg('front.jpg'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Waiting for 1 photo to finish uploading…')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), ' II');
    expect(functions.calls('studio-save-artwork')).toEqual([]);

    finishUpload({ body: { photoId: 'photo-1', picture: samplePicture(1) } });
    const describePhoto = await screen.findByLabelText('Describe photo 1');
    await vi.waitFor(() => expect(describePhoto).toHaveFocus());
    expect(describePhoto).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Waiting for 1 photo to finish uploading…')).not.toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')).toEqual([]);
    expect(screen.getByLabelText('Title')).toHaveValue('Morning Psalm II');

    await user.type(describePhoto, 'Sunrise over green hills');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')[0]!.body).toMatchObject({
      title: 'Morning Psalm II',
      status: 'available',
      photos: [{ photoId: 'photo-1', alt: 'Sunrise over green hills' }],
    });
  });

  it('saves nothing when a photo she was waiting for is refused, and says why, keeping the form', async () => {
    const user = userEvent.setup();
    let finishUpload: (answer: PhotoUploadAnswer) => void = () => {};
    const functions = signedIn({}, { photoUpload: () => new Promise((resolve) => (finishUpload = resolve)) });
    openEditor('new');
    await fillIn(user);
    await user.upload(screen.getByLabelText('Add photos'), jpeg('front.jpg'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Waiting for 1 photo to finish uploading…');

    finishUpload({ status: 422, body: { error: 'This file could not be read as a photo.' } });

    expect(
      await screen.findByText('Not saved yet: a photo was not added. Add it again, or press Save to save without it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('“front.jpg” was not added: This file could not be read as a photo.')).toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')).toEqual([]);
    expect(screen.getByLabelText('Title')).toHaveValue('Morning Psalm');
  });

  it("keeps everything she typed and shows the server's refusal when saving answers 400", async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-save-artwork': () => ({ status: 400, body: { error: 'Photo 1 was not found. Please upload it again.' } }),
    });
    openEditor('new');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Photo 1 was not found. Please upload it again.');
    expect(screen.getByLabelText('Title')).toHaveValue('Morning Psalm');
    expect(screen.getByLabelText('Price')).toHaveValue('1,250');
    expect(screen.getByLabelText('Status')).toHaveValue('available');
    expect(screen.getByLabelText('Framed')).toBeChecked();
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/studio/artworks/new');
  });

  it('asks her to sign in again when saving answers 401, and saves the same form once she has', async () => {
    const user = userEvent.setup();
    vi.mocked(startAuthentication).mockResolvedValue(credential as never);
    let sessionValid = false;
    const functions = signedIn({
      'studio-save-artwork': (draft) =>
        sessionValid ? { body: { artwork: savedFrom(draft) } } : { status: 401, body: { error: signedOutMessage } },
      'studio-sign-in-options': () => ({ body: ceremony('c1') }),
      'studio-sign-in-verify': () => {
        sessionValid = true;
        return { body: { signedIn: true } };
      },
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
    });
    openEditor('new');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved yet: please sign in again, then press Save.');
    expect(screen.getByLabelText('Title')).toHaveValue('Morning Psalm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')).toHaveLength(2);
  });

  it('loads a piece into the form, saves it under its id, and lists its history beneath', async () => {
    const user = userEvent.setup();
    const piece = studioArtwork(4, { title: 'Still Waters', year: 2021, status: 'draft', price: 980.5 });
    const functions = signedIn({
      'studio-artwork': ({ id }) => ({ body: { artwork: { ...piece, id } } }),
      'studio-artwork-changes': () => ({
        body: {
          changes: [
            {
              at: '2026-11-02T15:30:00.000Z',
              artworkId: 'art-4',
              title: 'Still Waters',
              summary: 'Price $900 → $980.50',
            },
          ],
        },
      }),
      'studio-save-artwork': (draft) => ({ body: { artwork: savedFrom(draft, 'art-4') } }),
    });
    openEditor('art-4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Still Waters' })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toHaveValue('2021');
    expect(screen.getByLabelText('Price')).toHaveValue('980.50');
    expect(screen.getByLabelText('Describe photo 1')).toHaveValue('Painting 4');
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Price $900 → $980.50')).toBeInTheDocument();
    expect(functions.calls('studio-artwork-changes')[0]!.body).toEqual({ artworkId: 'art-4' });

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Still Waters II');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(functions.calls('studio-save-artwork')[0]!.body).toMatchObject({ id: 'art-4', title: 'Still Waters II' });
    // A draft is not on the site, so there is no public page to show.
    expect(screen.queryByRole('link', { name: 'See it on the site' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Still Waters II' })).toBeInTheDocument();
  });

  it('offers to announce a piece to her list once it is saved as more than a draft', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-artwork': () => ({ body: { artwork: studioArtwork(4, { status: 'draft' }) } }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
      'studio-save-artwork': (draft) => ({ body: { artwork: savedFrom(draft, 'art-4') } }),
    });
    openEditor('art-4');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Announce it to your list' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Available');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'Announce it to your list' })).toHaveAttribute(
      'href',
      `${sitePaths.studioLetter}?artwork=art-4`,
    );
  });

  it('deletes a piece only once she confirms, then returns to the list', async () => {
    const user = userEvent.setup();
    const functions = signedIn({
      'studio-artwork': () => ({ body: { artwork: studioArtwork(5) } }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
      'studio-delete-artwork': () => ({ body: { done: true } }),
    });
    openEditor('art-5');
    await user.click(await screen.findByRole('button', { name: 'Delete artwork' }));
    expect(functions.calls('studio-delete-artwork')).toEqual([]);
    const confirm = screen.getByRole('group', { name: 'Delete “Artwork 5” for good?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio\/artworks$/));
    expect(functions.calls('studio-delete-artwork')).toEqual([
      { name: 'studio-delete-artwork', body: { id: 'art-5' } },
    ]);
  });

  it('says so when the piece does not exist', async () => {
    signedIn({
      'studio-artwork': () => ({
        status: 404,
        body: { error: 'This artwork was not found. It may have been deleted.' },
      }),
      'studio-artwork-changes': () => ({ body: { changes: [] } }),
    });
    openEditor('art-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('This artwork was not found. It may have been deleted.');
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
