// `npm run dev`: the API on :8080 and the dev server of the shell and of every remote in the
// site manifest, with the API pointing the shell at the remotes' dev servers.
import concurrently from 'concurrently';
import { tsImport } from 'tsx/esm/api';

const { host, remotes, remoteUrlVariable } = await tsImport('shared-contracts/site-manifest', import.meta.url);

const remoteAddresses = Object.fromEntries(
  Object.entries(remotes).map(([name, remote]) => [
    remoteUrlVariable(name),
    `http://localhost:${remote.devPort}/remoteEntry.js`,
  ]),
);

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'npm run dev -w api',
      env: { PUBLIC_URL: `http://localhost:${host.devPort}`, ...remoteAddresses },
    },
    ...[host, ...Object.values(remotes)].map(({ folder }) => ({ name: folder, command: `npm run dev -w ${folder}` })),
  ],
  { killOthersOn: ['failure'] },
);
await result.catch(() => process.exit(1));
