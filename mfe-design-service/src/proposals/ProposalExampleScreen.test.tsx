import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callKey } from 'shared-contracts/function-contract';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentProposal } from '../testing/commissions';
import { renderAt } from '../testing/render-at';
import ProposalExampleScreen from './ProposalExampleScreen';

const route = '/proposal/examples/:exampleId';
const {
  version: _version,
  sentAt: _sentAt,
  acceptedAt: _acceptedAt,
  acceptedBy: _acceptedBy,
  ...example
} = sentProposal;

describe('a proposal shown as an example', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the proposal addressed to nobody, and offers a proposal of their own', async () => {
    const functions = fakeFunctions({ 'get-proposal-example': () => ({ body: { proposal: example } }) });
    renderAt('/proposal/examples/ex_grove', <ProposalExampleScreen />, { route });

    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Grove at Dawn' })).toBeInTheDocument();
    expect(functions.calls()).toEqual([{ name: 'get-proposal-example', body: { id: 'ex_grove' } }]);
    expect(screen.getByRole('heading', { level: 2, name: 'The painting' })).toBeInTheDocument();
    expect(screen.getByText('Price').nextSibling).toHaveTextContent('$1,200.00');
    expect(screen.queryByText(/Prepared for/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Valid until/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request Custom Proposal' })).toHaveAttribute('href', '/contact-grace');
  });

  it('shows the example a page rendered on the server came with at once, without asking', () => {
    const functions = fakeFunctions({});
    renderAt('/proposal/examples/ex_grove', <ProposalExampleScreen />, {
      route,
      pageData: { [callKey('get-proposal-example', { id: 'ex_grove' })]: { proposal: example } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Olive Grove at Dawn' })).toBeInTheDocument();
    expect(functions.calls()).toHaveLength(0);
  });

  it('says so when she shows no such example', async () => {
    fakeFunctions({ 'get-proposal-example': () => ({ status: 404, body: { error: 'No such proposal' } }) });
    renderAt('/proposal/examples/ex_gone', <ProposalExampleScreen />, { route });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This proposal is not shown any more' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the proposals on show' })).toHaveAttribute('href', '/proposal');
  });

  it('offers to load the example again when it could not be loaded', async () => {
    let fail = true;
    fakeFunctions({
      'get-proposal-example': () => (fail ? { status: 503, body: { error: 'Busy' } } : { body: { proposal: example } }),
    });
    renderAt('/proposal/examples/ex_grove', <ProposalExampleScreen />, { route });

    expect(await screen.findByRole('alert')).toHaveTextContent('The proposal could not be loaded');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Olive Grove at Dawn' })).toBeInTheDocument();
  });
});
