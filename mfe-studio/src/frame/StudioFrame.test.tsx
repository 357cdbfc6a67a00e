import { startAuthentication } from '@simplewebauthn/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { signedOutMessage } from 'shared-contracts/studio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactMessage } from '../messages/message-fixtures';
import { ceremony, credential, passkey } from '../testing/studio-fixtures';
import { cancelledCeremony, renderStudio } from '../testing/render-studio';
import { formatWhen } from '../ui/when';
import { StudioFrame } from './StudioFrame';
import { useStudioSession } from './studio-session';
import { useStudioQuery } from './use-studio-query';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

/** A screen that reads her passkeys, to see what the frame does around a screen. */
function PasskeyCount() {
  const { state } = useStudioQuery('studio-passkeys', {});
  return (
    <section>
      <h1>Passkey count</h1>
      {state.status === 'loaded' && <p>{state.data.passkeys.length} passkeys</p>}
    </section>
  );
}

/** A screen that says when each of her passkeys was added, to see in which zone the frame has its dates read. */
function PasskeysAdded() {
  const { state } = useStudioQuery('studio-passkeys', {});
  if (state.status !== 'loaded') return null;
  return (
    <ul>
      {state.data.passkeys.map(({ id, name, createdAt }) => (
        <li key={id}>
          {name} added {formatWhen(createdAt)}
        </li>
      ))}
    </ul>
  );
}

const renderFrame = () =>
  renderStudio(
    '/studio/passkeys',
    <StudioFrame>
      <PasskeyCount />
    </StudioFrame>,
  );

const signIn = () => screen.findByRole('button', { name: 'Sign in with a passkey' });

describe('the studio frame', () => {
  beforeEach(() => vi.mocked(startAuthentication).mockResolvedValue(credential as never));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(startAuthentication).mockReset();
  });

  it('shows only the sign-in panel to a browser without her session', async () => {
    const functions = fakeFunctions({ 'studio-session': () => ({ body: { signedIn: false } }) });
    renderFrame();
    expect(await signIn()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your studio' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Studio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(functions.calls('studio-passkeys')).toEqual([]);
  });

  it('signs her in with a passkey, then shows the sections, Sign out and the screen', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-sign-in-options': () => ({ body: ceremony('c1') }),
      'studio-sign-in-verify': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
    });
    renderFrame();
    await user.click(await signIn());

    expect(await screen.findByText('0 passkeys')).toBeInTheDocument();
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'challenge-c1' } });
    expect(functions.calls('studio-sign-in-verify')).toEqual([
      { name: 'studio-sign-in-verify', body: { ceremonyId: 'c1', response: credential } },
    ]);
    const sections = within(screen.getByRole('navigation', { name: 'Studio' }));
    expect(sections.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Today',
      'Artworks',
      'Orders',
      'Messages',
      'List',
      'Offers',
      'Proposals',
      'Projects',
      'To ship',
      'Passkeys',
      'Pictures',
      'Site',
      'Changes',
      'Backups',
      'Site health',
    ]);
    expect(sections.getByRole('link', { name: 'Passkeys' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });

  it('reads the screen’s dates in the time zone her sign-in answer names', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-sign-in-options': () => ({ body: ceremony('c1') }),
      'studio-sign-in-verify': () => ({ body: { signedIn: true, timeZone: 'America/Chicago' } }),
      'studio-passkeys': () => ({ body: { passkeys: [passkey('k1', 'Laptop')] } }),
    });
    renderStudio(
      '/studio/passkeys',
      <StudioFrame>
        <PasskeysAdded />
      </StudioFrame>,
    );
    await user.click(await signIn());

    expect(await screen.findByText('Laptop added Nov 1, 2026, 3:00 AM CST')).toBeInTheDocument();
  });

  it('says so when she cancels the passkey prompt, and sends nothing to be verified', async () => {
    const user = userEvent.setup();
    vi.mocked(startAuthentication).mockRejectedValue(cancelledCeremony());
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-sign-in-options': () => ({ body: ceremony('c1') }),
    });
    renderFrame();
    await user.click(await signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in was cancelled or timed out. Please try again.',
    );
    expect(functions.calls('studio-sign-in-verify')).toEqual([]);
  });

  it("shows the server's refusal of a passkey it does not know", async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-sign-in-options': () => ({ body: ceremony('c1') }),
      'studio-sign-in-verify': () => ({ status: 401, body: { error: 'This passkey is not one of the studio’s.' } }),
    });
    renderFrame();
    await user.click(await signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey is not one of the studio’s.');
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });

  it('sends a new enrolment link to her address when she has lost her passkeys', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: false } }),
      'studio-send-enrolment-link': () => ({ body: { sent: true } }),
    });
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Send a new enrolment link' }));
    expect(await screen.findByText(/A new link is on its way to your e-mail address/)).toBeInTheDocument();
    expect(functions.calls('studio-send-enrolment-link')).toHaveLength(1);
  });

  it('signs her out and shows the signed-out view', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-sign-out': () => ({ body: { done: true } }),
    });
    renderFrame();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await signIn()).toBeInTheDocument();
    expect(functions.calls('studio-sign-out')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Passkey count' })).not.toBeInTheDocument();
  });

  it('shows the sign-in panel when a call answers 401, and after signing in again gives back the screen as she left it', async () => {
    const user = userEvent.setup();
    let sessionValid = false;
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () =>
        sessionValid ? { body: { passkeys: [] } } : { status: 401, body: { error: signedOutMessage } },
      'studio-sign-in-options': () => ({ body: ceremony('c2') }),
      'studio-sign-in-verify': () => {
        sessionValid = true;
        return { body: { signedIn: true } };
      },
    });
    renderFrame();

    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passkey count' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText('0 passkeys')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Passkey count' })).toBeInTheDocument();
  });

  it('keeps what she typed on the screen while she signs in again', async () => {
    const user = userEvent.setup();
    let sessionValid = true;
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-artworks': () =>
        sessionValid ? { body: { artworks: [] } } : { status: 401, body: { error: signedOutMessage } },
      'studio-sign-in-options': () => ({ body: ceremony('c3') }),
      'studio-sign-in-verify': () => {
        sessionValid = true;
        return { body: { signedIn: true } };
      },
    });
    renderStudio(
      '/studio',
      <StudioFrame>
        <NotesScreen />
      </StudioFrame>,
    );
    await user.type(await screen.findByLabelText('Notes'), 'half a thought');
    sessionValid = false;
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Please sign in again' })).toHaveFocus();
    expect(screen.queryByLabelText('Notes')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByLabelText('Notes')).toBeVisible();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus());
    expect(screen.getByLabelText('Notes')).toHaveValue('half a thought');
    expect(functions.calls('studio-artworks')).toHaveLength(1);
  });
});

describe('the sections of the studio', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sectionLink = (name: string) =>
    within(screen.getByRole('navigation', { name: 'Studio' })).getByRole('link', { name });

  it.each([
    ['/studio', 'Today'],
    ['/studio/artworks', 'Artworks'],
    ['/studio/artworks/art-1', 'Artworks'],
    ['/studio/artworks/new', 'Artworks'],
    ['/studio/orders', 'Orders'],
  ])('marks only the section of %s as the current one: %s', async (path, current) => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
    });
    renderStudio(
      path,
      <StudioFrame>
        <PasskeyCount />
      </StudioFrame>,
    );

    expect(await screen.findByText('0 passkeys')).toBeInTheDocument();
    const marked = within(screen.getByRole('navigation', { name: 'Studio' }))
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });

  it('leads to Today at the studio’s own address and to Artworks below it', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
    });
    renderFrame();

    expect(await screen.findByText('0 passkeys')).toBeInTheDocument();
    expect(sectionLink('Today')).toHaveAttribute('href', sitePaths.studio);
    expect(sectionLink('Artworks')).toHaveAttribute('href', sitePaths.studioArtworks);
  });
});

describe('the unread badge of Messages', () => {
  afterEach(() => vi.unstubAllGlobals());

  const messagesLink = () =>
    within(screen.getByRole('navigation', { name: 'Studio' })).getByRole('link', { name: /^Messages/ });

  it('shows her unread count beside Messages, and reads it again when she moves to another screen', async () => {
    const user = userEvent.setup();
    const unread = [2, 1];
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-desk-counts': () => ({ body: { unreadMessages: unread.shift() ?? 0, needsAttention: 0 } }),
    });
    renderStudio(
      '/studio/passkeys',
      <StudioFrame>
        <PasskeyCount />
      </StudioFrame>,
      '/studio/*',
    );

    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(within(link).getByText('2')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Pictures' }));

    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBe(link);
    expect(functions.calls('studio-desk-counts')).toHaveLength(2);
  });

  it('shows how many things need her beside Orders', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-desk-counts': () => ({ body: { unreadMessages: 0, needsAttention: 3 } }),
    });
    renderFrame();

    const orders = await screen.findByRole('link', { name: 'Orders, 3 need you' });
    expect(within(orders).getByText('3')).toBeVisible();
    expect(messagesLink()).toHaveAccessibleName('Messages');
  });

  it('reads the count again once the message she opened was marked read', async () => {
    let opened = false;
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-message': () => {
        opened = true;
        return { body: { message: contactMessage({ read: true }) } };
      },
      'studio-desk-counts': () => ({ body: { unreadMessages: opened ? 0 : 1, needsAttention: 0 } }),
    });
    renderStudio(
      '/studio/messages/msg-1',
      <StudioFrame>
        <OpenedMessage />
      </StudioFrame>,
    );

    await vi.waitFor(() => expect(functions.calls('studio-desk-counts')).toHaveLength(2));
    await vi.waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages'));
  });

  it('shows no badge when the count cannot be read, and the screen stays', async () => {
    const functions = fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-desk-counts': () => ({ status: 401, body: { error: signedOutMessage } }),
    });
    renderFrame();

    expect(await screen.findByText('0 passkeys')).toBeInTheDocument();
    await vi.waitFor(() => expect(functions.calls('studio-desk-counts')).toHaveLength(1));
    expect(messagesLink()).toHaveAccessibleName('Messages');
    expect(screen.queryByRole('heading', { name: 'Please sign in again' })).not.toBeInTheDocument();
  });
});

/** A screen that opens a message, as the message's own screen does. */
function OpenedMessage() {
  useStudioQuery('studio-message', { id: 'msg-1' });
  return <h1>A message</h1>;
}

/** A screen with something typed and a call made on demand. */
function NotesScreen() {
  const { call } = useStudioSession();
  return (
    <section>
      <h1>Notes</h1>
      <label>
        Notes
        <input />
      </label>
      <button type="button" onClick={() => void call('studio-artworks', {}).catch(() => undefined)}>
        Check
      </button>
    </section>
  );
}

describe('the problems badge of Site health', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows how many problems the site has beside Site health', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-desk-counts': () => ({ body: { unreadMessages: 0, needsAttention: 0, siteProblems: 2 } }),
    });
    renderFrame();

    const health = await screen.findByRole('link', { name: 'Site health, 2 to look at' });
    expect(within(health).getByText('2')).toBeVisible();
  });

  it('shows no badge beside Site health from a server that does not count its problems', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-passkeys': () => ({ body: { passkeys: [] } }),
      'studio-desk-counts': () => ({ body: { unreadMessages: 1, needsAttention: 0 } }),
    });
    renderFrame();

    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site health' })).not.toHaveAttribute('aria-label');
  });
});
