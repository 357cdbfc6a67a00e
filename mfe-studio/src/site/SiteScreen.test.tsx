import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { specPrices } from 'shared-contracts/site-words';
import { siteChangedMessage, type SiteDesk, type SiteDraft } from 'shared-contracts/site-words-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import SiteScreen from './SiteScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her site at version 2, where she rewrote the home page's headline; she has no draft. */
const siteDesk = (changes: Partial<SiteDesk> = {}): SiteDesk => ({
  published: {
    version: 2,
    words: { 'home.headline': 'Made with love' },
    prices: specPrices,
    changed: { home: '2026-11-20' },
  },
  draft: null,
  versions: [
    {
      version: 2,
      publishedAt: '2026-11-20T15:04:00.000Z',
      changes: [{ what: 'Home, headline', words: 'Made with love' }],
    },
    {
      version: 1,
      publishedAt: '2026-11-10T14:00:00.000Z',
      changes: [{ what: 'About, paragraph 2', words: 'Over the years…' }],
    },
    { version: 0, publishedAt: null, note: 'The words the site was made with', changes: [] },
  ],
  ...changes,
});

/** The desk once `draft` is published as version 3. */
const publishedDesk = (draft: SiteDraft): SiteDesk => ({
  published: { version: 3, ...draft, changed: { home: '2026-11-26' } },
  draft: null,
  versions: [
    { version: 3, publishedAt: '2026-11-26T17:30:00.000Z', changes: [{ what: 'About, heading', words: 'About me' }] },
    ...siteDesk().versions,
  ],
});

/** Opens her Site section in her studio in New York, its calls answered by `handlers`. */
function openSite(handlers: FunctionHandlers = {}, desk = siteDesk()) {
  const functions = fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-site-text': () => ({ body: desk }),
    ...handlers,
  });
  renderStudio(sitePaths.studioSite, <SiteScreen />);
  return functions;
}

const partTab = (name: string) => screen.getByRole('tab', { name });
const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

/** A version in the list of versions, by its number. */
function version(number: number): HTMLElement {
  const item = screen.getByRole('heading', { name: `Version ${number}` }).closest('li');
  if (!item) throw new Error(`Version ${number} is not in the list`);
  return item;
}

describe('the Site section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the published words part by part, her prices and her versions', async () => {
    const user = userEvent.setup();
    openSite();

    expect(await screen.findByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Your site’s words and prices' })).toBeInTheDocument();
    expect(field('Headline')).toHaveValue('Made with love');
    expect(field('Above the headline')).toHaveValue('Artist & Designer');
    expect(button('Use the original words: Headline')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use the original words: Above the headline' }),
    ).not.toBeInTheDocument();

    await user.click(partTab('About'));
    expect(screen.getByRole('tabpanel', { name: 'About' })).toBeInTheDocument();
    expect(field('Heading')).toHaveValue('Meet the artist');
    expect(screen.queryByLabelText('Headline')).not.toBeInTheDocument();

    await user.click(partTab('Prices'));
    expect(field('Logo project')).toHaveValue('300.00');
    expect(field('Sales tax')).toHaveValue('8');
    expect(field('Sales tax')).toHaveAccessibleDescription(
      'Added to every order of goods. A percentage, as 8 or 8.25.',
    );

    expect(version(2)).toHaveTextContent(
      'Version 2On the siteNov 20, 2026, 10:04 AM ESTHome, headline: Made with love',
    );
    expect(within(version(2)).queryByRole('button', { name: /Go back/ })).not.toBeInTheDocument();
    expect(version(1)).toHaveTextContent('Nov 10, 2026, 9:00 AM ESTAbout, paragraph 2: Over the years…');
    expect(version(0)).toHaveTextContent('The words and prices the site started withThe words the site was made with');
    expect(within(version(0)).getByRole('button', { name: 'Go back to this version (version 0)' })).toBeInTheDocument();
  });

  it('starts from her saved draft when she has one', async () => {
    openSite({}, siteDesk({ draft: { words: { 'home.headline': 'Painted in prayer' }, prices: specPrices } }));
    expect(await screen.findByLabelText('Headline')).toHaveValue('Painted in prayer');
    expect(screen.getByText('Your changes are not published yet.')).toBeInTheDocument();
  });

  it('publishes only the fields that differ from the original words, made from the version she opened', async () => {
    const user = userEvent.setup();
    const functions = openSite({
      'studio-publish-site-text': ({ words, prices }) => ({ body: publishedDesk({ words, prices }) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'About' }));
    await user.clear(field('Heading'));
    await user.type(field('Heading'), 'About me');
    await user.type(field('Paragraph 3'), ' Amen.');
    await user.type(field('Paragraph 3'), '{Backspace>6/}');
    await user.click(button('Publish'));

    expect(await screen.findByText('Published: version 3')).toBeInTheDocument();
    expect(functions.calls('studio-publish-site-text')).toEqual([
      {
        name: 'studio-publish-site-text',
        body: {
          words: { 'home.headline': 'Made with love', 'about.title': 'About me' },
          prices: specPrices,
          basedOn: 2,
        },
      },
    ]);
    expect(version(3)).toHaveTextContent('About, heading: About me');
    expect(screen.getByText('The site shows version 3.')).toBeInTheDocument();
  });

  it('leaves a field out of what is published once she uses its original words', async () => {
    const user = userEvent.setup();
    const functions = openSite({
      'studio-publish-site-text': ({ words, prices }) => ({ body: publishedDesk({ words, prices }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Use the original words: Headline' }));

    expect(field('Headline')).toHaveValue('Where Faith Meets Creativity');
    expect(screen.queryByRole('button', { name: 'Use the original words: Headline' })).not.toBeInTheDocument();
    await user.click(button('Publish'));

    expect(await screen.findByText('Published: version 3')).toBeInTheDocument();
    expect(functions.calls('studio-publish-site-text')[0]?.body).toEqual({ words: {}, prices: specPrices, basedOn: 2 });
  });

  it('publishes her prices in cents and the tax in hundredths of a percent', async () => {
    const user = userEvent.setup();
    const functions = openSite({
      'studio-publish-site-text': ({ words, prices }) => ({ body: publishedDesk({ words, prices }) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Prices' }));
    await user.clear(field('Logo project'));
    await user.type(field('Logo project'), '350');
    await user.clear(field('Sales tax'));
    await user.type(field('Sales tax'), '8.25');
    await user.clear(field('Shipping rate'));
    await user.type(field('Shipping rate'), '12');
    await user.click(button('Use the original price: Shipping rate'));
    expect(field('Shipping rate')).toHaveValue('9.99');
    await user.click(button('Publish'));

    expect(await screen.findByText('Published: version 3')).toBeInTheDocument();
    expect(functions.calls('studio-publish-site-text')[0]?.body).toEqual({
      words: { 'home.headline': 'Made with love' },
      prices: { ...specPrices, logoCents: 35000, taxBasisPoints: 825 },
      basedOn: 2,
    });
  });

  it('says what is wrong with a field as she leaves it', async () => {
    const user = userEvent.setup();
    openSite();
    await user.click(await screen.findByRole('tab', { name: 'Contact' }));
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'grace@');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
    await user.tab();

    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveAccessibleDescription('E-mail must be an e-mail address');
    await user.type(field('E-mail'), 'example.com');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('does not publish while a field is at fault, and takes her to it', async () => {
    const user = userEvent.setup();
    const functions = openSite();
    await user.clear(await screen.findByLabelText('Headline'));
    await user.click(partTab('About'));
    await user.click(button('Publish'));

    expect(screen.getByRole('alert')).toHaveTextContent('Please correct these first: Home, headline.');
    expect(partTab('Home, needs correcting')).toHaveAttribute('aria-selected', 'true');
    expect(field('Headline')).toHaveAccessibleDescription('Headline cannot be empty');
    await vi.waitFor(() => expect(field('Headline')).toHaveFocus());
    expect(functions.calls('studio-publish-site-text')).toEqual([]);
  });

  it('shows the server’s refusal of a field beside it', async () => {
    const user = userEvent.setup();
    openSite({
      'studio-publish-site-text': () => ({ status: 400, body: { error: 'words.home.headline: is not allowed here' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    await vi.waitFor(() => expect(field('Headline')).toHaveAccessibleDescription('Headline is not allowed here'));
    expect(field('Headline')).toHaveValue('Made with love');
  });

  it('saves her draft for the preview and shows the part’s page at phone and desktop widths', async () => {
    const user = userEvent.setup();
    const functions = openSite({
      'studio-save-site-draft': (draft) => ({ body: siteDesk({ draft }) }),
    });
    await user.click(await screen.findByRole('tab', { name: 'About' }));
    await user.clear(field('Heading'));
    await user.type(field('Heading'), 'About me');
    await user.click(button('Preview'));

    const address = `${sitePaths.meetArtist}?site-preview&v=1`;
    expect(await screen.findByTitle('Phone')).toHaveAttribute('src', address);
    expect(screen.getByTitle('Phone')).toHaveAttribute('width', '375');
    expect(screen.getByTitle('Desktop')).toHaveAttribute('src', address);
    expect(screen.getByTitle('Desktop')).toHaveAttribute('width', '1280');
    expect(functions.calls('studio-save-site-draft')).toEqual([
      {
        name: 'studio-save-site-draft',
        body: { words: { 'home.headline': 'Made with love', 'about.title': 'About me' }, prices: specPrices },
      },
    ]);

    await user.type(field('Heading'), '!');
    expect(screen.getByText('You changed the draft since: preview again to see your changes.')).toBeInTheDocument();
    await user.click(button('Preview'));
    await vi.waitFor(() =>
      expect(screen.getByTitle('Phone')).toHaveAttribute('src', `${sitePaths.meetArtist}?site-preview&v=2`),
    );
  });

  it('previews her prices on the logo proposal', async () => {
    const user = userEvent.setup();
    openSite({ 'studio-save-site-draft': (draft) => ({ body: siteDesk({ draft }) }) });
    await user.click(await screen.findByRole('tab', { name: 'Prices' }));
    await user.click(button('Preview'));

    expect(await screen.findByTitle('Desktop')).toHaveAttribute('src', `${sitePaths.logoProposal}?site-preview&v=1`);
  });

  it('goes back to an earlier version, made from the version she opened', async () => {
    const user = userEvent.setup();
    const restored: SiteDesk = {
      ...siteDesk(),
      published: { version: 3, words: {}, prices: specPrices, changed: {} },
      versions: [
        { version: 3, publishedAt: '2026-11-26T17:30:00.000Z', note: 'Back to version 1', changes: [] },
        ...siteDesk().versions,
      ],
    };
    const functions = openSite({ 'studio-restore-site-version': () => ({ body: restored }) });
    await user.click(await screen.findByRole('button', { name: 'Go back to this version (version 1)' }));
    await user.click(button('Yes, go back to it'));

    expect(await screen.findByText('Published: version 3, the words and prices of version 1')).toBeInTheDocument();
    expect(functions.calls('studio-restore-site-version')).toEqual([
      { name: 'studio-restore-site-version', body: { version: 1, basedOn: 2 } },
    ]);
    expect(screen.getByText('Back to version 1')).toBeInTheDocument();
    expect(field('Headline')).toHaveValue('Where Faith Meets Creativity');
  });

  it('says when the site was published from elsewhere meanwhile, and keeps her changes', async () => {
    const user = userEvent.setup();
    openSite({ 'studio-publish-site-text': () => ({ status: 409, body: { error: siteChangedMessage } }) });
    await user.clear(await screen.findByLabelText('Headline'));
    await user.type(field('Headline'), 'Painted in prayer');
    await user.click(button('Publish'));

    expect(await screen.findByRole('alert')).toHaveTextContent(siteChangedMessage);
    expect(field('Headline')).toHaveValue('Painted in prayer');
    expect(button('Publish')).not.toHaveAttribute('aria-disabled');
  });
});
