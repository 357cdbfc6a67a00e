import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pieceLine } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { studioArtwork } from '../testing/studio-fixtures';
import { subscriber, subscriberList } from './list-fixtures';
import LetterScreen from './LetterScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const morningPsalm = studioArtwork(1, { title: 'Morning Psalm' });
const stillWaters = studioArtwork(2, { title: 'Still Waters', status: 'sold' });
const unfinished = studioArtwork(3, { title: 'Unfinished', status: 'draft' });

/** Her session in New York, her pieces, and 120 confirmed subscribers, unless the test says otherwise. */
const signedIn = (handlers: FunctionHandlers = {}) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-artworks': () => ({ body: { artworks: [morningPsalm, stillWaters, unfinished] } }),
    'studio-list-subscribers': () => ({
      body: subscriberList([subscriber('ruth@example.com')], {
        counts: { confirmed: 120, pending: 3, unsubscribed: 2 },
      }),
    }),
    ...handlers,
  });

const openLetter = (search = '') => renderStudio(`${sitePaths.studioLetter}${search}`, <LetterScreen />);

async function write(user: UserEvent, subject: string, body: string) {
  await user.type(await screen.findByLabelText('Subject'), subject);
  await user.type(screen.getByRole('textbox', { name: 'Letter' }), body);
}

const previewAnswer = {
  subject: 'New work',
  html: '<h1>New work</h1><p>Dear friends,</p>',
  text: 'New work\n\nDear friends,',
};

describe('the Letter screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the subject and the letter with the announcement written from the piece of ?artwork=', async () => {
    const functions = signedIn({
      'studio-list-announcement': () => ({
        body: { letter: { subject: 'New: Morning Psalm', body: `Dear friends,\n${pieceLine('art-1')}\nRuth` } },
      }),
    });
    openLetter('?artwork=art-1');

    expect(await screen.findByLabelText('Subject')).toHaveValue('New: Morning Psalm');
    expect(screen.getByRole('heading', { level: 1, name: 'Letter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveValue('Dear friends,\n[piece: art-1]\nRuth');
    expect(functions.calls('studio-list-announcement')).toEqual([
      { name: 'studio-list-announcement', body: { artworkId: 'art-1' } },
    ]);
  });

  it('leaves the letter to her when the announcement cannot be written, saying why', async () => {
    signedIn({
      'studio-list-announcement': () => ({ status: 404, body: { error: 'This artwork was not found.' } }),
    });
    openLetter('?artwork=art-404');

    expect(await screen.findByRole('alert')).toHaveTextContent('This artwork was not found.');
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveValue('');
  });

  it('offers her pieces on the site to insert, and says what a piece line shows', async () => {
    signedIn();
    openLetter();

    const piece = await screen.findByRole('combobox', { name: 'Piece' });
    expect(
      within(piece)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Morning Psalm', 'Still Waters']);
    expect(screen.getByRole('group', { name: 'Insert a piece' })).toHaveAccessibleDescription(
      'A piece line shows the piece’s photo, title, price and a link to it, where the line stands in your letter.',
    );
  });

  it('inserts the chosen piece’s line on a line of its own at her cursor, and leaves her cursor after it', async () => {
    const user = userEvent.setup();
    signedIn();
    openLetter();
    await write(user, 'New work', 'Dear friends, here it is. Warmly, Ruth');
    const letter = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Letter' });
    letter.setSelectionRange('Dear friends, here it is.'.length, 'Dear friends, here it is.'.length);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Piece' }), 'Still Waters');
    await user.click(screen.getByRole('button', { name: 'Insert' }));

    expect(letter).toHaveValue('Dear friends, here it is.\n[piece: art-2]\n Warmly, Ruth');
    expect(letter).toHaveFocus();
    expect(letter.selectionStart).toBe('Dear friends, here it is.\n[piece: art-2]\n'.length);
  });

  it('puts a piece at the end of the letter while she has not been in it', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-list-announcement': () => ({
        body: { letter: { subject: 'New: Morning Psalm', body: 'Dear friends,' } },
      }),
    });
    openLetter('?artwork=art-1');

    await user.click(await screen.findByRole('button', { name: 'Insert' }));

    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveValue('Dear friends,\n[piece: art-1]\n');
  });

  it('shows the preview’s HTML part in a sandboxed frame and its plain text beside it', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-list-preview': () => ({ body: previewAnswer }) });
    openLetter();
    await write(user, '  New work ', 'Dear friends,');

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByTitle('Preview of the e-mail');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview).toHaveAttribute('sandbox', '');
    expect(preview).toHaveAttribute('srcdoc', previewAnswer.html);
    expect(screen.getByText('As plain text').nextSibling).toHaveTextContent(previewAnswer.text, {
      normalizeWhitespace: false,
    });
    expect(functions.calls('studio-list-preview')).toEqual([
      { name: 'studio-list-preview', body: { subject: 'New work', body: 'Dear friends,' } },
    ]);
  });

  it('sends a test to her own address and says where it went', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-list-send-test': () => ({ body: { sentTo: 'ruth@example.com' } }) });
    openLetter();
    await write(user, 'New work', 'Dear friends,');

    await user.click(screen.getByRole('button', { name: 'Send a test to myself' }));

    expect(await screen.findByText('Test sent to ruth@example.com.')).toBeInTheDocument();
    expect(functions.calls('studio-list-send-test')).toEqual([
      { name: 'studio-list-send-test', body: { subject: 'New work', body: 'Dear friends,' } },
    ]);
  });

  it('names a missing subject and letter beside their fields, and sends nothing', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openLetter();

    await user.click(await screen.findByRole('button', { name: 'Send a test to myself' }));

    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveAccessibleDescription('Please enter a subject');
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveAccessibleDescription('Please write the letter');
    expect(functions.calls('studio-list-send-test')).toEqual([]);
  });

  it('sends the letter to her list now once she confirms how many it goes to, then shows her list', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-list-send': () => ({ body: { sends: [] } }) });
    openLetter();
    await write(user, 'New work', 'Dear friends,');

    await user.click(screen.getByRole('button', { name: 'Send to my list' }));
    expect(functions.calls('studio-list-send')).toEqual([]);
    const question = screen.getByRole('group', { name: 'Send “New work” to your 120 confirmed subscribers now?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, send it' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio\/list$/));
    expect(functions.calls('studio-list-send')).toEqual([
      { name: 'studio-list-send', body: { letter: { subject: 'New work', body: 'Dear friends,' } } },
    ]);
  });

  it('schedules the send for the time she chose, sent as an ISO time', async () => {
    const user = userEvent.setup();
    const functions = signedIn({ 'studio-list-send': () => ({ body: { sends: [] } }) });
    openLetter();
    await write(user, 'New work', 'Dear friends,');

    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value: '2026-12-01T09:30' } });
    const sendAt = new Date('2026-12-01T09:30').toISOString();
    await user.click(screen.getByRole('button', { name: 'Schedule the send' }));
    await user.click(screen.getByRole('button', { name: 'Yes, schedule it' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio\/list$/));
    expect(functions.calls('studio-list-send')).toEqual([
      { name: 'studio-list-send', body: { letter: { subject: 'New work', body: 'Dear friends,' }, sendAt } },
    ]);
  });

  it('asks for a date and time when she schedules without one, and asks nothing else', async () => {
    const user = userEvent.setup();
    const functions = signedIn();
    openLetter();
    await write(user, 'New work', 'Dear friends,');

    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    await user.click(screen.getByRole('button', { name: 'Schedule the send' }));

    const when = screen.getByLabelText('Date and time');
    expect(when).toHaveAccessibleDescription(
      'In the time zone of this device. Please choose a date and time for the send',
    );
    expect(when).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Yes, schedule it' })).not.toBeInTheDocument();
    expect(functions.calls('studio-list-send')).toEqual([]);
  });

  it('keeps her letter and shows why when the server refuses the send', async () => {
    const user = userEvent.setup();
    signedIn({
      'studio-list-send': () => ({ status: 400, body: { error: 'Your list has no confirmed subscriber yet.' } }),
    });
    openLetter();
    await write(user, 'New work', 'Dear friends,\nA new piece.');

    await user.click(screen.getByRole('button', { name: 'Send to my list' }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your list has no confirmed subscriber yet.');
    expect(screen.getByLabelText('Subject')).toHaveValue('New work');
    expect(screen.getByRole('textbox', { name: 'Letter' })).toHaveValue('Dear friends,\nA new piece.');
    expect(screen.getByTestId('location')).toHaveTextContent(sitePaths.studioLetter);
  });
});
