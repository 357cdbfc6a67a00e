// `npm run restore -- FILE [--force]`: fills an empty data folder, or an empty database and bucket,
// from an archive `npm run backup` or the daily backup made. Refuses a target that holds data
// (unless --force), an archive from a newer release, and any file that fails its checksum.
import { parseArgs } from 'node:util';
import { restoreSite } from '../src/backups/restore-command';
import { loadConfig } from '../src/config/config';
import { commandSettings } from '../src/hosting/installed-settings';

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1)
    throw new Error('Name one archive to restore: npm run restore -- FILE [--force]');
  const restored = await restoreSite(loadConfig(await commandSettings()), file, { force: values.force });
  const { manifest, rowCounts } = restored;
  console.info(
    [
      `Restored ${file}, made ${manifest.createdAt} by release ${manifest.version}${manifest.commit ? ` (${manifest.commit.slice(0, 12)})` : ''}:`,
      `  into ${restored.database}, rows per table:`,
      ...Object.entries(rowCounts).map(([table, rows]) => `    ${table}: ${rows}`),
      `  ${manifest.media.objectCount} media objects into ${restored.media}`,
      'Start the site: it applies any migration this release has that the archive lacks.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
