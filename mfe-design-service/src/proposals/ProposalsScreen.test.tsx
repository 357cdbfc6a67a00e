import { screen, within } from '@testing-library/react';
import { callKey } from 'shared-contracts/function-contract';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import ProposalsScreen from './ProposalsScreen';

const muralExample = {
  id: 'ex_church_wall',
  title: 'Fellowship Hall Mural',
  kind: 'mural' as const,
  description: 'A wall of wheat fields and morning light for a church fellowship hall.',
  price: 2400,
};

/** Each card as a visitor reads it. */
const cards = () =>
  screen.getAllByRole('listitem').map((card) => ({
    type: card.querySelector('p')?.textContent,
    title: within(card).getByRole('heading').textContent,
    link: within(card).getByRole('link', { name: 'View Proposal' }).getAttribute('href'),
  }));

describe('the proposals index', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the two proposals with type, status and a link to each', () => {
    fakeFunctions({ 'get-proposal-examples': () => ({ body: { examples: [] } }) });
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

  it('lists the proposals she shows as examples after the two, each with a grey Example badge', async () => {
    fakeFunctions({ 'get-proposal-examples': () => ({ body: { examples: [muralExample] } }) });
    renderAt('/proposal', <ProposalsScreen />);

    expect(await screen.findByRole('heading', { name: 'Fellowship Hall Mural' })).toBeInTheDocument();
    expect(cards()).toEqual([
      { type: 'Mural Design', title: 'Play Harbor Mural', link: '/play-harbor-proposal' },
      { type: 'Logo Design', title: 'DYDD Logo Design', link: '/dydd-logo-proposal' },
      { type: 'Mural', title: 'Fellowship Hall Mural', link: '/proposal/examples/ex_church_wall' },
    ]);
    const example = screen.getAllByRole('listitem')[2]!;
    expect(within(example).getByText('Example').className).toContain('inactive');
    expect(within(example).getByText(muralExample.description)).toBeInTheDocument();
  });

  it('shows the examples a page rendered on the server came with at once, without asking', () => {
    const functions = fakeFunctions({});
    renderAt('/proposal', <ProposalsScreen />, {
      pageData: { [callKey('get-proposal-examples', {})]: { examples: [muralExample] } },
    });
    expect(screen.getByRole('heading', { name: 'Fellowship Hall Mural' })).toBeInTheDocument();
    expect(functions.calls()).toHaveLength(0);
  });

  it('keeps the two proposals when the examples cannot be loaded', async () => {
    const functions = fakeFunctions({ 'get-proposal-examples': () => ({ status: 503, body: { error: 'Busy' } }) });
    renderAt('/proposal', <ProposalsScreen />);
    await vi.waitFor(() => expect(functions.calls('get-proposal-examples')).toHaveLength(1));
    expect(cards().map((card) => card.title)).toEqual(['Play Harbor Mural', 'DYDD Logo Design']);
  });
});
