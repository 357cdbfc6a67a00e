import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { deskExports } from 'shared-contracts/studio-desk';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { acceptedCommission, deskCommission, paymentRequest, summaryOf } from './proposal-fixtures';
import ProposalsScreen from './ProposalsScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** Her session in New York, and no commission nor request, unless the test says otherwise. */
const signedIn = (handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-commissions': () => ({ body: { commissions: [], requests: [] } }),
    ...handlers,
  });

const openProposals = () => renderStudio(sitePaths.studioProposals, <ProposalsScreen />);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const oneOffRequest = paymentRequest('req-9', {
  commissionId: null,
  clientName: 'Lydia Thyatira',
  clientEmail: 'lydia@example.com',
  title: 'Church banner',
  amount: 250,
  paid: 100,
  dueOn: '2026-12-10',
  state: 'partly_paid',
});

describe('the Proposals section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the proposals and the projects apart, each with its client, kind, stage, price and what was paid', async () => {
    signedIn({
      'studio-commissions': () => ({
        body: {
          commissions: [
            summaryOf(acceptedCommission({ id: 'com-2', updatedAt: '2026-11-26T18:40:00.000Z' })),
            summaryOf(deskCommission({ id: 'com-3', clientName: 'Boaz', clientEmail: 'boaz@example.com' })),
            summaryOf(
              deskCommission({
                title: 'Play Harbor mural',
                kind: 'mural',
                stage: 'sent',
                price: 4750,
                updatedAt: '2026-11-25T10:00:00.000Z',
              }),
            ),
          ],
          requests: [],
        },
      }),
    });
    openProposals();

    const proposals = await screen.findByRole('table', { name: 'Proposals' });
    expect(screen.getByRole('heading', { level: 1, name: 'Proposals' })).toBeInTheDocument();
    expect(
      within(proposals)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Client', 'Kind', 'Stage', 'Price', 'Paid']);
    const [mural, untitled] = bodyRows(proposals);
    expect(within(mural!).getByRole('link', { name: 'Play Harbor mural' })).toHaveAttribute(
      'href',
      sitePaths.studioProposal('com-1'),
    );
    expect(mural).toHaveTextContent('Ana Reyesana@example.com');
    expect(mural).toHaveTextContent('Mural');
    expect(mural).toHaveTextContent('Sent');
    expect(mural).toHaveTextContent('Price $4,750.00');
    expect(mural).toHaveTextContent('Paid $0.00');
    expect(within(untitled!).getByRole('link', { name: 'New proposal' })).toHaveAttribute(
      'href',
      sitePaths.studioProposal('com-3'),
    );
    expect(untitled).toHaveTextContent('Draft');
    expect(untitled).toHaveTextContent('Price Not set');
    const [project] = bodyRows(screen.getByRole('table', { name: 'Projects' }));
    expect(within(project!).getByRole('link', { name: 'The Good Shepherd' })).toHaveAttribute(
      'href',
      sitePaths.studioProposal('com-2'),
    );
    expect(project).toHaveTextContent('Deposit paid');
    expect(project).toHaveTextContent('Price $1,200.00');
    expect(project).toHaveTextContent('Paid $360.00');
  });

  it('offers every hosted payment and its refunds as a CSV file', async () => {
    signedIn();
    openProposals();
    expect(await screen.findByRole('link', { name: 'Export payments CSV' })).toHaveAttribute(
      'href',
      deskExports.payments,
    );
  });

  it('says so when there is nothing yet', async () => {
    signedIn();
    openProposals();

    expect(await screen.findByText('No proposals waiting. Create one with New proposal.')).toBeInTheDocument();
    expect(screen.getByText('No accepted proposal has become a project yet.')).toBeInTheDocument();
    expect(screen.getByText('No payment requests for one-off jobs yet.')).toBeInTheDocument();
  });

  it('creates a proposal for the client she names and opens it', async () => {
    const user = userEvent.setup();
    const functions = signedIn({
      'studio-new-commission': ({ clientName, clientEmail, kind }) => ({
        body: { commission: deskCommission({ id: 'com-7', clientName, clientEmail, kind }) },
      }),
    });
    openProposals();

    await user.click(await screen.findByRole('button', { name: 'New proposal' }));
    const form = within(screen.getByRole('form', { name: 'New proposal' }));
    expect(
      within(form.getByLabelText('Kind'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Painting', 'Mural', 'Design', 'Other']);
    await user.type(form.getByLabelText('Client’s name'), 'Priscilla Aquila');
    await user.type(form.getByLabelText('Client’s e-mail'), 'priscilla@example.com');
    await user.selectOptions(form.getByLabelText('Kind'), 'Mural');
    await user.click(form.getByRole('button', { name: 'Create proposal' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(sitePaths.studioProposal('com-7')));
    expect(functions.calls('studio-new-commission')).toEqual([
      {
        name: 'studio-new-commission',
        body: { clientName: 'Priscilla Aquila', clientEmail: 'priscilla@example.com', kind: 'mural' },
      },
    ]);
  });

  it('names a missing client at its field, and creates nothing', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openProposals();

    await user.click(await screen.findByRole('button', { name: 'New proposal' }));
    const form = within(screen.getByRole('form', { name: 'New proposal' }));
    await user.type(form.getByLabelText('Client’s e-mail'), 'not an address');
    await user.click(form.getByRole('button', { name: 'Create proposal' }));

    expect(form.getByLabelText('Client’s name')).toHaveFocus();
    expect(form.getByLabelText('Client’s name')).toHaveAccessibleDescription('Please enter the client’s name');
    expect(form.getByLabelText('Client’s e-mail')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(functions.calls('studio-new-commission')).toEqual([]);
  });

  it('lists the one-off jobs’ requests with their client, amounts, due date, state and link', async () => {
    signedIn({ 'studio-commissions': () => ({ body: { commissions: [], requests: [oneOffRequest] } }) });
    openProposals();

    const request = (await screen.findByRole('heading', { level: 3, name: 'Church banner' })).closest('li')!;
    expect(request).toHaveTextContent('Lydia Thyatira');
    expect(within(request).getByRole('link', { name: 'lydia@example.com' })).toHaveAttribute(
      'href',
      'mailto:lydia@example.com',
    );
    expect(request).toHaveTextContent('Asked $250.00');
    expect(request).toHaveTextContent('Paid $100.00');
    expect(request).toHaveTextContent('Due Dec 10, 2026');
    expect(request).toHaveTextContent('Partly paid');
    expect(within(request).getByText(oneOffRequest.link)).toBeInTheDocument();
  });

  it('sends a one-off job’s payment request to the client she names, then lists it', async () => {
    const user = userEvent.setup();
    const functions = signedIn({
      'studio-request-payment': () => ({ body: { request: { ...oneOffRequest, paid: 0, state: 'open' } } }),
    });
    openProposals();

    const form = within(await screen.findByRole('form', { name: 'New payment request' }));
    await user.type(form.getByLabelText('Client’s name'), 'Lydia Thyatira');
    await user.type(form.getByLabelText('Client’s e-mail'), 'lydia@example.com');
    await user.type(form.getByLabelText('What it is for'), 'Church banner');
    await user.type(form.getByLabelText('Amount'), '250');
    await user.type(form.getByLabelText('Due on'), '2026-12-10');
    await user.click(form.getByRole('button', { name: 'Send request' }));

    expect(await form.findByText('A request for $250.00 was sent to lydia@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-request-payment')).toEqual([
      {
        name: 'studio-request-payment',
        body: {
          clientName: 'Lydia Thyatira',
          clientEmail: 'lydia@example.com',
          title: 'Church banner',
          amount: 250,
          dueOn: '2026-12-10',
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Church banner' })).toBeInTheDocument();
    expect(form.getByLabelText('What it is for')).toHaveValue('');
  });

  it('asks for the client of a one-off request, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openProposals();

    const form = within(await screen.findByRole('form', { name: 'New payment request' }));
    await user.type(form.getByLabelText('What it is for'), 'Church banner');
    await user.type(form.getByLabelText('Amount'), '250');
    await user.click(form.getByRole('button', { name: 'Send request' }));

    expect(form.getByLabelText('Client’s name')).toHaveFocus();
    expect(form.getByLabelText('Client’s e-mail')).toHaveAccessibleDescription('Please enter the client’s e-mail');
    expect(form.getByLabelText('Due on')).toHaveAccessibleDescription(
      'Reminders go out before and after this day. Please choose a date',
    );
    expect(functions.calls('studio-request-payment')).toEqual([]);
  });
});
