import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { priceChangedMessage } from 'shared-contracts/design-service';
import { subscribe } from 'shared-contracts/events';
import { resolveSiteText, specPrices, specSiteText } from 'shared-contracts/site-words';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { announcePayment } from '../payments/payment-announcements';
import { renderAt } from '../testing/render-at';
import LogoPaymentScreen from './LogoPaymentScreen';

const tab = { location: { href: '' }, close: vi.fn() };

/** The site once she has published a logo price of her own, $350. */
const herSiteText = resolveSiteText({ ...specSiteText, version: 1, prices: { ...specPrices, logoCents: 35000 } });

async function fillClient(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Deborah Judge');
  await user.type(screen.getByLabelText('Email'), 'deborah@example.com');
  await user.type(screen.getByLabelText('Phone'), '312-555-0100');
}

describe('the agreement and payment page', () => {
  beforeEach(() => {
    tab.location.href = '';
    tab.close.mockClear();
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['?package=logo', 'Divine Design Logo Project', '$300.00'],
    ['?package=complete', 'Divine Design Complete Package (Logo + Book Cover)', '$450.00'],
    ['?package=gold', 'Divine Design Logo Project', '$300.00'],
    ['', 'Divine Design Logo Project', '$300.00'],
  ])('%s is the %s at %s', (query, projectType, price) => {
    renderAt(`/dydd-logo-proposal/payment${query}`, <LogoPaymentScreen />);
    expect(screen.getByRole('heading', { level: 2, name: projectType })).toBeInTheDocument();
    expect(screen.getAllByText(price).length).toBeGreaterThan(0);
  });

  it('keeps Proceed disabled until the agreement is accepted, and asks for every detail', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'create-payment': () => ({ body: { url: 'http://pay.test/x' } }) });
    const { toasts } = renderAt('/dydd-logo-proposal/payment?package=logo', <LogoPaymentScreen />);
    const proceed = screen.getByRole('button', { name: /Proceed to Secure Payment/ });
    expect(proceed).toBeDisabled();

    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    expect(proceed).toBeEnabled();
    await user.click(proceed);
    expect(toasts).toEqual([{ title: 'Missing Information', description: 'Please fill out all required fields' }]);
    expect(functions.calls()).toHaveLength(0);
  });

  it('opens the hosted payment page in a new tab for the package price', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'create-payment': () => ({ body: { url: 'http://pay.test/pay/cs_test_2' } }) });
    const { toasts } = renderAt('/dydd-logo-proposal/payment?package=complete', <LogoPaymentScreen />);
    await fillClient(user);
    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    await user.click(screen.getByRole('button', { name: /Proceed to Secure Payment/ }));

    await vi.waitFor(() => expect(tab.location.href).toBe('http://pay.test/pay/cs_test_2'));
    expect(functions.calls('create-payment')[0]?.body).toMatchObject({
      amount: 450,
      projectType: 'Divine Design Complete Package (Logo + Book Cover)',
      address: '',
    });
    expect(toasts).toEqual([{ title: 'Redirecting to Payment', description: 'Opening secure payment window...' }]);
  });

  it('shows her price, not the spec’s, and sends it as the amount', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'create-payment': () => ({ body: { url: 'http://pay.test/pay/cs_test_3' } }) });
    renderAt('/dydd-logo-proposal/payment?package=logo', <LogoPaymentScreen />, { siteText: herSiteText });
    expect(screen.getAllByText('$350.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/The full price of \$350\.00 is paid today/)).toBeInTheDocument();
    expect(screen.queryByText(/\$300/)).not.toBeInTheDocument();

    await fillClient(user);
    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Secure Payment • $350.00' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('http://pay.test/pay/cs_test_3'));
    expect(functions.calls('create-payment')[0]?.body).toMatchObject({
      amount: 350,
      projectType: 'Divine Design Logo Project',
    });
  });

  it('shows the server’s message as an error when the price changed since the page was opened, keeping what was typed', async () => {
    const user = userEvent.setup();
    const changed = priceChangedMessage('Divine Design Logo Project', 350);
    fakeFunctions({ 'create-payment': () => ({ status: 409, body: { error: changed } }) });
    const tones: unknown[] = [];
    onTestFinished(subscribe('toast:show', ({ tone }) => tones.push(tone)));
    const { toasts } = renderAt('/dydd-logo-proposal/payment?package=logo', <LogoPaymentScreen />);
    await fillClient(user);
    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Secure Payment • $300.00' }));

    await vi.waitFor(() => expect(toasts).toEqual([{ title: 'Payment Error', description: changed }]));
    // An error toast is announced as an alert by the shell.
    expect(tones).toEqual(['error']);
    expect(tab.close).toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Deborah Judge');
    expect(screen.getByLabelText('Email')).toHaveValue('deborah@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('312-555-0100');
    expect(screen.getByLabelText('I have read and accept the project agreement')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Proceed to Secure Payment • $300.00' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dydd-logo-proposal/payment?package=logo');
  });

  it.each([
    [
      'an answer without a payment address',
      () => {
        // The server always sends the address, so the fake backend would refuse this answer:
        // it stands for a broken proxy or deployment, answered by hand.
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
        );
      },
      'No payment URL received',
    ],
    [
      'a refusal',
      () => fakeFunctions({ 'create-payment': () => ({ status: 400, body: { error: 'amount: wrong' } }) }),
      'amount: wrong',
    ],
  ])('shows "Payment Error" on %s and closes the empty tab', async (_case, answerWith, description) => {
    const user = userEvent.setup();
    answerWith();
    const { toasts } = renderAt('/dydd-logo-proposal/payment', <LogoPaymentScreen />);
    await fillClient(user);
    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    await user.click(screen.getByRole('button', { name: /Proceed to Secure Payment/ }));

    await vi.waitFor(() => expect(toasts).toEqual([{ title: 'Payment Error', description }]));
    expect(tab.close).toHaveBeenCalled();
  });

  it('says "Failed to create payment session. Please try again." when the server cannot be reached', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'create-payment': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { toasts } = renderAt('/dydd-logo-proposal/payment', <LogoPaymentScreen />);
    await fillClient(user);
    await user.click(screen.getByLabelText('I have read and accept the project agreement'));
    await user.click(screen.getByRole('button', { name: /Proceed to Secure Payment/ }));

    await vi.waitFor(() =>
      expect(toasts).toEqual([
        { title: 'Payment Error', description: 'Failed to create payment session. Please try again.' },
      ]),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Deborah Judge');
  });

  describe('once the hosted payment page is open in another tab', () => {
    /** The page after Proceed, with a server that answers whether the session is paid by `isPaid`. */
    async function proceedWith(isPaid: () => boolean) {
      const user = userEvent.setup();
      const functions = fakeFunctions({
        'create-payment': () => ({
          body: { url: 'http://pay.test/pay/cs_test_opened01', sessionId: 'cs_test_opened01' },
        }),
        'verify-payment-and-notify': () => ({
          body: isPaid()
            ? {
                verified: true,
                message: 'Payment verified successfully',
                amountPaid: 450,
                projectType: 'Divine Design Complete Package (Logo + Book Cover)',
              }
            : { verified: false, message: 'Payment has not been completed' },
        }),
      });
      renderAt('/dydd-logo-proposal/payment?package=complete', <LogoPaymentScreen />);
      await fillClient(user);
      await user.click(screen.getByLabelText('I have read and accept the project agreement'));
      await user.click(screen.getByRole('button', { name: /Proceed to Secure Payment/ }));
      await vi.waitFor(() => expect(tab.location.href).toBe('http://pay.test/pay/cs_test_opened01'));
      return functions;
    }

    it('offers onboarding and the confirmation instead of Proceed as soon as another tab announces the payment', async () => {
      const functions = await proceedWith(() => true);
      announcePayment('cs_test_opened01');

      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your payment of $450.00 for the Divine Design Complete Package (Logo + Book Cover) has been received and confirmed: there is no need to pay it again.',
      );
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
      expect(screen.queryByRole('button', { name: /Proceed to Secure Payment/ })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start Your Project Onboarding' })).toHaveAttribute(
        'href',
        '/dydd-logo-proposal/onboarding?session_id=cs_test_opened01',
      );
      expect(screen.getByRole('link', { name: 'View Your Confirmation' })).toHaveAttribute(
        'href',
        '/dydd-logo-proposal/thank-you?session_id=cs_test_opened01',
      );
      expect(functions.calls('verify-payment-and-notify').map((call) => call.body)).toEqual([
        { sessionId: 'cs_test_opened01' },
      ]);
    });

    it('asks again each time the visitor comes back, and keeps Proceed until the server says it is paid', async () => {
      let paid = false;
      const functions = await proceedWith(() => paid);

      window.dispatchEvent(new FocusEvent('focus'));
      await vi.waitFor(() => expect(functions.calls('verify-payment-and-notify')).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: /Proceed to Secure Payment/ })).toBeInTheDocument();

      paid = true;
      document.dispatchEvent(new Event('visibilitychange'));
      expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeInTheDocument();
      expect(functions.calls('verify-payment-and-notify')).toHaveLength(2);
    });

    it('pays no heed to an announcement of a payment it did not open', async () => {
      const functions = await proceedWith(() => true);
      announcePayment('cs_test_someoneelse');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(functions.calls('verify-payment-and-notify')).toHaveLength(0);
      expect(screen.getByRole('button', { name: /Proceed to Secure Payment/ })).toBeInTheDocument();
    });
  });
});
