import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('the footer', () => {
  it('shows the tagline, the scripture and the 2024 copyright', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText('Creativity Rooted in Faith')).toBeInTheDocument();
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('links to the seven destinations, the about section as an anchor', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Footer' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Meet Grace', '/#meet-grace'],
      ['Print Shop', '/print-shop'],
      ['Art Shop', '/art-shop'],
      ['Custom Paintings', '/custom-paintings'],
      ['T-Shirts', '/t-shirts'],
      ['Contact', '/contact'],
    ]);
  });

  it('links to the shipping and returns, privacy, terms and FAQ pages', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Shop policies' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Shipping & Returns', '/shipping-returns'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['FAQ', '/faq'],
    ]);
  });
});
