import { screen } from '@testing-library/react';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/render-at';
import DepositSuccessScreen from './DepositSuccessScreen';

describe('the deposit confirmation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "No session ID found." without a session', () => {
    renderAt('/payment-success', <DepositSuccessScreen />);
    expect(screen.getByText('No session ID found.')).toBeInTheDocument();
  });

  it('shows the deposit paid and the balance due once the session is verified', async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: {
          verified: true,
          message: 'Payment verified successfully',
          amountPaid: 475,
          projectType: 'Play Harbor Mural Deposit',
        },
      }),
    });
    renderAt('/payment-success?session_id=cs_test_deposit01', <DepositSuccessScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your deposit has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText('$475.00 paid')).toBeInTheDocument();
    expect(screen.getByText('$475.00 upon completion')).toBeInTheDocument();
    expect(screen.getByText('cs_test_deposit01')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('confirms a mural paid in full when the payment was its balance', async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: {
          verified: true,
          message: 'Payment verified successfully',
          amountPaid: 475,
          projectType: 'Play Harbor Mural Balance',
        },
      }),
    });
    renderAt('/payment-success?session_id=cs_test_balance01', <DepositSuccessScreen />);
    expect(await screen.findByText('Your final payment has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText(/The mural is paid in full/)).toBeInTheDocument();
    expect(screen.getByText('$475.00 paid')).toBeInTheDocument();
    expect(screen.queryByText(/upon completion/)).not.toBeInTheDocument();
  });

  it('confirms a painting’s deposit paid through the artist’s payment link', async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: {
          verified: true,
          message: 'Payment verified successfully',
          amountPaid: 300,
          projectType: 'Custom Painting Deposit',
        },
      }),
    });
    renderAt('/payment-success?session_id=cs_test_painting01', <DepositSuccessScreen />);
    expect(await screen.findByText('Your deposit has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText(/to plan your painting/)).toBeInTheDocument();
    expect(screen.getByText('$300.00 paid')).toBeInTheDocument();
    expect(screen.queryByText(/Mural/)).not.toBeInTheDocument();
  });
});
