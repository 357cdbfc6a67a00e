import { startRegistration } from '@simplewebauthn/browser';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sitePaths } from 'shared-contracts/site-config';
import { enrolmentLinkSpentMessage } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledCeremony, renderStudio } from '../testing/render-studio';
import { ceremony, credential } from '../testing/studio-fixtures';
import EnrolScreen from './EnrolScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const openLink = (hash = '#tok-123') =>
  renderStudio(`${sitePaths.studioEnrol}${hash}`, <EnrolScreen />, sitePaths.studioEnrol);

describe('the enrolment page', () => {
  beforeEach(() => vi.mocked(startRegistration).mockResolvedValue(credential as never));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(startRegistration).mockReset();
  });

  it('creates a passkey with the token from after the #, names it, and opens the studio', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-check-enrolment': () => ({ body: { usable: true } }),
      'studio-enrol-options': () => ({ body: ceremony('c1') }),
      'studio-enrol-verify': () => ({ body: { signedIn: true } }),
    });
    openLink();

    await user.type(await screen.findByLabelText('Name this passkey (optional)'), ' Phone ');
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));

    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio$/));
    expect(functions.calls('studio-check-enrolment')).toEqual([
      { name: 'studio-check-enrolment', body: { token: 'tok-123' } },
    ]);
    expect(functions.calls('studio-enrol-options')[0]!.body).toEqual({ token: 'tok-123' });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'challenge-c1' } });
    expect(functions.calls('studio-enrol-verify')).toEqual([
      {
        name: 'studio-enrol-verify',
        body: { token: 'tok-123', ceremonyId: 'c1', response: credential, name: 'Phone' },
      },
    ]);
  });

  it('says a used or expired link has expired, and sends a new one to her address', async () => {
    const user = userEvent.setup();
    const functions = fakeFunctions({
      'studio-check-enrolment': () => ({ body: { usable: false } }),
      'studio-send-enrolment-link': () => ({ body: { sent: true } }),
    });
    openLink();

    expect(await screen.findByRole('alert')).toHaveTextContent(enrolmentLinkSpentMessage);
    expect(screen.queryByRole('button', { name: 'Create passkey' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/A new link is on its way to your e-mail address/)).toBeInTheDocument();
    expect(functions.calls('studio-send-enrolment-link')).toHaveLength(1);
  });

  it('says the link is spent when the server refuses it while the passkey is being made', async () => {
    const user = userEvent.setup();
    fakeFunctions({
      'studio-check-enrolment': () => ({ body: { usable: true } }),
      'studio-enrol-options': () => ({ body: ceremony('c1') }),
      'studio-enrol-verify': () => ({ status: 410, body: { error: enrolmentLinkSpentMessage } }),
    });
    openLink();
    await user.click(await screen.findByRole('button', { name: 'Create passkey' }));

    expect(await screen.findByText(enrolmentLinkSpentMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/studio/enrol');
  });

  it('says so when she cancels the prompt, and lets her try again', async () => {
    const user = userEvent.setup();
    vi.mocked(startRegistration).mockRejectedValueOnce(cancelledCeremony());
    const functions = fakeFunctions({
      'studio-check-enrolment': () => ({ body: { usable: true } }),
      'studio-enrol-options': () => ({ body: ceremony('c1') }),
      'studio-enrol-verify': () => ({ body: { signedIn: true } }),
    });
    openLink();
    await user.click(await screen.findByRole('button', { name: 'Create passkey' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Creating the passkey was cancelled or timed out.');
    expect(functions.calls('studio-enrol-verify')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create passkey' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/studio$/));
  });

  it('asks for the whole link when the address has no token, without asking the server', async () => {
    const functions = fakeFunctions({});
    openLink('');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(functions.calls()).toEqual([]);
  });
});
