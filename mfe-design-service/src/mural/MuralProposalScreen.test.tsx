import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { priceChangedMessage } from 'shared-contracts/design-service';
import { resolveSiteText, specPrices, specSiteText } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePayment } from '../payments/payment-announcements';
import { renderAt } from '../testing/render-at';
import MuralProposalScreen from './MuralProposalScreen';

async function fillClient(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Anna Prophet');
  await user.type(screen.getByLabelText('Email'), 'anna@playharbor.example');
  await user.type(screen.getByLabelText('Phone'), '312-555-0199');
}

describe('the mural proposal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the room to scale, the mock-up, the design and the pricing', () => {
    renderAt('/play-harbor-proposal', <MuralProposalScreen />);
    const plan = screen.getByRole('img', { name: 'Floor plan of the Play Harbor room' });
    expect(plan).toHaveTextContent('19 ft');
    expect(plan).toHaveTextContent('11 ft');
    expect(plan).toHaveTextContent('Ceiling height: 9 ft');
    expect(plan).toHaveTextContent('Door');
    expect(plan).toHaveTextContent('Window');
    expect(screen.getByRole('img', { name: 'Colour mock-up of the wave pattern' })).toBeInTheDocument();
    expect(screen.getByText('$950.00')).toBeInTheDocument();
    expect(screen.getAllByText('$475.00')).toHaveLength(2);
    expect(
      screen.getByText('50% deposit required to start • Remaining balance due upon completion'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discuss Modifications' })).toHaveAttribute('href', '/contact-grace');
  });

  it('asks who is accepting, then opens the hosted payment for the $475 deposit in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const functions = fakeFunctions({ 'create-payment': () => ({ body: { url: 'http://pay.test/pay/cs_test_1' } }) });
    const { toasts } = renderAt('/play-harbor-proposal', <MuralProposalScreen />);
    const accept = screen.getByRole('button', { name: 'Accept Proposal - Pay $475 Deposit' });

    await user.click(accept);
    expect(toasts).toEqual([{ title: 'Missing Information', description: 'Please fill out all required fields' }]);

    await fillClient(user);
    await user.click(accept);

    expect(functions.calls('create-payment')[0]?.body).toEqual({
      clientName: 'Anna Prophet',
      email: 'anna@playharbor.example',
      phone: '312-555-0199',
      address: '',
      amount: 475,
      projectType: 'Play Harbor Mural Deposit',
    });
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('http://pay.test/pay/cs_test_1'));
    expect(toasts.at(-1)).toEqual({ title: 'Redirecting to Payment', description: 'Opening secure payment window...' });
  });

  it('prices the mural, its split and the deposit it sends at her prices once she has set them', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn() })),
    );
    const functions = fakeFunctions({ 'create-payment': () => ({ body: { url: 'http://pay.test/pay/cs_test_4' } }) });
    const prices = { ...specPrices, muralDepositCents: 40000, muralBalanceCents: 60000 };
    renderAt('/play-harbor-proposal', <MuralProposalScreen />, {
      siteText: resolveSiteText({ ...specSiteText, version: 1, prices }),
    });
    expect(screen.getByText('Full room wrap, all materials included').nextSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Deposit to start (40%)').nextSibling).toHaveTextContent('$400.00');
    expect(screen.getByText('Balance on completion (60%)').nextSibling).toHaveTextContent('$600.00');
    expect(
      screen.getByText('40% deposit required to start • Remaining balance due upon completion'),
    ).toBeInTheDocument();

    await fillClient(user);
    await user.click(screen.getByRole('button', { name: 'Accept Proposal - Pay $400 Deposit' }));
    await vi.waitFor(() => expect(functions.calls('create-payment')).toHaveLength(1));
    expect(functions.calls('create-payment')[0]?.body).toMatchObject({
      amount: 400,
      projectType: 'Play Harbor Mural Deposit',
    });
  });

  it('shows the server’s message when the deposit changed since the page was opened, keeping what was typed', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const changed = priceChangedMessage('Play Harbor Mural Deposit', 500);
    fakeFunctions({ 'create-payment': () => ({ status: 409, body: { error: changed } }) });
    const { toasts } = renderAt('/play-harbor-proposal', <MuralProposalScreen />);
    await fillClient(user);
    await user.click(screen.getByRole('button', { name: 'Accept Proposal - Pay $475 Deposit' }));

    await vi.waitFor(() => expect(toasts).toEqual([{ title: 'Payment Error', description: changed }]));
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Anna Prophet');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@playharbor.example');
    expect(screen.getByLabelText('Phone')).toHaveValue('312-555-0199');
    expect(screen.getByRole('button', { name: 'Accept Proposal - Pay $475 Deposit' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/play-harbor-proposal');
  });

  it('offers the confirmation instead of a second deposit once the other tab has paid it', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'open',
      vi.fn(() => ({ location: { href: '' }, close: vi.fn() })),
    );
    fakeFunctions({
      'create-payment': () => ({
        body: { url: 'http://pay.test/pay/cs_test_deposit9', sessionId: 'cs_test_deposit9' },
      }),
      'verify-payment-and-notify': () => ({
        body: {
          verified: true,
          message: 'Payment verified successfully',
          amountPaid: 475,
          projectType: 'Play Harbor Mural Deposit',
        },
      }),
    });
    renderAt('/play-harbor-proposal', <MuralProposalScreen />);
    await fillClient(user);
    await user.click(screen.getByRole('button', { name: 'Accept Proposal - Pay $475 Deposit' }));
    await vi.waitFor(() => expect(window.open).toHaveBeenCalled());

    announcePayment('cs_test_deposit9');
    expect(await screen.findByRole('heading', { name: 'Deposit received' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment of $475.00 for the Play Harbor Mural Deposit has been received and confirmed: there is no need to pay it again.',
    );
    expect(screen.queryByRole('button', { name: /Pay \$475 Deposit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Your Confirmation' })).toHaveAttribute(
      'href',
      '/payment-success?session_id=cs_test_deposit9',
    );
  });
});
