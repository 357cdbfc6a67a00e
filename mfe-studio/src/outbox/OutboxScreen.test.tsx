import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMail } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import OutboxScreen from './OutboxScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const confirmation: OutboxMail = {
  id: 'mail-2',
  to: 'ana@example.com',
  subject: 'Please confirm your subscription',
  status: 'logged',
  at: '2026-11-25T15:30:00.000Z',
  text: 'Please confirm:\nhttps://example.com/list/confirm#token',
  html: '<p>Please <a href="https://example.com/list/confirm#token">confirm</a>.</p>',
};
const receipt: OutboxMail = {
  id: 'mail-1',
  to: 'ruth@example.com',
  subject: 'Your order #1002',
  status: 'sent',
  at: '2026-11-24T14:00:00.000Z',
  text: 'Thank you for your order.',
  html: null,
};

const openOutbox = (mails: OutboxMail[]) => {
  const functions = fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true, timeZone: 'America/New_York' } }),
    'studio-outbox': () => ({ body: { mails } }),
  });
  renderStudio(sitePaths.studioOutbox, <OutboxScreen />);
  return functions;
};

/** The outbox's item of the e-mail of `subject`. */
const itemOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('li')!;

describe('the e-mail outbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the newest e-mails with their address, subject, status and time, and says why they are kept here', async () => {
    openOutbox([
      confirmation,
      receipt,
      { ...receipt, id: 'mail-0', subject: 'A new message', status: 'pending', html: null },
    ]);

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeInTheDocument();
    expect(
      screen.getByText('Without a mail server (SMTP_URL), the site keeps every e-mail here instead of sending it.'),
    ).toBeInTheDocument();
    const first = await screen.findByRole('button', { name: 'Please confirm your subscription' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(itemOf('Please confirm your subscription')).toHaveTextContent('Kept here (no mail server set up)');
    expect(itemOf('Please confirm your subscription')).toHaveTextContent(
      'To ana@example.com, Nov 25, 2026, 10:30 AM EST',
    );
    expect(itemOf('Your order #1002')).toHaveTextContent('Sent');
    expect(itemOf('A new message')).toHaveTextContent('Waiting');
  });

  it('opens an e-mail in place with its text part and its HTML part in a sandboxed frame', async () => {
    const user = userEvent.setup();
    openOutbox([confirmation, receipt]);

    const subject = await screen.findByRole('button', { name: 'Please confirm your subscription' });
    await user.click(subject);

    expect(subject).toHaveAttribute('aria-expanded', 'true');
    const html = screen.getByTitle('The e-mail “Please confirm your subscription”');
    expect(html.tagName).toBe('IFRAME');
    expect(html).toHaveAttribute('sandbox', '');
    expect(html).toHaveAttribute('srcdoc', confirmation.html);
    expect(screen.getByText('As plain text').nextSibling).toHaveTextContent(confirmation.text, {
      normalizeWhitespace: false,
    });

    await user.click(subject);
    expect(screen.queryByTitle('The e-mail “Please confirm your subscription”')).not.toBeInTheDocument();
  });

  it('says so when an e-mail has no HTML part', async () => {
    const user = userEvent.setup();
    openOutbox([receipt]);

    await user.click(await screen.findByRole('button', { name: 'Your order #1002' }));

    expect(screen.getByText('This e-mail has a plain text part only.')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your order.')).toBeInTheDocument();
  });

  it('says so when the site has sent no e-mail yet', async () => {
    openOutbox([]);

    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
  });
});
