import type { studioFunctions } from 'shared-contracts/studio';
import type { BackendFunctions } from '../http/site-function';
import type { SiteBackups } from './site-backups';

/** The studio's view of her backups: the last one made, and where it is. */
export function createBackupFunctions(
  backups: SiteBackups,
): Pick<BackendFunctions<typeof studioFunctions>, 'studio-last-backup'> {
  return { 'studio-last-backup': { handle: async () => ({ backup: await backups.last() }) } };
}
