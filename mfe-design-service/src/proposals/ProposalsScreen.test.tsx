import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render-at';
import ProposalsScreen from './ProposalsScreen';

describe('the proposals index', () => {
  it('lists the two proposals with type, status and a link to each', () => {
    renderAt('/proposal', <ProposalsScreen />);
    const cards = screen.getAllByRole('listitem').map((card) => ({
      title: within(card).getByRole('heading').textContent,
      status: within(card).getByText('Active').className,
      link: within(card).getByRole('link', { name: 'View Proposal' }).getAttribute('href'),
    }));
    expect(cards).toEqual([
      { title: 'Play Harbor Mural', status: expect.stringContaining('active'), link: '/play-harbor-proposal' },
      { title: 'DYDD Logo Design', status: expect.stringContaining('active'), link: '/dydd-logo-proposal' },
    ]);
    expect(screen.getByText('Mural Design')).toBeInTheDocument();
    expect(screen.getByText('Logo Design')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Custom Proposal' })).toHaveAttribute('href', '/contact-grace');
  });
});
