// The site built as one ordinary webpack app, for `npm run bench` to weigh the cost of
// composition against: the shell's layout and the remotes' screens in one build, each screen a
// route-level `import()` chunk, no Module Federation, its pages rendered on the server like the
// composed site's. Everything else (loaders, output names, CSS, compression) is the shell's
// production configuration from webpack.common.js.
//   webpack --config e2e/bench/single-app/webpack.config.cjs --mode production --env out=<folder>
// writes <folder>/shell/dist (and its dist/server renderer), which the site's server serves as
// SITE_DIR=<folder>.
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

export function checkedExposed(_screen, module) {
  return module;
}
`;
}

/**
 * Stands in for the federation runtime in the shell's server renderer (shell/src/server/render.tsx):
 * there is nothing to register, and a remote's module is the screen's own source.
 */
function directRuntime(registryFile) {
  return `import { loadExposed } from ${JSON.stringify(registryFile)};

export function registerPlugins() {}

export function registerRemotes() {}

export function loadRemote(id) {
  const [remote, exposed] = id.split('/');
  return loadExposed({ remote, exposed });
}
`;
}

/** The studio's screens are for her alone: a public page of an ordinary app would not carry their styles. */
const publicStyles = (module) =>
  module.type === 'css/mini-extract' && !/mfe-studio/.test(module.identifier());

module.exports = (env, argv) => {
  if (!env.out) throw new Error('Pass the output folder: --env out=<folder>.');
  const registryFile = path.join(env.out, 'src', 'remote-registry.ts');
  const runtimeFile = path.join(env.out, 'src', 'federation-runtime.ts');
  mkdirSync(path.dirname(registryFile), { recursive: true });
  writeFileSync(registryFile, directRegistry());
  writeFileSync(runtimeFile, directRuntime(registryFile));

  const [browser, server] = shellConfig(env, argv);
  const withoutFederation = (plugins) => plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin));
  const directRegistryPlugin = new webpack.NormalModuleReplacementPlugin(
    /shell[\\/]src[\\/]federation[\\/]remote-registry\.ts$/,
    registryFile,
  );
  return [
    {
      ...browser,
      // No federation runtime to set up shared modules first, so no async boundary either.
      entry: { main: './src/bootstrap.tsx' },
      output: { ...browser.output, path: path.join(env.out, 'shell', 'dist') },
      plugins: [...withoutFederation(browser.plugins), directRegistryPlugin],
      optimization: {
        ...browser.optimization,
        // The public screens' styles in the page's one style sheet, which the server's page links:
        // a page it rendered is drawn styled before any script runs, as the composed site's is.
        splitChunks: { cacheGroups: { styles: { name: 'main', test: publicStyles, chunks: 'all', enforce: true } } },
      },
    },
    {
      ...server,
      output: { ...server.output, path: path.join(env.out, 'shell', 'dist', 'server') },
      plugins: [
        ...withoutFederation(server.plugins),
        directRegistryPlugin,
        new webpack.NormalModuleReplacementPlugin(/^@module-federation\/enhanced\/runtime$/, runtimeFile),
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
    },
  ];
};
