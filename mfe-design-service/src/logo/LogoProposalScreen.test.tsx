import { screen, within } from '@testing-library/react';
import { resolveSiteText, specPrices, specSiteText } from 'shared-contracts/site-words';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import LogoProposalScreen from './LogoProposalScreen';

/** A package's card, found by its title. */
const packageCard = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('div') as HTMLElement;

describe('the logo proposal', () => {
  it('offers the spec’s packages at $300 and $450, and the book cover alone at $150', () => {
    renderAt('/dydd-logo-proposal', <LogoProposalScreen />);
    const logo = packageCard('Logo Package');
    const complete = packageCard('Complete Package (Logo + Book Cover)');
    expect(logo).toHaveTextContent('$300.00');
    expect(within(logo).getByRole('link')).toHaveAttribute('href', '/dydd-logo-proposal/payment?package=logo');
    expect(complete).toHaveTextContent('$450.00');
    expect(within(complete).getByRole('link')).toHaveAttribute('href', '/dydd-logo-proposal/payment?package=complete');
    expect(screen.getByText(/On its own, the cover is \$150\.00\./)).toBeInTheDocument();
  });

  it('names her prices once she has set her own', () => {
    const prices = { ...specPrices, logoCents: 35000, completePackageCents: 52500, bookCoverCents: 17500 };
    renderAt('/dydd-logo-proposal', <LogoProposalScreen />, {
      siteText: resolveSiteText({ ...specSiteText, version: 1, prices }),
    });
    expect(packageCard('Logo Package')).toHaveTextContent('$350.00');
    expect(packageCard('Complete Package (Logo + Book Cover)')).toHaveTextContent('$525.00');
    expect(screen.getByText(/On its own, the cover is \$175\.00\./)).toBeInTheDocument();
    expect(screen.queryByText(/\$300|\$450|\$150/)).not.toBeInTheDocument();
  });
});
