// `sudo ./deploy-remote shop` (in a release, on a server ./install set up): serves this release's
// build of one remote from the remotes' own host behind the same Caddy and points the site at it,
// without rebuilding the shell; `sudo ./deploy-remote shop --back` points it at its own build again.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteNames, type RemoteName } from 'shared-contracts/site-manifest';
import { deployRemote, useOwnRemote } from '../src/hosting/deploy-remote';
import { defaultLayout } from '../src/hosting/hosting-layout';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' }, back: { type: 'boolean' } },
  });
  const [remote] = positionals;
  if (!remoteNames.includes(remote as RemoteName)) {
    throw new Error(`Usage: sudo ./deploy-remote {${remoteNames.join('|')}} [--host remotes.DOMAIN] [--back]`);
  }
  if (process.getuid?.() !== 0) throw new Error('./deploy-remote changes the server: run it as root.');
  if (values.back) {
    await useOwnRemote(defaultLayout, remote as RemoteName);
    console.info(`The site serves its own build of ${remote} again.`);
    return;
  }
  const address = await deployRemote({
    release: fileURLToPath(new URL('../../', import.meta.url)),
    layout: defaultLayout,
    remote: remote as RemoteName,
    host: values.host,
  });
  console.info(`The site loads ${remote} from ${address}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
