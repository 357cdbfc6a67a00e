import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import FaqScreen from './FaqScreen';
import { PolicyPage } from './PolicyPage';
import PrivacyScreen from './PrivacyScreen';
import ShippingReturnsScreen from './ShippingReturnsScreen';
import TermsScreen from './TermsScreen';

describe('a policy page', () => {
  it("shows the artist's words as headings, paragraphs and lists, with the date they last changed", () => {
    renderAt(
      '/terms',
      <PolicyPage
        text={{
          title: 'Terms of Service',
          lead: 'The terms of buying here.',
          updated: 'May 1, 2026',
          sections: [
            { heading: 'Payment', body: ['Cards are charged when you order.', ['Visa', 'Mastercard']] },
            { heading: 'Changes', body: ['The date above shows when.'] },
          ],
        }}
      />,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('The terms of buying here.')).toBeInTheDocument();
    expect(screen.getByText('Last updated May 1, 2026')).toBeInTheDocument();
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

  it('ends with how to ask, by e-mail or on the contact page, and a verse', () => {
    renderAt('/privacy', <PrivacyScreen />);

    expect(screen.getByRole('link', { name: 'studio@example.com' })).toHaveAttribute(
      'href',
      'mailto:studio@example.com',
    );
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-grace');
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
    const section = screen.getByRole('heading', { name: 'Our mailing list' }).parentElement!;
    expect(
      within(section)
        .getAllByRole('paragraph')
        .map((paragraph) => paragraph.textContent),
    ).toEqual([
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
  ])('%s shows its own heading and text', (path, page, title, words) => {
    renderAt(path, page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(words).length).toBeGreaterThan(0);
  });
});
