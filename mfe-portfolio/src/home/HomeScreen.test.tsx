import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import HomeScreen from './HomeScreen';

describe('the home page', () => {
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
});
