import { screen, within } from '@testing-library/react';
import { SiteTextContext } from 'shared-contracts/site-words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import { publishedText } from '../testing/site-text';
import HomeScreen from './HomeScreen';

describe('the home page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('greets with the hero: title, role, scripture and the two calls to action', () => {
    renderAt('/', <HomeScreen />);
    const hero = screen.getByRole('region', { name: 'Where Faith Meets Creativity' });
    expect(within(hero).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hero).getByText('Artist & Designer')).toBeInTheDocument();
    expect(within(hero).getByText('Psalm 90:17')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Shop Prints' })).toHaveAttribute('href', '/print-shop');
    expect(within(hero).getByRole('link', { name: 'Commission a Piece' })).toHaveAttribute('href', '/custom-paintings');
    expect(within(hero).getByRole('img', { name: /studio/ })).toHaveAttribute('width', '640');
  });

  it('shows the five collections with their buttons and destinations', () => {
    renderAt('/', <HomeScreen />);
    const section = screen.getByRole('region', { name: 'Discover My Collections' });
    const cards = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => {
        const link = within(heading.closest('li')!).getByRole('link');
        return [heading.textContent, link.textContent, link.getAttribute('href')];
      });
    expect(cards).toEqual([
      ['Fine Art', 'View Gallery', '/fine-art'],
      ['Prints', 'Shop Prints', '/prints'],
      ['Commissions', 'Start Commission', '/custom-paintings'],
      ['Merch', 'Shop Merch', '/merch'],
      ['Gift Cards', 'Give a Gift Card', '/gift-cards'],
    ]);
    expect(within(section).getByRole('link', { name: 'Shop All Collections' })).toHaveAttribute('href', '/merch');
    expect(within(section).getByRole('link', { name: 'Meet the Artist' })).toHaveAttribute('href', '#meet-grace');
  });

  it('ends with the about section, anchored for the footer link', () => {
    renderAt('/', <HomeScreen />);
    const about = screen.getByRole('region', { name: 'Meet the artist' });
    expect(about).toHaveAttribute('id', 'meet-grace');
    expect(within(about).getByRole('heading', { level: 2, name: 'Meet the artist' })).toBeInTheDocument();
  });

  it('shows the words she published in the hero, the collections and their cards, two cards of one title too', () => {
    const reactWarning = vi.spyOn(console, 'error');
    renderAt(
      '/',
      <SiteTextContext.Provider
        value={publishedText({
          'home.role': 'Painter',
          'home.headline': 'Made by hand, with faith',
          'home.scripture': 'Commit to the Lord whatever you do.',
          'home.scriptureReference': 'Proverbs 16:3',
          'home.intro': 'Paintings from my studio.',
          'home.collectionsTitle': 'What I make',
          'home.collectionsLead': 'Pick a room.',
          'home.printsTitle': 'Art prints',
          'home.printsText': 'Prints for your walls.',
          'home.printsButton': 'See the prints',
          'home.merchTitle': 'Art prints',
        })}
      >
        <HomeScreen />
      </SiteTextContext.Provider>,
    );

    const hero = screen.getByRole('region', { name: 'Made by hand, with faith' });
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Made by hand, with faith');
    for (const words of [
      'Painter',
      'Commit to the Lord whatever you do.',
      'Proverbs 16:3',
      'Paintings from my studio.',
    ]) {
      expect(within(hero).getByText(words, { exact: false })).toBeInTheDocument();
    }
    const section = screen.getByRole('region', { name: 'What I make' });
    expect(within(section).getByText('Pick a room.')).toBeInTheDocument();
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Fine Art', 'Art prints', 'Commissions', 'Art prints', 'Gift Cards']);
    const prints = within(section).getAllByRole('heading', { name: 'Art prints' })[0]!.closest('li')!;
    expect(within(prints).getByText('Prints for your walls.')).toBeInTheDocument();
    expect(within(prints).getByRole('link', { name: 'See the prints' })).toHaveAttribute('href', '/prints');
    expect(reactWarning).not.toHaveBeenCalled();
  });

  it('shows markup she typed as text', () => {
    const { container } = renderAt(
      '/',
      <SiteTextContext.Provider value={publishedText({ 'home.headline': '<b>Hi</b>', 'home.fineArtText': '<i>x</i>' })}>
        <HomeScreen />
      </SiteTextContext.Provider>,
    );

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('<b>Hi</b>');
    expect(screen.getByText('<i>x</i>')).toBeInTheDocument();
    expect(container.querySelector('b, i')).toBeNull();
  });
});
