import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { giftCardRefusals } from 'shared-contracts/offers';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GiftCardBalanceScreen from './GiftCardBalanceScreen';

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/gift-cards/balance']}>
      <GiftCardBalanceScreen />
    </MemoryRouter>,
  );
}

describe('the gift card balance page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is left on the card, its code sent without spaces or dashes, in capitals', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({ 'check-gift-card': () => ({ body: { last4: 'NPQR', balanceCents: 2000 } }) });
    renderPage();

    await user.type(screen.getByLabelText('Gift card code'), ' abcd efgh-jklm npqr ');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    expect(await screen.findByText('$20.00 left on the gift card ending NPQR')).toHaveAttribute('role', 'status');
    expect(functions.calls('check-gift-card').map((call) => call.body)).toEqual([{ code: 'ABCDEFGHJKLMNPQR' }]);
  });

  it("shows the server's refusal at the field and keeps the code as typed", async () => {
    const user = userEvent.setup();
    fakeFunctions({ 'check-gift-card': () => ({ status: 404, body: { error: giftCardRefusals.unknown } }) });
    renderPage();

    await user.type(screen.getByLabelText('Gift card code'), 'ABCD-EFGH-JKLM-NPQ2');
    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(giftCardRefusals.unknown);
    const field = screen.getByLabelText('Gift card code');
    expect(field).toHaveValue('ABCD-EFGH-JKLM-NPQ2');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(giftCardRefusals.unknown);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks for a code before asking the server', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({});
    renderPage();

    await user.click(screen.getByRole('button', { name: 'Check balance' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the gift card’s code');
    expect(functions.calls()).toEqual([]);
  });
});
