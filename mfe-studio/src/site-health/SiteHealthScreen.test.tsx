import { screen, within } from '@testing-library/react';
import { sitePaths } from 'shared-contracts/site-config';
import { signedOutMessage, type SiteHealth } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { formatWhen } from '../ui/when';
import SiteHealthScreen from './SiteHealthScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const madeAt = '2026-11-26T09:00:00.000Z';
const failedAt = '2026-11-27T15:20:00.000Z';

function showHealth(health: SiteHealth) {
  fakeFunctions({
    'studio-session': () => ({ body: { signedIn: true } }),
    'studio-site-health': () => ({ body: health }),
  });
  renderStudio(sitePaths.studioSiteHealth, <SiteHealthScreen />);
}

const section = (name: string) => screen.findByRole('region', { name });

describe('the Site health section', () => {
  it('says plainly that all is well, with when the last backup was made', async () => {
    showHealth({ lastBackupAt: madeAt, problems: [] });

    const allWell = await screen.findByText(/^All is well/);
    expect(allWell).toHaveTextContent(
      `All is well: the last backup was made ${formatWhen(madeAt)}; no e-mail or background task has failed this week.`,
    );
    expect(within(allWell).getByText(formatWhen(madeAt))).toHaveAttribute('datetime', madeAt);
    expect(screen.queryByText('Needs you')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Site health' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Site health' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows each problem in words, under its own heading, with when and the one thing to do', async () => {
    showHealth({
      lastBackupAt: madeAt,
      problems: [
        {
          check: 'backup',
          found: 'The last backup is 3 days old.',
          at: madeAt,
          todo: 'The nightly backup has stopped.',
          action: { page: 'backups' },
        },
        {
          check: 'task',
          found: 'Sending order #1004 to Printful failed.',
          at: failedAt,
          todo: 'The site will not try again: open the order to see where it stands, and finish it by hand.',
          action: { page: 'order', orderId: 'ord_1004', orderNumber: 1004 },
        },
        {
          check: 'mail',
          found: 'The e-mail “Your Grace Studio order #1005” to ruth@example.com could not be sent.',
          at: failedAt,
          todo: 'Check the address and the site’s e-mail settings, then open the order.',
          action: { page: 'order', orderId: 'ord_1005', orderNumber: 1005 },
        },
        {
          check: 'mail',
          found: 'The e-mail “Re: A mural” to martha@example.com could not be sent.',
          at: failedAt,
          todo: 'Check the address and the site’s e-mail settings, then write to martha@example.com yourself.',
          action: null,
        },
      ],
    });

    expect(await screen.findByText('4 things need you.')).toBeInTheDocument();

    const backups = await section('Backups');
    expect(within(backups).getByText('Needs you')).toBeInTheDocument();
    expect(backups).toHaveTextContent('The last backup is 3 days old.');
    expect(backups).toHaveTextContent(`Made ${formatWhen(madeAt)}`);
    expect(within(backups).getByText(formatWhen(madeAt))).toHaveAttribute('datetime', madeAt);
    expect(backups).toHaveTextContent('The nightly backup has stopped.');
    expect(within(backups).getByRole('link', { name: 'Open Backups' })).toHaveAttribute(
      'href',
      sitePaths.studioBackups,
    );

    const tasks = await section('Background tasks');
    const [task] = within(tasks).getAllByRole('listitem');
    expect(task).toHaveTextContent('Needs you');
    expect(task).toHaveTextContent('Sending order #1004 to Printful failed.');
    expect(task).toHaveTextContent(`Failed ${formatWhen(failedAt)}`);
    expect(task).toHaveTextContent('finish it by hand');
    expect(within(task!).getByRole('link', { name: 'Open order #1004' })).toHaveAttribute(
      'href',
      sitePaths.studioOrder('ord_1004'),
    );

    const mails = within(await section('E-mails')).getAllByRole('listitem');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toHaveTextContent('“Your Grace Studio order #1005” to ruth@example.com could not be sent.');
    expect(within(mails[0]!).getByRole('link', { name: 'Open order #1005' })).toHaveAttribute(
      'href',
      sitePaths.studioOrder('ord_1005'),
    );
    expect(mails[1]).toHaveTextContent('then write to martha@example.com yourself.');
    expect(within(mails[1]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says which checks are fine beside the one that needs her', async () => {
    showHealth({
      lastBackupAt: null,
      problems: [
        {
          check: 'backup',
          found: 'No backup of the site has been made yet.',
          at: null,
          todo: 'Look again tomorrow: the site makes one every night.',
          action: { page: 'backups' },
        },
      ],
    });

    expect(await screen.findByText('1 thing needs you.')).toBeInTheDocument();
    const backups = await section('Backups');
    expect(backups).toHaveTextContent('Needs you');
    expect(backups).toHaveTextContent('No backup of the site has been made yet.');
    expect(backups).not.toHaveTextContent('Made');

    const mails = await section('E-mails');
    expect(within(mails).getByText('Fine')).toBeInTheDocument();
    expect(mails).toHaveTextContent('No e-mail has failed this week.');
    const tasks = await section('Background tasks');
    expect(within(tasks).getByText('Fine')).toBeInTheDocument();
    expect(tasks).toHaveTextContent('No background task has failed this week.');
  });

  it('shows the sign-in panel when the call answers 401', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-site-health': () => ({ status: 401, body: { error: signedOutMessage } }),
    });
    renderStudio(sitePaths.studioSiteHealth, <SiteHealthScreen />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
