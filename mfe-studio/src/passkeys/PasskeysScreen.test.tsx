import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { passkeyCheckNeededMessage } from 'shared-contracts/studio';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions, type FunctionHandlers } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { ceremony, credential, passkey } from '../testing/studio-fixtures';
import { formatWhen } from '../ui/when';
import PasskeysScreen from './PasskeysScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const phone = passkey('pk-1', 'Phone', '2026-11-23T18:45:00.000Z');
const laptop = passkey('pk-2', 'Laptop');

const studioWith = (handlers: FunctionHandlers) =>
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-passkeys': () => ({ body: { passkeys: [phone, laptop] } }),
    ...handlers,
  });

const openPasskeys = () => renderStudio(sitePaths.studioPasskeys, <PasskeysScreen />);

describe('the Passkeys section', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(startRegistration).mockReset();
  });

  it('lists her passkeys with when each was added and last used', async () => {
    studioWith({});
    openPasskeys();
    const phoneRow = (await screen.findByRole('heading', { name: 'Phone' })).closest('li')!;
    expect(phoneRow).toHaveTextContent(`Added ${formatWhen(phone.createdAt)}`);
    expect(phoneRow).toHaveTextContent(`Last used ${formatWhen('2026-11-23T18:45:00.000Z')}`);
    expect(screen.getByRole('heading', { name: 'Laptop' }).closest('li')).toHaveTextContent('Not used yet');
  });

  it('removes a passkey once she confirms', async () => {
    const user = userEvent.setup();
    const functions = studioWith({ 'studio-remove-passkey': () => ({ body: { passkeys: [phone] } }) });
    openPasskeys();
    await user.click(await screen.findByRole('button', { name: 'Remove “Laptop”' }));
    expect(functions.calls('studio-remove-passkey')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Laptop' })).not.toBeInTheDocument());
    expect(functions.calls('studio-remove-passkey')).toEqual([{ name: 'studio-remove-passkey', body: { id: 'pk-2' } }]);
  });

  it('asks her passkey again when the server wants a recent check, then removes the passkey', async () => {
    const user = userEvent.setup();
    let checked = false;
    vi.mocked(startAuthentication).mockResolvedValue(credential as never);
    const functions = studioWith({
      'studio-remove-passkey': () =>
        checked ? { body: { passkeys: [phone] } } : { status: 403, body: { error: passkeyCheckNeededMessage } },
      'studio-confirm-options': () => ({ body: ceremony('cer-confirm') }),
      'studio-confirm-verify': () => {
        checked = true;
        return { body: { done: true } };
      },
    });
    openPasskeys();
    await user.click(await screen.findByRole('button', { name: 'Remove “Laptop”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Laptop' })).not.toBeInTheDocument());
    expect(startAuthentication).toHaveBeenCalledTimes(1);
    expect(functions.calls('studio-remove-passkey')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to remove her last passkey, and keeps it listed", async () => {
    const user = userEvent.setup();
    studioWith({
      'studio-passkeys': () => ({ body: { passkeys: [phone] } }),
      'studio-remove-passkey': () => ({
        status: 409,
        body: { error: 'This is your only passkey. Add another before removing it.' },
      }),
    });
    openPasskeys();
    await user.click(await screen.findByRole('button', { name: 'Remove “Phone”' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Phone” was not removed: This is your only passkey. Add another before removing it.',
    );
    expect(screen.getByRole('heading', { name: 'Phone' })).toBeInTheDocument();
  });

  it('adds a passkey made on this device, with the name she gives it', async () => {
    const user = userEvent.setup();
    vi.mocked(startRegistration).mockResolvedValue(credential as never);
    const tablet = passkey('pk-3', 'Tablet');
    const functions = studioWith({
      'studio-add-passkey-options': () => ({ body: ceremony('c9') }),
      'studio-add-passkey-verify': () => ({ body: { passkeys: [phone, laptop, tablet] } }),
    });
    openPasskeys();
    await user.type(await screen.findByLabelText('Name the new passkey (optional)'), 'Tablet');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    expect(await screen.findByText('Passkey added.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tablet' })).toBeInTheDocument();
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'challenge-c9' } });
    expect(functions.calls('studio-add-passkey-verify')).toEqual([
      { name: 'studio-add-passkey-verify', body: { ceremonyId: 'c9', response: credential, name: 'Tablet' } },
    ]);
  });

  it('signs out everywhere and shows the signed-out view', async () => {
    const user = userEvent.setup();
    const functions = studioWith({ 'studio-sign-out-everywhere': () => ({ body: { done: true } }) });
    openPasskeys();
    const everywhere = await screen.findByRole('region', { name: 'Sign out everywhere' });
    await user.click(within(everywhere).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    expect(functions.calls('studio-sign-out-everywhere')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Phone' })).not.toBeInTheDocument();
  });
});
