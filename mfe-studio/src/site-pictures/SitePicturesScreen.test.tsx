import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { samplePicture } from 'shared-contracts/testing/pictures';
import SitePicturesScreen from './SitePicturesScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const portrait = samplePicture(7, 'Grace at her easel');

const studioWith = (handlers: FunctionHandlers = {}) =>
  fakeFunctions(
    {
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-site-photos': () => ({ body: { studio: null, portrait } }),
      ...handlers,
    },
    { photoUpload: () => ({ body: { photoId: 'photo-new', picture: samplePicture(8) } }) },
  );

const openPictures = () => renderStudio(sitePaths.studioPictures, <SitePicturesScreen />);
const slot = (name: string) => screen.findByRole('region', { name });

describe('the Pictures section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows each page's current photo, or that the illustration is shown", async () => {
    studioWith();
    openPictures();
    expect(within(await slot('Studio photo')).getByText('The illustration is shown.')).toBeInTheDocument();
    expect(within(await slot('Portrait')).getByRole('img', { name: 'Grace at her easel' })).toHaveAttribute(
      'src',
      '/media/p7-1600.jpg',
    );
  });

  it('puts an uploaded photo on the home page with the words she gives it', async () => {
    const user = userEvent.setup();
    const functions = studioWith({
      'studio-set-site-photo': () => ({ body: { studio: samplePicture(8, 'My studio in the morning'), portrait } }),
    });
    openPictures();
    const studio = await slot('Studio photo');
    await user.upload(
      within(studio).getByLabelText('Choose a new photo'),
      new File(['x'], 'studio.jpg', { type: 'image/jpeg' }),
    );
    await user.click(await within(studio).findByRole('button', { name: 'Save photo' }));

    expect(within(studio).getByLabelText('Describe this photo')).toHaveAccessibleDescription(
      'For visitors who cannot see it. Please enter words that describe the photo',
    );
    expect(functions.calls('studio-set-site-photo')).toEqual([]);

    await user.type(within(studio).getByLabelText('Describe this photo'), 'My studio in the morning');
    await user.click(within(studio).getByRole('button', { name: 'Save photo' }));

    expect(await within(studio).findByText('Saved: the page now shows your photo.')).toBeInTheDocument();
    expect(within(studio).getByRole('img', { name: 'My studio in the morning' })).toBeInTheDocument();
    expect(functions.calls('studio-set-site-photo')).toEqual([
      {
        name: 'studio-set-site-photo',
        body: { slot: 'studio', photo: { photoId: 'photo-new', alt: 'My studio in the morning' } },
      },
    ]);
  });

  it('goes back to the illustration once she confirms', async () => {
    const user = userEvent.setup();
    const functions = studioWith({ 'studio-set-site-photo': () => ({ body: { studio: null, portrait: null } }) });
    openPictures();
    const portraitSlot = await slot('Portrait');
    await user.click(within(portraitSlot).getByRole('button', { name: 'Show the illustration instead' }));
    await user.click(within(portraitSlot).getByRole('button', { name: 'Yes, show the illustration' }));

    expect(await within(portraitSlot).findByText('The illustration is shown.')).toBeInTheDocument();
    expect(functions.calls('studio-set-site-photo')).toEqual([
      { name: 'studio-set-site-photo', body: { slot: 'portrait', photo: null } },
    ]);
  });
});
