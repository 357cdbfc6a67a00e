import { screen, within } from '@testing-library/react';
import { SiteTextContext, type ChangedWords } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../testing/artwork-fixtures';
import { renderAt } from '../testing/render-at';
import { publishedText } from '../testing/site-text';
import AboutScreen from './AboutScreen';

const renderWithHerWords = (words: ChangedWords) =>
  renderAt(
    '/meet-grace',
    <SiteTextContext.Provider value={publishedText(words)}>
      <AboutScreen />
    </SiteTextContext.Provider>,
  );

describe('the about page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the story with the scripture, the three traits and the portrait', () => {
    renderAt('/meet-grace', <AboutScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Meet the artist' })).toBeInTheDocument();
    const story = screen.getByRole('region', { name: 'Meet the artist' }).textContent!;
    for (const theme of ['studio art', 'large banners', 'custom clothing', 'graphic design', 'rooted in faith']) {
      expect(story).toContain(theme);
    }
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
    const traits = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(traits).toEqual(['Daughter of the King', 'Chicago Bears fan', 'Dog mom of a golden retriever']);
    expect(screen.getByRole('img', { name: /Grace, the artist/ })).toBeInTheDocument();
  });

  it('offers a commission and the Instagram journey', () => {
    renderAt('/meet-grace', <AboutScreen />);
    const section = screen.getByRole('region', { name: 'Meet the artist' });
    expect(within(section).getByRole('link', { name: 'Commission a Piece' })).toHaveAttribute(
      'href',
      '/custom-paintings',
    );
    const instagram = within(section).getByRole('link', { name: 'Follow My Journey' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/gracestudio.art');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the portrait the artist chose in her studio in place of the illustration', async () => {
    const portrait = { ...piece(1).photos[0]!, alt: 'Grace at her easel' };
    fakeFunctions({ 'get-site-photos': () => ({ body: { studio: null, portrait } }) });
    renderAt('/meet-grace', <AboutScreen />);

    expect(await screen.findByRole('img', { name: 'Grace at her easel' })).toHaveAttribute('src', '/media/p1-1600.jpg');
    expect(screen.queryByRole('img', { name: /Grace, the artist/ })).not.toBeInTheDocument();
  });

  it('tells the story in the words she published', () => {
    renderWithHerWords({
      'about.title': 'About me',
      'about.paragraph1': 'I paint.',
      'about.paragraph2': 'I draw.',
      'about.paragraph3': 'I pray.',
      'about.scripture': 'For we are his workmanship.',
      'about.scriptureReference': 'Eph 2:10',
      'about.trait1Title': 'Painter',
      'about.trait1Text': 'Every day.',
      'about.trait2Title': 'Painter',
      'about.trait3Text': 'Her dog, Sunny.',
    });

    const section = screen.getByRole('region', { name: 'About me' });
    expect(within(section).getByRole('heading', { level: 1 })).toHaveTextContent('About me');
    for (const words of ['I paint.', 'I draw.', 'I pray.', 'Eph 2:10', 'Every day.', 'Her dog, Sunny.']) {
      expect(within(section).getByText(words)).toBeInTheDocument();
    }
    expect(within(section).getByText(/For we are his workmanship\./)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Painter',
      'Painter',
      'Dog mom of a golden retriever',
    ]);
  });

  it('follows her journey at her own Instagram address, and offers no journey when she has none', () => {
    const { unmount } = renderWithHerWords({ 'contact.instagram': 'https://www.instagram.com/grace.paints' });
    expect(screen.getByRole('link', { name: 'Follow My Journey' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/grace.paints',
    );
    unmount();

    renderWithHerWords({ 'contact.instagram': '' });
    expect(screen.queryByRole('link', { name: 'Follow My Journey' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commission a Piece' })).toBeInTheDocument();
  });

  it('shows markup she typed as text', () => {
    const { container } = renderWithHerWords({ 'about.paragraph1': '<b>Hi</b>', 'about.trait1Title': '<em>x</em>' });

    expect(screen.getByText('<b>Hi</b>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<em>x</em>' })).toBeInTheDocument();
    expect(container.querySelector('b, em')).toBeNull();
  });
});
