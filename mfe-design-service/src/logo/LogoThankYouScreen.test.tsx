import { screen, within } from '@testing-library/react';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';

const complete = 'Divine Design Complete Package (Logo + Book Cover)';

/** A fresh copy of the screen, as a new page load has: verification runs once per load. */
async function freshScreen() {
  vi.resetModules();
  const { renderAt } = await import('../testing/render-at');
  const Screen = (await import('./LogoThankYouScreen')).default;
  return { Screen, renderAt };
}

describe('the thank-you page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms, then thanks with the transaction id and the amount actually paid, verifying once', async () => {
    const functions = fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: { verified: true, message: 'Payment verified successfully', amountPaid: 450, projectType: complete },
      }),
    });
    const { Screen, renderAt } = await freshScreen();
    const first = renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming Payment...' })).toBeInTheDocument();
    expect(screen.getByText('Please wait while we verify your payment')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText('Your payment has been received and confirmed')).toBeInTheDocument();
    expect(screen.getByText('cs_test_abcdefgh')).toBeInTheDocument();
    expect(screen.getByText('$450.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Project Confirmed: ${complete}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Project Onboarding' })).toHaveAttribute(
      'href',
      '/dydd-logo-proposal/onboarding?session_id=cs_test_abcdefgh',
    );
    first.unmount();
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByText('$450.00')).toBeInTheDocument();
    expect(functions.calls('verify-payment-and-notify')).toHaveLength(1);
  });

  it.each([
    [
      'the logo package',
      'Divine Design Logo Project',
      'Divine Design Logo',
      [
        'Email confirmation with your project timeline.',
        'Initial consultation: a call or email about your brand vision.',
        'Concept development: 2-3 initial logo concepts within 1-2 weeks.',
      ],
    ],
    [
      'the complete package',
      complete,
      complete,
      [
        'Email confirmation with your project timeline.',
        'Initial consultation: a call or email about your brand vision and your book.',
        'Concept development: 2-3 initial logo concepts within 1-2 weeks.',
        'Book cover design: 2 initial book cover designs at 9.5 × 6.5 in, with bleed, alongside the logo concepts.',
      ],
    ],
  ])('names %s as the project confirmed, with its own next steps', async (_pack, projectType, confirmedAs, steps) => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: { verified: true, message: 'Payment verified successfully', amountPaid: 300, projectType },
      }),
    });
    const { Screen, renderAt } = await freshScreen();
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByRole('heading', { name: `Project Confirmed: ${confirmedAs}` })).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'What Happens Next?' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(steps);
  });

  it("shows the server's message when the payment is not verified, and confirms no project", async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({ body: { verified: false, message: 'Payment has not been completed' } }),
    });
    const { Screen, renderAt } = await freshScreen();
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText('Payment has not been completed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Project Confirmed/ })).not.toBeInTheDocument();
    expect(screen.queryByText('cs_test_abcdefgh')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Payment Error · Grace Studio'));
  });

  it("answers an address whose session id no payment could have in the visitor's words, without asking", async () => {
    const functions = fakeFunctions({});
    const { Screen, renderAt } = await freshScreen();
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_x', <Screen />);
    expect(
      await screen.findByText(
        'We could not find this payment. Please check the address, or contact us if you have questions about your payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(functions.calls()).toHaveLength(0);
  });

  it('titles the tab by what the page says, and tells the other tabs of a verified payment', async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => ({
        body: { verified: true, message: 'Payment verified successfully', amountPaid: 300, projectType: complete },
      }),
    });
    const { Screen, renderAt } = await freshScreen();
    const { onPaymentAnnounced } = await import('../payments/payment-announcements');
    const announced: string[] = [];
    const stopListening = onPaymentAnnounced((sessionId) => announced.push(sessionId));
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(document.title).toBe('Confirming Payment · Grace Studio');
    await screen.findByRole('heading', { level: 1, name: 'Thank You!' });
    await vi.waitFor(() => expect(document.title).toBe('Thank You · Grace Studio'));
    await vi.waitFor(() => expect(announced).toEqual(['cs_test_abcdefgh']));
    stopListening();
  });

  it('says "Failed to verify payment" when the check itself fails', async () => {
    fakeFunctions({
      'verify-payment-and-notify': () => {
        throw new TypeError('offline');
      },
    });
    const { Screen, renderAt } = await freshScreen();
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByText('Failed to verify payment')).toBeInTheDocument();
  });

  it('asks again when the page is shown again after the check itself failed', async () => {
    let online = false;
    const functions = fakeFunctions({
      'verify-payment-and-notify': () => {
        if (!online) throw new TypeError('offline');
        return {
          body: {
            verified: true,
            message: 'Payment verified successfully',
            amountPaid: 300,
            projectType: 'Divine Design Logo Project',
          },
        };
      },
    });
    const { Screen, renderAt } = await freshScreen();
    const first = renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByText('Failed to verify payment')).toBeInTheDocument();
    first.unmount();

    online = true;
    renderAt('/dydd-logo-proposal/thank-you?session_id=cs_test_abcdefgh', <Screen />);
    expect(await screen.findByText('$300.00')).toBeInTheDocument();
    expect(functions.calls('verify-payment-and-notify')).toHaveLength(2);
  });

  it('says the status is unknown without a session id, confirms no project, and still offers the next steps', async () => {
    const functions = fakeFunctions({});
    const { Screen, renderAt } = await freshScreen();
    renderAt('/dydd-logo-proposal/thank-you', <Screen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Status Unknown' })).toBeInTheDocument();
    expect(document.title).toBe('Payment Status Unknown · Grace Studio');
    expect(screen.queryByRole('heading', { name: /Project Confirmed/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Happens Next?' })).toBeInTheDocument();
    expect(screen.getByText('4-5 weeks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(functions.calls()).toHaveLength(0);
  });
});
