// The site built as one ordinary webpack app, for `npm run bench` to weigh the cost of
// composition against: the shell's layout and the remotes' screens in one build, each screen a
// route-level `import()` chunk, no Module Federation. Everything else (loaders, output names,
// CSS, compression) is the shell's production configuration from webpack.common.js.
//   webpack --config e2e/bench/single-app/webpack.config.cjs --mode production --env out=<folder>
// writes <folder>/shell/dist, which the site's server serves as SITE_DIR=<folder>.
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { require: requireTypeScript } = require('tsx/cjs/api');

const repoRoot = path.join(__dirname, '../../..');
const shellConfig = require(path.join(repoRoot, 'shell/webpack.config.js'));
const { remotes } = requireTypeScript('shared-contracts/site-manifest', __filename);

/**
 * Stands in for shell/src/federation/remote-registry.ts: each exposed screen, as the manifest
 * lists it, is a plain `import()` of its source file.
 */
function directRegistry() {
  const loaders = Object.entries(remotes).flatMap(([remote, { folder, exposes }]) =>
    Object.entries(exposes).map(
      ([exposed, file]) =>
        `  ${JSON.stringify(`${remote}/${exposed}`)}: () => import(${JSON.stringify(path.join(repoRoot, folder, file))}),`,
    ),
  );
  return `const screens = {
${loaders.join('\n')}
};

export function loadRemoteRegistry() {
  return Promise.resolve({});
}

export function loadExposed({ remote, exposed }) {
  return screens[\`\${remote}/\${exposed}\`]();
}

export function forgetRemote() {
  return Promise.resolve();
}
`;
}

module.exports = (env, argv) => {
  if (!env.out) throw new Error('Pass the output folder: --env out=<folder>.');
  const registryFile = path.join(env.out, 'src', 'remote-registry.ts');
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, directRegistry());

  // The shell's browser build; its server build (dist/server) has no part in the weighing.
  const configs = shellConfig(env, argv);
  const config = Array.isArray(configs) ? configs[0] : configs;
  return {
    ...config,
    // No federation runtime to set up shared modules first, so no async boundary either.
    entry: { main: './src/bootstrap.tsx' },
    output: { ...config.output, path: path.join(env.out, 'shell', 'dist') },
    plugins: [
      ...config.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
      new webpack.NormalModuleReplacementPlugin(/shell[\\/]src[\\/]federation[\\/]remote-registry\.ts$/, registryFile),
    ],
  };
};
