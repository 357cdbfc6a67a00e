import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { discountCode, giftCard, giftCards } from './offer-fixtures';
import OffersScreen from './OffersScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her session in New York, no codes and no gift cards, unless the test says otherwise. */
const signedIn = (handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-discount-codes': () => ({ body: { codes: [] } }),
    'studio-gift-cards': () => ({ body: giftCards([]) }),
    ...handlers,
  });

const openOffers = () => renderStudio(sitePaths.studioOffers, <OffersScreen />);
const section = (name: string) => within(screen.getByRole('region', { name }));
const newCodeForm = async () => within(await screen.findByRole('form', { name: 'New code' }));
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

const scheduled = discountCode('code-2', {
  code: 'WELCOME5',
  terms: { kind: 'amount', value: 500, appliesTo: 'prints', minSubtotalCents: 3000 },
  startsAt: '2026-12-01T05:00:00.000Z',
  endsAt: '2027-01-01T04:59:59.999Z',
  maxUses: 10,
  oncePerEmail: true,
  state: 'scheduled',
  uses: 0,
  salesCents: 0,
  discountCents: 0,
});

describe('the discount codes of Offers', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it('lists each code with what it takes off, its dates, its uses, what it brought and where it stands', async () => {
    signedIn({
      'studio-discount-codes': () => ({
        body: {
          codes: [
            discountCode('code-1'),
            scheduled,
            discountCode('code-3', { code: 'SUMMER', state: 'ended', maxUses: 20, uses: 12, salesCents: 64000 }),
          ],
        },
      }),
    });
    openOffers();

    const table = await screen.findByRole('table', { name: 'Your discount codes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table of discount codes' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Takes off', 'Dates', 'Uses', 'Sales', 'Took off', 'State', 'Action']);
    const [live, soon, ended] = bodyRows(table);
    expect(within(live!).getByRole('rowheader')).toHaveTextContent('AUTUMN10');
    expect(live).toHaveTextContent('10% off everything');
    expect(live).toHaveTextContent('Nov 1, 2026 – no end');
    expect(live).toHaveTextContent('Uses 3');
    expect(live).toHaveTextContent('Sales $180.00');
    expect(live).toHaveTextContent('Took off $20.00');
    expect(live).toHaveTextContent('Live');
    expect(within(live!).getByRole('button', { name: 'End now “AUTUMN10”' })).toBeVisible();
    expect(soon).toHaveTextContent('$5.00 off printsfrom $30.00');
    expect(soon).toHaveTextContent('Dec 1, 2026 – Dec 31, 2026');
    expect(soon).toHaveTextContent('Uses 0 of 10Once per buyer');
    expect(soon).toHaveTextContent('Scheduled');
    expect(within(soon!).getByRole('button', { name: 'End now “WELCOME5”' })).toBeVisible();
    expect(ended).toHaveTextContent('Uses 12 of 20');
    expect(ended).toHaveTextContent('Sales $640.00');
    expect(ended).toHaveTextContent('Ended');
    expect(within(ended!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when she has no code yet', async () => {
    signedIn();
    openOffers();

    expect(await screen.findByText('You have no discount code yet. Create one below.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Your discount codes' })).not.toBeInTheDocument();
  });

  it('creates a code from her dollars and days: cents, the start of her first day and the end of her last in her time zone, null for what she left empty; then shows the new list', async () => {
    // Half past midnight in her New York, still the day before on a device in Chicago.
    vi.stubEnv('TZ', 'America/Chicago');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T05:30:00.000Z'));
    const user = userEvent.setup();
    const created = discountCode('code-2', { code: 'welcome-5', state: 'live', uses: 0 });
    const functions = signedIn({
      'studio-create-discount-code': () => ({ body: { codes: [created, discountCode('code-1')] } }),
    });
    openOffers();

    await screen.findByText('You have no discount code yet. Create one below.');
    const form = await newCodeForm();
    expect(form.getByLabelText('Starts on')).toHaveValue('2026-11-27');
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription(
      'What buyers type at checkout: letters, digits, - and _. Capitals or not, it is the same code.',
    );
    expect(form.getByLabelText('On')).toHaveAccessibleDescription('Gift cards are never discounted.');
    await user.type(form.getByLabelText('Code'), 'welcome-5');
    await user.selectOptions(form.getByLabelText('Takes off'), 'An amount in dollars');
    await user.type(form.getByLabelText('Amount off'), '5');
    await user.selectOptions(form.getByLabelText('On'), 'Prints');
    await user.type(form.getByLabelText('Minimum subtotal (optional)'), '30');
    await user.type(form.getByLabelText('Ends on (optional)'), '2026-12-31');
    await user.click(form.getByLabelText('Once per buyer e-mail'));
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(await form.findByText('The code welcome-5 is created.')).toBeInTheDocument();
    expect(functions.calls('studio-create-discount-code')).toEqual([
      {
        name: 'studio-create-discount-code',
        body: {
          code: 'welcome-5',
          kind: 'amount',
          value: 500,
          appliesTo: 'prints',
          minSubtotalCents: 3000,
          startsAt: '2026-11-27T05:00:00.000Z',
          endsAt: '2027-01-01T04:59:59.999Z',
          maxUses: null,
          oncePerEmail: true,
        },
      },
    ]);
    const rows = bodyRows(screen.getByRole('table', { name: 'Your discount codes' }));
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['welcome-5', 'AUTUMN10']);
    expect(form.getByLabelText('Code')).toHaveValue('');
  });

  it('keeps what she typed, and says why at the code, when the code exists already', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-discount-codes': () => ({ body: { codes: [discountCode('code-1')] } }),
      'studio-create-discount-code': () => ({
        status: 409,
        body: { error: 'code: There is a code “autumn10” already. Please choose another.' },
      }),
    });
    openOffers();

    await screen.findByRole('table', { name: 'Your discount codes' });
    const form = await newCodeForm();
    await user.type(form.getByLabelText('Code'), 'autumn10');
    await user.type(form.getByLabelText('Percentage off'), '15');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    const code = form.getByLabelText('Code');
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      'What buyers type at checkout: letters, digits, - and _. Capitals or not, it is the same code. There is a code “autumn10” already. Please choose another.',
    );
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(code).toHaveValue('autumn10');
    expect(form.getByLabelText('Percentage off')).toHaveValue('15');
    expect(bodyRows(screen.getByRole('table', { name: 'Your discount codes' }))).toHaveLength(1);
  });

  it('shows the server’s word on a field beside that field', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-create-discount-code': () => ({
        status: 400,
        body: { error: 'startsAt: Please choose a start within the coming year' },
      }),
    });
    openOffers();

    const form = await newCodeForm();
    await user.type(form.getByLabelText('Code'), 'LATER');
    await user.type(form.getByLabelText('Percentage off'), '20');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    const startsOn = form.getByLabelText('Starts on');
    await vi.waitFor(() => expect(startsOn).toHaveFocus());
    expect(startsOn).toHaveAttribute('aria-invalid', 'true');
    expect(startsOn).toHaveAccessibleDescription(
      'From the start of that day, in your studio’s time zone. Please choose a start within the coming year',
    );
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names each field at fault, takes her to the first, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openOffers();

    const form = await newCodeForm();
    await user.type(form.getByLabelText('Percentage off'), '150');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(form.getByLabelText('Code')).toHaveFocus();
    expect(form.getByLabelText('Code')).toHaveAccessibleDescription(/Please enter a discount code$/);
    await user.type(form.getByLabelText('Code'), 'HALF');
    await user.click(form.getByRole('button', { name: 'Create code' }));

    expect(form.getByLabelText('Percentage off')).toHaveFocus();
    expect(form.getByLabelText('Percentage off')).toHaveAccessibleDescription(
      'A whole number from 1 to 100. A percentage is at most 100',
    );
    expect(functions.calls('studio-create-discount-code')).toEqual([]);
  });

  it('ends a code only once she confirms, and shows it ended', async () => {
    const user = userEvent.setup();
    const live = discountCode('code-1');
    const functions = signedIn({
      'studio-discount-codes': () => ({ body: { codes: [live] } }),
      'studio-end-discount-code': ({ id }) => ({ body: { codes: [{ ...live, id, state: 'ended' }] } }),
    });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'End now “AUTUMN10”' }));
    expect(functions.calls('studio-end-discount-code')).toEqual([]);
    const question = screen.getByRole('group', {
      name: 'End “AUTUMN10” now? Buyers can no longer use it, and this cannot be undone. Orders already placed with it keep their discount.',
    });
    await user.click(within(question).getByRole('button', { name: 'Yes, end it' }));

    const table = screen.getByRole('table', { name: 'Your discount codes' });
    expect(await within(table).findByText('Ended')).toBeInTheDocument();
    expect(functions.calls('studio-end-discount-code')).toEqual([
      { name: 'studio-end-discount-code', body: { id: 'code-1' } },
    ]);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a code as it was when she does not confirm its end', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-discount-codes': () => ({ body: { codes: [scheduled] } }) });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'End now “WELCOME5”' }));
    const question = screen.getByRole('group', {
      name: 'End “WELCOME5” now? It will never start, and this cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));

    expect(screen.getByRole('button', { name: 'End now “WELCOME5”' })).toHaveFocus();
    expect(functions.calls('studio-end-discount-code')).toEqual([]);
  });
});

describe('the gift cards of Offers', () => {
  afterEach(() => vi.unstubAllGlobals());

  const partlySpent = giftCard('gc-2', {
    last4: 'M4PZ',
    balanceCents: 1500,
    buyerEmail: 'boaz@example.com',
    recipientName: 'Orpah',
    recipientEmail: 'orpah@example.com',
    orderNumber: 1004,
    orderId: 'ord_4',
  });
  const voided = giftCard('gc-3', {
    last4: 'X9TB',
    voidedAt: '2026-12-26T15:00:00.000Z',
    voidReason: 'Bought with a stolen card',
  });
  const unsent = giftCard('gc-4', { last4: '', sentAt: null, sendOn: '2027-02-14', history: [] });
  const spent = giftCard('gc-5', { last4: 'HH3K', balanceCents: 0 });

  it('shows what she owes on live cards, and each card with its balance, buyer, recipient, e-mail, order and state', async () => {
    signedIn({
      'studio-gift-cards': () => ({ body: giftCards([giftCard('gc-1'), partlySpent, voided, unsent, spent]) }),
    });
    openOffers();

    const table = await screen.findByRole('table', { name: 'Gift cards sold' });
    const cards = section('Gift cards');
    expect(cards.getByText(/^Owed on live gift cards:/)).toHaveTextContent('Owed on live gift cards: $115.00');
    expect(cards.getByText(/money you hold for others/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table of gift cards' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Card', 'Amount', 'Balance', 'Bought by', 'For', 'E-mail', 'Order', 'State']);
    const [live, , partly, , gone, , waiting, , used] = bodyRows(table);
    expect(within(live!).getByRole('rowheader')).toHaveTextContent('Ending 7KQ2');
    expect(live).toHaveTextContent('Amount $50.00');
    expect(live).toHaveTextContent('Balance $50.00');
    expect(live).toHaveTextContent('Bought by naomi@example.com');
    expect(live).toHaveTextContent('For Ruth Moabiteruth@example.com');
    expect(live).toHaveTextContent('Sent Dec 24, 2026, 9:00 AM EST');
    expect(within(live!).getByRole('link', { name: '#1001' })).toHaveAttribute('href', sitePaths.studioOrder('ord_1'));
    expect(live).toHaveTextContent('Live');
    expect(partly).toHaveTextContent('Balance $15.00');
    expect(within(partly!).getByRole('link', { name: '#1004' })).toHaveAttribute('href', '/studio/orders/ord_4');
    expect(gone).toHaveTextContent('VoidedBought with a stolen card');
    expect(within(waiting!).getByRole('rowheader')).toHaveTextContent('No code yet');
    expect(waiting).toHaveTextContent('Sends on Feb 14, 2027');
    expect(waiting).toHaveTextContent('Not sent yet');
    expect(used).toHaveTextContent('Balance $0.00');
    expect(used).toHaveTextContent('Spent');
  });

  it('opens a card’s history in place, each change with its amount and order', async () => {
    const user = userEvent.setup();
    const card = giftCard('gc-1', {
      balanceCents: 2500,
      history: [
        ...giftCard('gc-1').history,
        { at: '2027-01-05T17:10:00.000Z', kind: 'spent', amountCents: -3500, orderNumber: 1007, note: null },
        {
          at: '2027-01-09T16:00:00.000Z',
          kind: 'refunded',
          amountCents: 1000,
          orderNumber: 1007,
          note: 'Part of order #1007 refunded',
        },
      ],
    });
    signedIn({ 'studio-gift-cards': () => ({ body: giftCards([card]) }) });
    openOffers();

    const toggle = await screen.findByRole('button', { name: 'History of the card ending 7KQ2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'History of the card ending 7KQ2' })).not.toBeInTheDocument();
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = screen.getByRole('list', { name: 'History of the card ending 7KQ2' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((event) => event.textContent),
    ).toEqual([
      'Nov 24, 2026, 9:32 AM EST Bought +$50.00, order #1001',
      'Dec 24, 2026, 9:00 AM EST E-mailed to the recipient',
      'Jan 5, 2027, 12:10 PM EST Spent −$35.00, order #1007',
      'Jan 9, 2027, 11:00 AM EST Put back by a refund +$10.00, order #1007Part of order #1007 refunded',
    ]);
  });

  it('resends a card’s e-mail only once she confirms, and shows the cards the server answers', async () => {
    const user = userEvent.setup();
    const card = giftCard('gc-1');
    const resent = {
      ...card,
      sentAt: '2027-01-02T15:00:00.000Z',
      history: [
        ...card.history,
        { at: '2027-01-02T15:00:00.000Z', kind: 'sent' as const, amountCents: 0, orderNumber: null, note: null },
      ],
    };
    const functions = signedIn({
      'studio-gift-cards': () => ({ body: giftCards([card]) }),
      'studio-resend-gift-card': () => ({ body: giftCards([resent]) }),
    });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'Resend e-mail of the card ending 7KQ2' }));
    expect(functions.calls('studio-resend-gift-card')).toEqual([]);
    const question = screen.getByRole('group', { name: 'Send the gift card’s e-mail to ruth@example.com again?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByText('The e-mail is on its way to ruth@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-resend-gift-card')).toEqual([
      { name: 'studio-resend-gift-card', body: { id: 'gc-1' } },
    ]);
    expect(screen.getByRole('table', { name: 'Gift cards sold' })).toHaveTextContent('Sent Jan 2, 2027, 10:00 AM EST');
  });

  it('asks before sending a card’s e-mail ahead of the day the buyer chose', async () => {
    const user = userEvent.setup();
    signedIn({ 'studio-gift-cards': () => ({ body: giftCards([unsent]) }) });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'Resend e-mail of the card for Ruth Moabite' }));

    expect(
      screen.getByRole('group', {
        name: 'Send the gift card’s e-mail to ruth@example.com now, before its day, Feb 14, 2027?',
      }),
    ).toBeInTheDocument();
  });

  it('voids a card with the reason she gives, which it asks for first', async () => {
    const user = userEvent.setup();
    const card = giftCard('gc-1', { balanceCents: 4000 });
    const functions = signedIn({
      'studio-gift-cards': () => ({ body: giftCards([card]) }),
      'studio-void-gift-card': ({ reason }) => ({
        body: giftCards([{ ...card, voidedAt: '2027-01-03T15:00:00.000Z', voidReason: reason }]),
      }),
    });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'Void the card ending 7KQ2' }));
    const question = screen.getByRole('group', {
      name: 'Void the card ending 7KQ2? Its balance of $40.00 can no longer be spent, and this cannot be undone.',
    });
    const reason = within(question).getByLabelText('Why you are voiding it');
    expect(reason).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Yes, void it' }));

    expect(reason).toHaveAccessibleDescription('Shown with the card here. Please enter a reason');
    expect(reason).toHaveFocus();
    expect(functions.calls('studio-void-gift-card')).toEqual([]);
    await user.type(reason, 'The buyer’s bank took the payment back');
    await user.click(within(question).getByRole('button', { name: 'Yes, void it' }));

    expect(await screen.findByText('Voided the card ending 7KQ2.')).toBeInTheDocument();
    expect(functions.calls('studio-void-gift-card')).toEqual([
      { name: 'studio-void-gift-card', body: { id: 'gc-1', reason: 'The buyer’s bank took the payment back' } },
    ]);
    const [row] = bodyRows(screen.getByRole('table', { name: 'Gift cards sold' }));
    expect(row).toHaveTextContent('VoidedThe buyer’s bank took the payment back');
  });

  it('says no more of a missing reason once she types one or asks to void the card anew', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-gift-cards': () => ({ body: giftCards([giftCard('gc-1')]) }) });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'Void the card ending 7KQ2' }));
    await user.click(screen.getByRole('button', { name: 'Yes, void it' }));
    expect(screen.getByLabelText('Why you are voiding it')).toHaveAccessibleDescription(
      'Shown with the card here. Please enter a reason',
    );
    await user.type(screen.getByLabelText('Why you are voiding it'), 'A');
    expect(screen.getByLabelText('Why you are voiding it')).toHaveAccessibleDescription('Shown with the card here.');

    await user.clear(screen.getByLabelText('Why you are voiding it'));
    await user.click(screen.getByRole('button', { name: 'Yes, void it' }));
    expect(screen.getByLabelText('Why you are voiding it')).toHaveAccessibleDescription(
      'Shown with the card here. Please enter a reason',
    );
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Void the card ending 7KQ2' }));
    expect(screen.getByLabelText('Why you are voiding it')).toHaveAccessibleDescription('Shown with the card here.');
    expect(functions.calls('studio-void-gift-card')).toEqual([]);
  });

  it('shows why the server refused to void a card', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-gift-cards': () => ({ body: giftCards([giftCard('gc-1')]) }),
      'studio-void-gift-card': () => ({ status: 404, body: { error: 'There is no such gift card.' } }),
    });
    openOffers();

    await user.click(await screen.findByRole('button', { name: 'Void the card ending 7KQ2' }));
    await user.type(screen.getByLabelText('Why you are voiding it'), 'A test card');
    await user.click(screen.getByRole('button', { name: 'Yes, void it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such gift card.');
  });

  it('offers neither resending nor voiding a voided card', async () => {
    signedIn({ 'studio-gift-cards': () => ({ body: giftCards([voided]) }) });
    openOffers();

    expect(await screen.findByRole('button', { name: 'History of the card ending X9TB' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend e-mail of the card ending X9TB' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Void the card ending X9TB' })).not.toBeInTheDocument();
  });

  it('warns her when someone may be guessing gift card codes', async () => {
    signedIn({
      'studio-gift-cards': () => ({
        body: giftCards([giftCard('gc-1')], {
          guessing: [{ lastTriedAt: '2026-11-26T20:12:00.000Z', wrongCodes: 14 }],
        }),
      }),
    });
    openOffers();

    const warning = await screen.findByText('Someone may be guessing gift card codes:');
    expect(warning.parentElement).toHaveTextContent(
      '14 wrong codes from one address, the last Nov 26, 2026, 3:12 PM EST.',
    );
  });

  it('says nothing of guessing when no one tried many wrong codes', async () => {
    signedIn({ 'studio-gift-cards': () => ({ body: giftCards([giftCard('gc-1')]) }) });
    openOffers();

    await screen.findByRole('table', { name: 'Gift cards sold' });
    expect(screen.queryByText(/guessing/)).not.toBeInTheDocument();
  });

  it('says so when no one has bought a gift card yet', async () => {
    signedIn();
    openOffers();

    expect(await screen.findByText('No one has bought a gift card yet.')).toBeInTheDocument();
    expect(section('Gift cards').getByText(/^Owed on live gift cards:/)).toHaveTextContent('$0.00');
  });
});
