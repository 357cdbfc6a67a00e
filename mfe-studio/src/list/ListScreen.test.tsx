import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListSend, SubscriberList } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { listSend, subscriber, subscriberList } from './list-fixtures';
import ListScreen from './ListScreen';
import { nextReadInMs, sendsReadEveryMs } from './use-list-sends';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const ruth = subscriber('ruth@example.com', {
  source: 'sold-piece',
  pieceTitle: 'Morning Psalm',
  signedUpAt: '2026-11-24T15:00:00.000Z',
  confirmedAt: '2026-11-25T09:00:00.000Z',
});
const boaz = subscriber('boaz@example.com', { state: 'pending', confirmedAt: null });
const naomi = subscriber('naomi@example.com', { state: 'unsubscribed', unsubscribedAt: '2026-11-20T10:00:00.000Z' });

/** Her session in New York, her list, and no sends, unless the test says otherwise. */
const signedIn = (list: SubscriberList, handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-list-subscribers': () => ({ body: list }),
    'studio-list-sends': () => ({ body: { sends: [] } }),
    ...handlers,
  });

const openList = () => renderStudio(sitePaths.studioList, <ListScreen />);
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the List section', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('counts the confirmed, those awaiting confirmation and the unsubscribed, with the confirmed by where they signed up', async () => {
    signedIn(
      subscriberList([ruth, boaz, naomi], {
        counts: { confirmed: 120, pending: 4, unsubscribed: 3 },
        confirmedBySource: [
          { source: 'footer', count: 100 },
          { source: 'sold-piece', count: 15 },
          { source: 'import', count: 5 },
        ],
      }),
    );
    openList();

    const confirmed = await screen.findByText('Confirmed', { selector: 'dt' });
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeInTheDocument();
    expect(confirmed.nextSibling).toHaveTextContent('120');
    expect(screen.getByText('Awaiting confirmation', { selector: 'dt' }).nextSibling).toHaveTextContent('4');
    expect(screen.getByText('Unsubscribed', { selector: 'dt' }).nextSibling).toHaveTextContent('3');
    const bySource = screen.getByRole('list', { name: 'Confirmed, by where they signed up:' });
    expect(
      within(bySource)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Footer: 100', 'A sold piece: 15', 'Imported: 5']);
  });

  it('lists each address with its state, source, piece and dates, and searches them by e-mail address', async () => {
    const user = userEvent.setup();
    const functions = signedIn(subscriberList([]), {
      'studio-list-subscribers': ({ search }) => ({
        body: search === 'ruth' ? subscriberList([ruth]) : subscriberList([ruth, boaz, naomi]),
      }),
    });
    openList();

    const table = await screen.findByRole('table', { name: 'Addresses on your list' });
    expect(screen.getByRole('region', { name: 'Table of addresses' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Address', 'State', 'Source', 'Signed up', 'Confirmed']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('ruth@example.com');
    expect(first).toHaveTextContent('Confirmed');
    expect(first).toHaveTextContent('A sold piece“Morning Psalm”');
    expect(first).toHaveTextContent('Signed up Nov 24, 2026');
    expect(first).toHaveTextContent('Confirmed Nov 25, 2026');
    expect(second).toHaveTextContent('Awaiting confirmation');
    expect(second).toHaveTextContent('Not confirmed');
    expect(third).toHaveTextContent('UnsubscribedNov 20, 2026');

    await user.type(screen.getByRole('searchbox', { name: 'Search by e-mail address' }), 'ruth');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await vi.waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(functions.calls('studio-list-subscribers').map((call) => call.body)).toEqual([
      { search: '' },
      { search: 'ruth' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search by e-mail address' })).toHaveValue('ruth');
  });

  it('says how many addresses match when it shows only the first hundred', async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => subscriber(`friend${index}@example.com`));
    signedIn(subscriberList(hundred, { matching: 240 }));
    openList();

    expect(await screen.findByText('Showing 100 of 240')).toBeInTheDocument();
  });

  it('says so when no address matches her search', async () => {
    const user = userEvent.setup();
    signedIn(subscriberList([ruth]), {
      'studio-list-subscribers': ({ search }) => ({ body: subscriberList(search ? [] : [ruth]) }),
    });
    openList();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by e-mail address' }), 'ann');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No address matches.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('saves the whole list, with its consent records, as a CSV file named with the day', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00.000Z'));
    const csv = 'email,state,source,signed_up_at\r\nruth@example.com,confirmed,footer,2026-11-24T15:00:00.000Z\r\n';
    const functions = signedIn(subscriberList([ruth]), { 'studio-list-export': () => ({ body: { csv } }) });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      files.push(file as Blob);
      return 'blob:list';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    openList();

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:list', download: 'list-2026-11-26.csv' }]));
    expect(await files[0]!.text()).toBe(csv);
    expect(files[0]!.type).toBe('text/csv;charset=utf-8');
    expect(functions.calls('studio-list-export')).toHaveLength(1);
    expect(document.querySelector('a[download]')).not.toBeInTheDocument();
  });

  it('imports the addresses of a file, says what was added, known and left out, and reads the list again', async () => {
    const user = userEvent.setup();
    const file = 'email\nana@example.com\nruth@example.com\nnot an address\n';
    const functions = signedIn(subscriberList([ruth]), {
      'studio-list-import': () => ({
        body: { added: 2, known: 1, refused: [{ line: 4, text: 'not an address' }] },
      }),
    });
    openList();

    const input = await screen.findByLabelText('Import addresses');
    expect(input).toHaveAttribute('accept', '.csv,text/csv,text/plain');
    expect(input).toHaveAccessibleDescription('A CSV or text file with one address a line, up to 2 MB.');
    await user.upload(input, new File([file], 'market.csv', { type: 'text/csv' }));

    expect(await screen.findByText('Added 2 addresses; each was sent a confirmation.')).toBeInTheDocument();
    expect(screen.getByText('1 was on your list already.')).toBeInTheDocument();
    const refused = screen.getByRole('list', { name: 'This line holds no address the list can take:' });
    expect(within(refused).getByRole('listitem')).toHaveTextContent('Line 4: not an address');
    expect(functions.calls('studio-list-import')).toEqual([{ name: 'studio-list-import', body: { csv: file } }]);
    await vi.waitFor(() => expect(functions.calls('studio-list-subscribers')).toHaveLength(2));
  });

  it('tells her that imported addresses are asked to confirm and get no news until they do', async () => {
    signedIn(subscriberList([]));
    openList();

    const imports = await screen.findByRole('region', { name: 'Addresses you already have' });
    expect(imports).toHaveTextContent(
      'Each new address is sent an e-mail asking to confirm, and gets no news from you until it is confirmed.',
    );
  });

  it('shows why an import was refused', async () => {
    const user = userEvent.setup();
    signedIn(subscriberList([]), {
      'studio-list-import': () => ({ status: 400, body: { error: 'This file holds no e-mail address.' } }),
    });
    openList();

    await user.upload(
      await screen.findByLabelText('Import addresses'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This file holds no e-mail address.');
  });

  it('leads to a new letter from Write a letter', async () => {
    signedIn(subscriberList([]));
    openList();

    expect(await screen.findByRole('link', { name: 'Write a letter' })).toHaveAttribute('href', sitePaths.studioLetter);
  });

  it('leads to the e-mail outbox, where every e-mail the site sent is kept', async () => {
    signedIn(subscriberList([]));
    openList();

    expect(await screen.findByRole('link', { name: 'e-mail outbox' })).toHaveAttribute('href', sitePaths.studioOutbox);
  });

  it('shows each send with where it stands, its progress while it is sending and what became of it', async () => {
    signedIn(subscriberList([]), {
      'studio-list-sends': () => ({
        body: {
          sends: [
            listSend('send-3', {
              subject: 'Prints for Christmas',
              state: 'scheduled',
              sendAt: '2026-12-01T14:00:00.000Z',
              finishedAt: null,
              recipients: 0,
              sent: 0,
              bounced: 0,
              unsubscribedSince: 0,
            }),
            listSend('send-2', { subject: 'Still Waters', state: 'canceled', finishedAt: null, sent: 0, bounced: 0 }),
            listSend('send-1'),
          ],
        },
      }),
    });
    openList();

    const sends = await screen.findByRole('region', { name: 'Sends' });
    const [list] = await within(sends).findAllByRole('list');
    const [scheduled, canceled, sent] = within(list!)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(scheduled).toHaveTextContent('Prints for Christmas');
    expect(scheduled).toHaveTextContent('Scheduled for Dec 1, 2026, 9:00 AM EST');
    expect(within(scheduled!).getByRole('button', { name: 'Cancel the send of “Prints for Christmas”' })).toBeVisible();
    expect(canceled).toHaveTextContent('Canceled');
    expect(within(canceled!).queryByRole('button')).not.toBeInTheDocument();
    expect(sent).toHaveTextContent('Sent Nov 20, 2026, 9:06 AM EST');
    expect(sent).toHaveTextContent('Sent to 118 of 120');
    expect(sent).toHaveTextContent('Bounced: 2');
    expect(sent).toHaveTextContent('Unsubscribed since: 1');
    expect(within(sent!).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('cancels a scheduled send only once she confirms, and shows it canceled', async () => {
    const user = userEvent.setup();
    const scheduled = listSend('send-3', { state: 'scheduled', finishedAt: null, recipients: 0, sent: 0, bounced: 0 });
    const functions = signedIn(subscriberList([]), {
      'studio-list-sends': () => ({ body: { sends: [scheduled] } }),
      'studio-list-cancel-send': ({ id }) => ({ body: { sends: [{ ...scheduled, id, state: 'canceled' }] } }),
    });
    openList();

    await user.click(await screen.findByRole('button', { name: /^Cancel the send of/ }));
    expect(functions.calls('studio-list-cancel-send')).toEqual([]);
    const question = screen.getByRole('group', {
      name: 'Cancel the send of “New paintings this autumn”? Nobody will receive it.',
    });
    await user.click(within(question).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await section('Sends').findByText('Canceled')).toBeInTheDocument();
    expect(functions.calls('studio-list-cancel-send')).toEqual([
      { name: 'studio-list-cancel-send', body: { id: 'send-3' } },
    ]);
    expect(screen.queryByRole('button', { name: /^Cancel the send of/ })).not.toBeInTheDocument();
  });

  it('reads the sends again every two seconds while one is sending, and stops once none is', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answers: ListSend[][] = [
      [listSend('send-1', { state: 'sending', finishedAt: null, sent: 40, bounced: 2 })],
      [listSend('send-1', { state: 'sent', sent: 118, bounced: 2 })],
    ];
    const functions = signedIn(subscriberList([]), {
      'studio-list-sends': () => ({ body: { sends: answers.shift() ?? [] } }),
    });
    openList();

    // Testing Library's own waiting runs on the timers faked here; vitest's keeps to the real ones.
    const progress = await vi.waitFor(() =>
      screen.getByRole('progressbar', { name: 'Sending “New paintings this autumn”' }),
    );
    expect(progress).toHaveAttribute('value', '42');
    expect(progress).toHaveAttribute('max', '120');
    expect(section('Sends').getByText('Sending')).toBeInTheDocument();
    expect(section('Sends').getByText('Sent to 40 of 120')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(sendsReadEveryMs));
    await vi.waitFor(() => expect(section('Sends').getByText('Sent to 118 of 120')).toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(sendsReadEveryMs * 5));
    expect(functions.calls('studio-list-sends')).toHaveLength(2);
  });

  it('waits for a scheduled send’s time before reading the sends again, an hour at most', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    const scheduled = (sendAt: string) => listSend('send-1', { state: 'scheduled', sendAt, finishedAt: null });
    expect(nextReadInMs([scheduled('2026-11-20T12:10:00.000Z')], now)).toBe(10 * 60 * 1000);
    expect(nextReadInMs([scheduled('2026-12-20T12:00:00.000Z')], now)).toBe(60 * 60 * 1000);
    expect(nextReadInMs([scheduled('2026-11-20T11:00:00.000Z')], now)).toBe(sendsReadEveryMs);
    expect(nextReadInMs([scheduled('2026-12-20T12:00:00.000Z'), listSend('send-2', { state: 'sending' })], now)).toBe(
      sendsReadEveryMs,
    );
    expect(nextReadInMs([listSend('send-3', { state: 'sent' })], now)).toBeUndefined();
  });

  it('stops reading the sends again once she leaves the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const functions = signedIn(subscriberList([]), {
      'studio-list-sends': () => ({
        body: { sends: [listSend('send-1', { state: 'scheduled', finishedAt: null, sent: 0, bounced: 0 })] },
      }),
    });
    const { unmount } = openList();
    await vi.waitFor(() => screen.getByText(/^Scheduled for/));

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(sendsReadEveryMs * 3));
    expect(functions.calls('studio-list-sends')).toHaveLength(1);
  });
});
