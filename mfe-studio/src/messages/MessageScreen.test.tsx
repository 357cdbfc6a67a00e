import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import type { DeskMessage, Quote } from 'shared-contracts/studio-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskCommission } from '../proposals/proposal-fixtures';
import { renderStudio } from '../testing/render-studio';
import { commissionRequest, contactMessage } from './message-fixtures';
import MessageScreen from './MessageScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const messageRoute = `${sitePaths.studioMessages}/:messageId`;
const paymentLink = 'https://grace.example/api/payment-links/pl_1';

/** Her quote of a commission, as the desk answers it: $800 with a $200 deposit, unpaid unless `changes` says otherwise. */
const quoted = (changes: Partial<Quote> = {}): Quote => ({
  price: 800,
  deposit: 200,
  quotedAt: '2026-11-24T12:00:00.000Z',
  paymentLink,
  paidAt: null,
  paid: null,
  ...changes,
});

/** Opens `message` in the studio, its calls answered by `handlers`. */
function openMessage(message: DeskMessage, handlers: FunctionHandlers = {}) {
  const functions = fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-message': () => ({ body: { message } }),
    ...handlers,
  });
  renderStudio(sitePaths.studioMessage(message.id), <MessageScreen />, messageRoute);
  return functions;
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('a message in the studio', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who wrote, when, where it stands and what they wrote, line breaks kept', async () => {
    const functions = openMessage(contactMessage({ read: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'A question about prints' })).toBeInTheDocument();
    expect(screen.getByText('From Ruth Moabite')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ruth@example.com' })).toHaveAttribute('href', 'mailto:ruth@example.com');
    expect(screen.getByText(/^Received/)).toHaveTextContent('Received Nov 23, 2026');
    expect(screen.getByText('New')).toBeInTheDocument();
    const term = screen.getByText('Message', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent('Do you ship prints to Canada?\nWe are in Toronto.', {
      normalizeWhitespace: false,
    });
    expect(screen.getByRole('link', { name: 'All messages' })).toHaveAttribute('href', sitePaths.studioMessages);
    expect(screen.queryByRole('heading', { name: 'Quote' })).not.toBeInTheDocument();
    expect(functions.calls('studio-message')[0]!.body).toEqual({ id: 'msg-1' });
  });

  it('sends her reply, then shows it in the thread and empties the box', async () => {
    const user = userEvent.setup();
    const reply = { at: '2026-11-24T10:00:00.000Z', text: 'Yes, we do.\nShipping is $15.' };
    const functions = openMessage(contactMessage(), {
      'studio-reply-message': () => ({ body: { message: contactMessage({ status: 'replied', replies: [reply] }) } }),
    });

    await user.type(await screen.findByLabelText('Your reply'), 'Yes, we do.{Enter}Shipping is $15.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply was sent to ruth@example.com.')).toBeInTheDocument();
    expect(section('Your replies').getByText(/Yes, we do\./)).toHaveTextContent('Yes, we do.\nShipping is $15.', {
      normalizeWhitespace: false,
    });
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    expect(screen.getByText('Replied')).toBeInTheDocument();
    expect(functions.calls('studio-reply-message')[0]!.body).toEqual({
      id: 'msg-1',
      text: 'Yes, we do.\nShipping is $15.',
    });
  });

  it('shows the server’s refusal of a reply and keeps her text', async () => {
    const user = userEvent.setup();
    openMessage(contactMessage(), {
      'studio-reply-message': () => ({
        status: 502,
        body: { error: 'The reply could not be sent just now. Please try again in a minute.' },
      }),
    });

    await user.type(await screen.findByLabelText('Your reply'), 'Yes, we do.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reply could not be sent just now. Please try again in a minute.',
    );
    expect(screen.getByLabelText('Your reply')).toHaveValue('Yes, we do.');
    expect(screen.queryByText(/Your reply was sent/)).not.toBeInTheDocument();
  });

  it('asks for a reply before sending an empty one', async () => {
    const user = userEvent.setup();
    const functions = openMessage(contactMessage());

    await user.type(await screen.findByLabelText('Your reply'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(screen.getByLabelText('Your reply')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a reply'),
    );
    expect(functions.calls('studio-reply-message')).toEqual([]);
  });

  it('archives a message, and moves an archived one back to the inbox', async () => {
    const user = userEvent.setup();
    const functions = openMessage(contactMessage({ read: true }), {
      'studio-archive-message': ({ archived }) => ({
        body: { message: contactMessage({ read: true, status: archived ? 'archived' : 'new' }) },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move back to inbox' }));

    expect(await screen.findByText('Moved back to the inbox.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    expect(functions.calls('studio-archive-message').map((call) => call.body)).toEqual([
      { id: 'msg-1', archived: true },
      { id: 'msg-1', archived: false },
    ]);
  });

  it('says so when the message is not there, without Try again', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-message': () => ({ status: 404, body: { error: 'There is no such message.' } }),
    });
    renderStudio(sitePaths.studioMessage('msg-9'), <MessageScreen />, messageRoute);

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such message.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('a proposal made from a message', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['a painting for a commission request', commissionRequest(), 'painting'],
    ['another kind of work for a contact message', contactMessage(), 'other'],
  ] as const)('starts %s for its sender, then opens it', async (_what, message, kind) => {
    const user = userEvent.setup();
    const functions = openMessage(message, {
      'studio-new-commission': ({ clientName, clientEmail }) => ({
        body: { commission: deskCommission({ id: 'com-5', clientName, clientEmail, kind, fromMessageId: message.id }) },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Make a proposal' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(sitePaths.studioProposal('com-5')));
    expect(functions.calls('studio-new-commission')).toEqual([
      {
        name: 'studio-new-commission',
        body: { clientName: message.name, clientEmail: message.email, kind, fromMessageId: message.id },
      },
    ]);
  });

  it('says why the server refused to make it, and stays on the message', async () => {
    const user = userEvent.setup();
    openMessage(contactMessage(), {
      'studio-new-commission': () => ({
        status: 400,
        body: { error: 'clientName: Please keep the client’s name under 100 characters' },
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Make a proposal' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'clientName: Please keep the client’s name under 100 characters',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(sitePaths.studioMessage('msg-1'));
  });
});

describe('the quote of a commission request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a deposit above the price at its field, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = openMessage(commissionRequest());

    await user.type(await screen.findByLabelText('Price'), '800');
    await user.type(screen.getByLabelText('Deposit'), '900');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));

    expect(screen.getByLabelText('Deposit')).toHaveAccessibleDescription('Please enter a deposit of at most the price');
    expect(screen.getByLabelText('Price')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Yes, send the quote' })).not.toBeInTheDocument();
    expect(functions.calls('studio-quote-commission')).toEqual([]);
  });

  it('asks for a price before anything else', async () => {
    const user = userEvent.setup();
    openMessage(commissionRequest());

    await user.click(await screen.findByRole('button', { name: 'Send quote' }));

    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Please enter a price in dollars');
    expect(screen.getByLabelText('Deposit')).toHaveAccessibleDescription('Please enter a deposit in dollars');
  });

  it('e-mails the client the deposit’s payment link once she confirms, then shows the quote and its link', async () => {
    const user = userEvent.setup();
    const quote = quoted();
    const functions = openMessage(commissionRequest(), {
      'studio-quote-commission': () => ({ body: { message: commissionRequest({ status: 'quoted', quote }) } }),
    });

    await user.type(await screen.findByLabelText('Price'), '800');
    await user.type(screen.getByLabelText('Deposit'), '200');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(screen.getByRole('group', { name: 'E-mail Ana Reyes a payment link for a $200.00 deposit?' })).toBeVisible();
    expect(functions.calls('studio-quote-commission')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));

    expect(await section('Quote').findByText('Quoted $800.00, deposit $200.00 on Nov 24, 2026')).toBeInTheDocument();
    expect(section('Quote').getByText(paymentLink)).toBeInTheDocument();
    expect(screen.getByText('The quote was sent to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Quoted')).toBeInTheDocument();
    expect(functions.calls('studio-quote-commission')[0]!.body).toEqual({ id: 'msg-2', price: 800, deposit: 200 });
  });

  it('lets her quote again until the deposit is paid, starting from the last quote', async () => {
    const quote = quoted();
    openMessage(commissionRequest({ status: 'quoted', quote }));

    expect(await screen.findByLabelText('Price')).toHaveValue('800');
    expect(screen.getByLabelText('Deposit')).toHaveValue('200');
    expect(screen.getByRole('button', { name: 'Send quote' })).toBeInTheDocument();
  });

  it('shows when the deposit was paid, and no longer offers to quote', async () => {
    const quote = quoted({ paidAt: '2026-11-26T12:20:00.000Z', paid: 200 });
    openMessage(commissionRequest({ status: 'deposit_paid', quote }));

    expect(await screen.findByText('Deposit paid on Nov 26, 2026')).toBeInTheDocument();
    expect(screen.getByText('Quoted $800.00, deposit $200.00 on Nov 24, 2026')).toBeInTheDocument();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send quote' })).not.toBeInTheDocument();
  });

  it('shows the deposit actually paid when the client paid a page opened before her last quote', async () => {
    const quote = quoted({ price: 5000, deposit: 500, paidAt: '2026-11-26T12:20:00.000Z', paid: 50 });
    openMessage(commissionRequest({ status: 'deposit_paid', quote }));
    expect(
      await screen.findByText(
        'Deposit paid on Nov 26, 2026: $50.00, the deposit of a page opened before the last quote',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal of a quote and keeps the amounts', async () => {
    const user = userEvent.setup();
    openMessage(commissionRequest(), {
      'studio-quote-commission': () => ({ status: 409, body: { error: 'This deposit was already paid.' } }),
    });

    await user.type(await screen.findByLabelText('Price'), '800');
    await user.type(screen.getByLabelText('Deposit'), '200');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send the quote' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This deposit was already paid.');
    expect(screen.getByLabelText('Price')).toHaveValue('800');
    expect(screen.getByLabelText('Deposit')).toHaveValue('200');
  });
});
