import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { listPromise, signUpReceivedMessage } from 'shared-contracts/mailing-list';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { resolveSiteText, SiteTextContext, specSiteText } from 'shared-contracts/site-words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

describe('the footer', () => {
  it('shows the tagline, the scripture and the 2024 copyright', () => {
    renderFooter();
    expect(screen.getByText('Creativity Rooted in Faith')).toBeInTheDocument();
    expect(screen.getByText('Ephesians 2:10')).toBeInTheDocument();
    expect(screen.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('shows her tagline once she has written her own, markup and all as text', () => {
    render(
      <SiteTextContext.Provider
        value={resolveSiteText({
          ...specSiteText,
          version: 3,
          words: { 'footer.tagline': '<em>Made</em> with prayer' },
        })}
      >
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </SiteTextContext.Provider>,
    );
    expect(screen.getByText('<em>Made</em> with prayer')).toBeInTheDocument();
    expect(screen.queryByText('Creativity Rooted in Faith')).not.toBeInTheDocument();
  });

  it('links to the eight destinations, the about section as an anchor', () => {
    renderFooter();
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
      ['Gift cards', '/gift-cards'],
      ['Contact', '/contact'],
    ]);
  });

  it('links to the shipping and returns, privacy, terms and FAQ pages', () => {
    renderFooter();
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

describe("the footer's sign-up to the list", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what the list sends, and subscribes the address with a thank-you in place of the form', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'list-sign-up': () => ({ body: { received: true } }) });
    renderFooter();
    const field = screen.getByLabelText('E-mail address for news');
    expect(field).toHaveAccessibleDescription(listPromise);

    await user.type(field, ' martha@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByRole('status')).toHaveTextContent(signUpReceivedMessage);
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByLabelText('E-mail address for news')).not.toBeInTheDocument();
    expect(functions.calls('list-sign-up')).toEqual([
      { name: 'list-sign-up', body: { email: 'martha@example.com', source: 'footer', website: '' } },
    ]);
  });

  it.each([
    ['a malformed address', 'martha@example'],
    ['two addresses after a comma', 'martha@example.com, mary@example.com'],
    ['an address with a line break', 'martha@example.com\nBcc: mary@example.com'],
    ['a 300-character address', `${'m'.repeat(288)}@example.com`],
  ])('refuses %s beside the field, sends nothing and keeps the text', async (_case, pasted) => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'list-sign-up': () => ({ body: { received: true } }) });
    renderFooter();
    const field = screen.getByLabelText('E-mail address for news');

    fireEvent.change(field, { target: { value: pasted } });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(`${listPromise} Please enter a valid email address`);
    expect(field).toHaveFocus();
    // An e-mail field drops the line breaks of what is pasted into it; the rest stays as it was.
    expect(field).toHaveValue(pasted.replace('\n', ''));
    expect(functions.calls()).toEqual([]);
  });

  it('asks for an address when there is none', async () => {
    const user = userEvent.setup();
    fakeFunctions({});
    renderFooter();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByLabelText('E-mail address for news')).toHaveAccessibleDescription(
      `${listPromise} Please enter your email address`,
    );
  });

  it("shows the server's refusal beside the field and keeps the address", async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'list-sign-up': () => ({
        status: 429,
        body: { error: 'Too many requests. Please wait a few minutes and try again.' },
      }),
    });
    renderFooter();
    const field = screen.getByLabelText('E-mail address for news');

    await user.type(field, 'martha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('martha@example.com');
    expect(field).toHaveFocus();
  });

  it('keeps the field for bots out of sight and out of reach', () => {
    renderFooter();
    const honeypot = document.getElementById('footer-news-website')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
  });
});
