import { screen, within } from '@testing-library/react';
import { sitePaths } from 'shared-contracts/site-config';
import { signedOutMessage } from 'shared-contracts/studio';
import { fakeFunctions } from 'shared-contracts/testing/fake-functions';
import { describe, expect, it, vi } from 'vitest';
import { renderStudio } from '../testing/render-studio';
import { formatWhen } from '../ui/when';
import BackupsScreen from './BackupsScreen';

vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));

const lastBackup = {
  name: 'backup-2026-11-26T03-00-00-000Z.tar.gz',
  madeAt: '2026-11-26T03:00:00.000Z',
  bytes: 48_600_000,
  where: '/srv/grace-studio/data/backups/backup-2026-11-26T03-00-00-000Z.tar.gz',
  download: '/api/studio/backups/backup-2026-11-26T03-00-00-000Z.tar.gz',
};

describe('the Backups section', () => {
  it('shows when the last backup was made, its size and where it is kept, and downloads it', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-last-backup': () => ({ body: { backup: lastBackup } }),
    });
    renderStudio(sitePaths.studioBackups, <BackupsScreen />);

    const last = await screen.findByRole('region', { name: 'The last backup' });
    expect(within(last).getByText(formatWhen(lastBackup.madeAt))).toHaveAttribute('datetime', lastBackup.madeAt);
    expect(last).toHaveTextContent('Size46.3 MB');
    expect(last).toHaveTextContent(`Kept in${lastBackup.where}`);
    const download = within(last).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', lastBackup.download);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Backups' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so before the first backup is made', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-last-backup': () => ({ body: { backup: null } }),
    });
    renderStudio(sitePaths.studioBackups, <BackupsScreen />);
    expect(await screen.findByText('No backup has been made yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows the sign-in panel when the call answers 401', async () => {
    fakeFunctions({
      'studio-session': () => ({ body: { signedIn: true } }),
      'studio-last-backup': () => ({ status: 401, body: { error: signedOutMessage } }),
    });
    renderStudio(sitePaths.studioBackups, <BackupsScreen />);
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
  });
});
