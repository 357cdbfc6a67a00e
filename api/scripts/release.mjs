// `npm run release`: one folder under release/ that serves the whole site on a machine with no
// repository, and a .tar.gz of it beside the folder, named by version and commit. It holds the
// built apps (each remote's dist/ is a folder that can be uploaded to an origin of its own), the
// API bundled into plain JavaScript with its migrations and files, the production packages it
// imports and nothing else, the project's Node for this platform, and its commands: `start`,
// `backup`, `restore`, `studio-enrol`, and `install` and `doctor` for a server of her own.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { buildChangedApps, ensureInstalled, projectNode, root, siteApps } from './site-builds.mjs';

/** The API's programs, each bundled into the release's api/ folder. */
const programs = {
  server: 'api/src/server.ts',
  backup: 'api/scripts/backup.ts',
  restore: 'api/scripts/restore.ts',
  'studio-enrol': 'api/scripts/studio-enrol.ts',
  install: 'api/scripts/install.ts',
  doctor: 'api/scripts/doctor.ts',
  'deploy-remote': 'api/scripts/deploy-remote.ts',
};

/** Files the API reads beside its code, kept where its modules look for them. */
const apiFiles = ['api/src/db/migrations', 'api/src/artworks/placeholders', 'api/src/catalog/images'];

/** The release's commands: each runs one program on the release's own Node. */
const commands = {
  start: {
    program: 'server',
    what: 'Serves the site, reading its settings from the environment (README, Going live).',
  },
  backup: { program: 'backup', what: 'Writes one archive of her data: ./backup --to FILE.' },
  restore: { program: 'restore', what: 'Fills an empty data folder or database from an archive: ./restore FILE.' },
  'studio-enrol': { program: 'studio-enrol', what: 'Prints a fresh link that creates a passkey for her studio.' },
  install: {
    program: 'install',
    what: 'Sets up or upgrades this server to serve the site over https: sudo ./install --help.',
  },
  doctor: { program: 'doctor', what: 'Checks the running site and what it stands on, and says what to do.' },
  'deploy-remote': {
    program: 'deploy-remote',
    what: "Serves this release's build of one remote from its own host and points the site at it (--back: undo).",
  },
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

ensureInstalled();
const { version: nodeVersion } = projectNode();
const startedAt = Date.now();
await buildChangedApps();

const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const fullCommit = git('rev-parse', 'HEAD');
const commit = fullCommit.slice(0, 12);
const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
const name = `grace-studio-${version}-${commit}${changed ? '-modified' : ''}`;
const releases = path.join(root, 'release');
const out = path.join(releases, name);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The built apps, as SITE_DIR lays them out.
for (const app of await siteApps()) {
  cpSync(path.join(root, app, 'dist'), path.join(out, app, 'dist'), { recursive: true });
}

/**
 * Bundled modules keep the address of the file they came from, so that `new URL('./migrations/',
 * import.meta.url)` finds the files copied beside it in the release, as it does in the repository.
 */
const ownAddresses = {
  name: 'own-addresses',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, ({ path: file }) => {
      const source = readFileSync(file, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.join(root, 'api'), file).split(path.sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

/** Packages stay packages, installed in the release's node_modules; the workspace's own code is bundled. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('shared-contracts') ? undefined : { path: specifier, external: true },
    );
  },
};

const { metafile } = await esbuild.build({
  entryPoints: programs,
  outdir: path.join(out, 'api'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  outExtension: { '.js': '.mjs' },
  plugins: [ownAddresses, packagesOutside],
  metafile: true,
  logLevel: 'warning',
});
for (const folder of apiFiles) {
  cpSync(path.join(root, folder), path.join(out, folder), { recursive: true });
}

// The packages the bundles import, and every package those need, where npm installed them.
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')).packages;
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const imported = new Set(
  Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((entry) => entry.external && !entry.path.startsWith('node:'))
    .map((entry) => packageOf(entry.path)),
);
/** Where Node finds `name` from the package at `from`: its own node_modules, then each one above. */
function locate(name, from) {
  for (let at = from; ;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (lock[candidate] && existsSync(path.join(root, candidate))) return candidate;
    if (!at) return undefined;
    const parent = at.lastIndexOf('/node_modules/');
    at = parent === -1 ? '' : at.slice(0, parent);
  }
}
const needed = new Set();
const visit = (name, from) => {
  const location = locate(name, from);
  if (!location) throw new Error(`${name}, which the API imports, is not installed: run npm ci.`);
  if (needed.has(location)) return;
  needed.add(location);
  const { dependencies = {}, optionalDependencies = {}, peerDependencies = {} } = lock[location];
  for (const dependency of Object.keys(dependencies)) visit(dependency, location);
  // Optional ones (a platform's prebuilt binary, a peer the package can do without) only where installed.
  for (const dependency of Object.keys({ ...optionalDependencies, ...peerDependencies })) {
    if (locate(dependency, location)) visit(dependency, location);
  }
};
for (const name of imported) visit(name, 'api');
for (const location of needed) {
  cpSync(path.join(root, location), path.join(out, location), {
    recursive: true,
    // A package's own node_modules holds other packages, copied only when needed.
    filter: (source) => !path.relative(path.join(root, location), source).split(path.sep).includes('node_modules'),
  });
}

// The project's Node build for this platform, which the commands run on.
const nodeBinary = execFileSync(path.join(root, 'node_modules', '.bin', 'node'), ['-p', 'process.execPath'], {
  encoding: 'utf8',
}).trim();
mkdirSync(path.join(out, 'node', 'bin'), { recursive: true });
cpSync(nodeBinary, path.join(out, 'node', 'bin', 'node'));

writeFileSync(
  path.join(out, 'release.json'),
  `${JSON.stringify({ name, version, commit, builtAt: new Date().toISOString(), node: nodeVersion }, null, 2)}\n`,
);
for (const [command, { program, what }] of Object.entries(commands)) {
  const file = path.join(out, command);
  writeFileSync(
    file,
    [
      '#!/bin/sh',
      `# ${what}`,
      'here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)',
      `export SITE_COMMIT="\${SITE_COMMIT:-${fullCommit}}"`,
      `exec "$here/node/bin/node" "$here/api/${program}.mjs" "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(file, 0o755);
}

const archive = `${out}.tar.gz`;
execFileSync('tar', ['-czf', archive, '-C', releases, name]);
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const unpacked = Number(execFileSync('du', ['-sb', out], { encoding: 'utf8' }).split('\t')[0]);
console.info(
  [
    `Release ${name}, made in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:`,
    `  ${path.relative(root, out)}/  ${megabytes(unpacked)} (${needed.size} packages, Node.js ${nodeVersion})`,
    `  ${path.relative(root, archive)}  ${megabytes(statSync(archive).size)}`,
  ].join('\n'),
);
