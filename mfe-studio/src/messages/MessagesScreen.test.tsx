import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { deskExports } from 'shared-contracts/studio-desk';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { commissionRequest, contactMessage, summaryOf } from './message-fixtures';
import MessagesScreen from './MessagesScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const unread = summaryOf(contactMessage());
const opened = summaryOf(commissionRequest());
const archived = summaryOf(
  contactMessage({
    id: 'msg-3',
    name: 'Boaz Ephrath',
    subject: 'Thank you',
    receivedAt: '2026-11-25T10:00:00.000Z',
    status: 'archived',
    read: true,
  }),
);

const messagesSection = () => within(screen.getByRole('region', { name: 'Messages' }));
const items = () => within(messagesSection().getByRole('list')).getAllByRole('listitem');

describe('the Messages section', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the inbox newest first, each with its sender, subject, preview and status, leaving out the archived', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': () => ({ body: { messages: [unread, archived, opened], unread: 1 } }),
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    expect(await screen.findByRole('link', { name: 'Ana Reyes — Commission request' })).toHaveAttribute(
      'href',
      sitePaths.studioMessage('msg-2'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(items().map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Ana Reyes — Commission request',
      'Ruth Moabite — A question about prints',
    ]);
    const [first, second] = items();
    expect(first).toHaveTextContent('The Good Shepherd');
    expect(first).toHaveTextContent('New');
    expect(first).not.toHaveTextContent('Unread');
    expect(second).toHaveTextContent('Do you ship prints to Canada?');
    expect(within(second!).getByText('Unread')).toHaveClass('visually-hidden');
    expect(screen.getByLabelText('Show')).toHaveValue('inbox');
    expect(functions.calls('studio-messages')[0]!.body).toEqual({});
  });

  it('asks the server for the archived messages when she shows them', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': ({ status }) => ({
        body: { messages: status === 'archived' ? [archived] : [unread], unread: 1 },
      }),
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    await user.selectOptions(await screen.findByLabelText('Show'), 'Archived');

    expect(await screen.findByRole('link', { name: 'Boaz Ephrath — Thank you' })).toBeInTheDocument();
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Archived');
    expect(functions.calls('studio-messages').map((call) => call.body)).toEqual([{}, { status: 'archived' }]);
  });

  it('offers Inbox and each status to show', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': () => ({ body: { messages: [], unread: 0 } }),
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    const options = within(await screen.findByLabelText('Show')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Inbox',
      'New',
      'Replied',
      'Quoted',
      'Deposit paid',
      'Archived',
    ]);
  });

  it('says so when there is no message to show', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': () => ({ body: { messages: [archived], unread: 0 } }),
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
    expect(messagesSection().queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers the messages as a CSV file for her bookkeeping', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': () => ({ body: { messages: [], unread: 0 } }),
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', deskExports.messages);
  });

  it('shows why the messages could not be read, with Try again', async () => {
    const user = userEvent.setup();
    let failing = true;
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-messages': () =>
        failing
          ? { status: 503, body: { error: 'The studio is resting. Please try again in a minute.' } }
          : { body: { messages: [unread], unread: 1 } },
    });
    renderStudio(sitePaths.studioMessages, <MessagesScreen />);

    expect(await screen.findByRole('alert')).toHaveTextContent('The studio is resting.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Ruth Moabite — A question about prints' })).toBeInTheDocument();
  });
});
