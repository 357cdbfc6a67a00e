import { screen } from '@testing-library/react';
import { resolveSiteText, specPrices, specSiteText, type ResolvedSiteText } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import DepositSuccessScreen from './DepositSuccessScreen';

/**
 * The page at `/payment-success` for a session the server verifies as paid for `projectType`,
 * served with `siteText` (the spec's prices unless given).
 */
function renderVerified(sessionId: string, projectType: string, amountPaid: number, siteText?: ResolvedSiteText) {
  fakeFunctions({
    'verify-payment-and-notify': () => ({
      body: { verified: true, message: 'Payment verified successfully', amountPaid, projectType },
    }),
  });
  renderAt(`/payment-success?session_id=${sessionId}`, <DepositSuccessScreen />, { siteText });
}

describe('the deposit confirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "No session ID found." without a session, titled as an error', () => {
    renderAt('/payment-success', <DepositSuccessScreen />);
    expect(screen.getByText('No session ID found.')).toBeInTheDocument();
    expect(document.title).toBe('Payment Error · Grace Studio');
  });

  it("answers an address whose session id no payment could have in the visitor's words, without asking", async () => {
    const functions = fakeFunctions({});
    renderAt('/payment-success?session_id=cs_test_x', <DepositSuccessScreen />);
    expect(
      await screen.findByText(
        'We could not find this payment. Please check the address, or contact us if you have questions about your payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Payment Error · Grace Studio'));
    expect(functions.calls()).toHaveLength(0);
  });

  it('shows the deposit paid and the balance due once the session is verified, the tab titled to match', async () => {
    renderVerified('cs_test_deposit01', 'Play Harbor Mural Deposit', 475);
    expect(document.title).toBe('Confirming Payment · Grace Studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Payment Successful · Grace Studio'));
    expect(screen.getByText('Your deposit has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText('$475.00 paid')).toBeInTheDocument();
    expect(screen.getByText('Final payment (50%)')).toBeInTheDocument();
    expect(screen.getByText('$475.00 upon completion')).toBeInTheDocument();
    expect(screen.getByText('cs_test_deposit01')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('names the split and the balance due at her prices once she has set them', async () => {
    const prices = { ...specPrices, muralDepositCents: 40000, muralBalanceCents: 60000 };
    renderVerified(
      'cs_test_deposit02',
      'Play Harbor Mural Deposit',
      400,
      resolveSiteText({ ...specSiteText, version: 1, prices }),
    );
    expect(await screen.findByText('Deposit (40%)')).toBeInTheDocument();
    expect(screen.getByText('$400.00 paid')).toBeInTheDocument();
    expect(screen.getByText('Final payment (60%)')).toBeInTheDocument();
    expect(screen.getByText('$600.00 upon completion')).toBeInTheDocument();
  });

  it('confirms a mural paid in full when the payment was its balance', async () => {
    renderVerified('cs_test_balance01', 'Play Harbor Mural Balance', 475);
    expect(await screen.findByText('Your final payment has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText(/The mural is paid in full/)).toBeInTheDocument();
    expect(screen.getByText('$475.00 paid')).toBeInTheDocument();
    expect(screen.queryByText(/upon completion/)).not.toBeInTheDocument();
  });

  it('confirms a painting’s deposit paid through the artist’s payment link', async () => {
    renderVerified('cs_test_painting01', 'Custom Painting Deposit', 300);
    expect(await screen.findByText('Your deposit has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText(/to plan your painting/)).toBeInTheDocument();
    expect(screen.getByText('$300.00 paid')).toBeInTheDocument();
    expect(screen.queryByText(/Mural/)).not.toBeInTheDocument();
  });
});
