import { screen, within } from '@testing-library/react';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piece } from '../testing/artwork-fixtures';
import { renderAt } from '../testing/render-at';
import AboutScreen from './AboutScreen';

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
});
