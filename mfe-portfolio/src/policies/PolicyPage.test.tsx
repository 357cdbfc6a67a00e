import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SiteTextContext, type ChangedWords, type SiteText } from 'shared-contracts/site-words';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import { publishedText } from '../testing/site-text';
import FaqScreen from './FaqScreen';
import PrivacyScreen from './PrivacyScreen';
import ShippingReturnsScreen from './ShippingReturnsScreen';
import TermsScreen from './TermsScreen';

/** The page rendered with these words published, changed on these days. */
function renderWithHerWords(path: string, page: ReactElement, words: ChangedWords, changed: SiteText['changed'] = {}) {
  return renderAt(
    path,
    <SiteTextContext.Provider value={publishedText(words, changed)}>{page}</SiteTextContext.Provider>,
  );
}

/** The paragraphs between a heading and the next heading of its level. */
function paragraphsUnder(heading: HTMLElement): (string | null)[] {
  const paragraphs: (string | null)[] = [];
  for (let next = heading.nextElementSibling; next && next.tagName !== heading.tagName;) {
    if (next.tagName === 'P') paragraphs.push(next.textContent);
    next = next.nextElementSibling;
  }
  return paragraphs;
}

describe('a policy page', () => {
  it("shows the artist's words as headings, paragraphs and lists under the page's own title", () => {
    renderWithHerWords('/terms', <TermsScreen />, {
      'terms.lead': 'The terms of buying here.',
      'terms.text':
        '## Payment\n\nCards are charged when you order.\n\n- Visa\n- Mastercard\n\n## Changes\n\nThe date above.',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('The terms of buying here.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Payment',
      'Changes',
      'Still have a question?',
    ]);
    expect(screen.getByText('Cards are charged when you order.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard']);
  });

  it('says it was last updated on the day she changed it, else on the date of the spec', () => {
    const { unmount } = renderWithHerWords('/faq', <FaqScreen />, { 'faq.text': '## New' }, { faq: '2026-12-01' });
    expect(screen.getByText('Last updated December 1, 2026')).toBeInTheDocument();
    unmount();

    renderAt('/faq', <FaqScreen />);
    expect(screen.getByText('Last updated November 24, 2026')).toBeInTheDocument();
  });

  it('shows HTML she types in the lead or the text as text', () => {
    const { container } = renderWithHerWords('/privacy', <PrivacyScreen />, {
      'privacy.lead': '<b>Hi</b>',
      'privacy.text': '<script>alert(1)</script>\n\n[Click me](javascript:alert(1))',
    });

    expect(screen.getByText('<b>Hi</b>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('b, script')).toBeNull();
    expect(screen.getByText('Click me')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('ends with how to ask, at her e-mail address or on the contact page, and a verse', () => {
    renderWithHerWords('/privacy', <PrivacyScreen />, { 'contact.email': 'grace@example.org' });

    const ask = screen.getByRole('complementary', { name: 'Still have a question?' });
    expect(within(ask).getByRole('link', { name: 'grace@example.org' })).toHaveAttribute(
      'href',
      'mailto:grace@example.org',
    );
    expect(within(ask).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-grace');
    expect(screen.getByText('Colossians 3:23')).toBeInTheDocument();
  });

  it('says what the mailing list keeps and for how long, after how long the rest is kept', () => {
    renderAt('/privacy', <PrivacyScreen />);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(headings.indexOf('How long we keep it'), headings.indexOf('Your rights') + 1)).toEqual([
      'How long we keep it',
      'Our mailing list',
      'Your rights',
    ]);
    expect(paragraphsUnder(screen.getByRole('heading', { name: 'Our mailing list' }))).toEqual([
      "If you ask to hear about new work, we keep your e-mail address, where on the site you signed up (the footer, a piece's page, the checkout, or an import of addresses you had already given us), and when you asked and when you confirmed. Nothing is sent to an address until its owner follows the link in our confirmation e-mail. For each letter we keep whether it reached you or was refused by your mail server.",
      'Every letter has an unsubscribe link, and mail programs show a one-click Unsubscribe button. Once you unsubscribe we send you nothing more, and we keep your address and those dates for two years as a record of your consent, then delete them. An address that is never confirmed is deleted after 30 days.',
      'If you ask to be told when a reserved piece becomes available again, we keep your address until we have written to you once, or until the piece is sold, and then delete it.',
    ]);
  });

  it.each<[string, ReactElement, string, RegExp]>([
    [
      '/shipping-returns',
      <ShippingReturnsScreen />,
      'Shipping & Returns',
      /free when they come to more than \$50 together, otherwise \$9\.99/,
    ],
    ['/privacy', <PrivacyScreen />, 'Privacy Policy', /Printful makes and ships merch and prints/],
    ['/terms', <TermsScreen />, 'Terms of Service', /held for you for 15 minutes/],
    ['/faq', <FaqScreen />, 'Frequently Asked Questions', /takes about 4-5 weeks/],
  ])('%s shows its own heading and, by default, the words of the spec', (path, page, title, words) => {
    renderAt(path, page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(words).length).toBeGreaterThan(0);
  });

  it.each<[string, ReactElement, 'shippingReturns' | 'privacy' | 'terms' | 'faq']>([
    ['/shipping-returns', <ShippingReturnsScreen />, 'shippingReturns'],
    ['/privacy', <PrivacyScreen />, 'privacy'],
    ['/terms', <TermsScreen />, 'terms'],
    ['/faq', <FaqScreen />, 'faq'],
  ])('%s shows her own lead and text', (path, page, part) => {
    renderWithHerWords(path, page, { [`${part}.lead`]: 'Her lead.', [`${part}.text`]: '## Her heading' });

    expect(screen.getByText('Her lead.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Her heading' })).toBeInTheDocument();
  });
});
