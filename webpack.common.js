// The one webpack base. Each app's webpack.config.js calls createConfig with its place in the
// site manifest (shared-contracts/src/site-manifest.ts): the host, or a remote by its federation
// name. Names, dev ports and exposed modules come from the manifest; everything else (loaders,
// output, shared singletons) lives here.
const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SourceMapDevToolPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const nodeFederationRuntime = require.resolve('@module-federation/node/runtimePlugin');
const { require: requireTypeScript } = require('tsx/cjs/api');

const manifest = requireTypeScript('shared-contracts/site-manifest', __filename);
const { remotes } = manifest;
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:8080';

/**
 * Modules that must exist once in the composed page. React and the router keep their state
 * in module scope, so two copies would break hooks and links. zod is deliberately not shared:
 * a shared package cannot be tree-shaken, and each app needs only a few of its functions.
 */
/**
 * A production script's name, with its content's hash. While webpack computes the hashes, the
 * federation runtime asks for the name only to learn its folder (webpack 5.111 no longer lets it
 * ask for a hash not yet known: module-federation/core#5077), so it gets the plain name then.
 */
function hashedName(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

function sharedModules(appDir, isHost, forServer = false) {
  const { dependencies } = require(path.join(appDir, 'package.json'));
  const contracts = require('./shared-contracts/package.json');
  // The host ships its shared modules in its first script (eager), saving the visitor the
  // round trips of fetching them one by one before anything can render; remotes then use them.
  // The host provides every shared module, so it has no other copy to check its own against:
  // without a required version its first script skips a semver check per import. Remotes keep
  // theirs, and the runtime warns when one was built against a version the shell does not have.
  const singleton = (name, version = dependencies[name]) => ({
    singleton: true,
    requiredVersion: isHost ? false : version,
    eager: isHost,
  });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Only the part of the router the site uses (react-router.shared.mjs); the server build
    // has no download to save, and needs the router's static rendering too.
    'react-router': {
      ...singleton('react-router'),
      import: forServer ? 'react-router-package' : path.join(__dirname, 'react-router.shared.mjs'),
      version: require('react-router/package.json').version,
    },
    zustand: singleton('zustand'),
    'shared-contracts/': { ...singleton('shared-contracts', contracts.version), version: contracts.version },
  };
}

/** The small host page a remote's team works in without the shell. */
function standalonePage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** What the manifest says of an app: its federation name, dev port and, for a remote, its exposes. */
function fromManifest(remoteName) {
  if (!remoteName) return { name: manifest.host.folder, port: manifest.host.devPort };
  const remote = manifest.remotes[remoteName];
  if (!remote) throw new Error(`The site manifest names no remote "${remoteName}".`);
  const slug = manifest.remoteBoundary(remoteName).replace(/-/g, ' ');
  return {
    name: remoteName,
    port: remote.devPort,
    title: `${slug[0].toUpperCase()}${slug.slice(1)} (standalone)`,
    exposes: Object.fromEntries(Object.entries(remote.exposes).map(([name, file]) => [`./${name}`, file])),
  };
}

function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    // The package itself, for react-router.shared.mjs: under its own name it is the shared module.
    alias: {
      'react-router-package$': path.join(
        reactRouterDir,
        'dist',
        production ? 'production' : 'development',
        'index.mjs',
      ),
    },
  };
}

function typeScriptRule(app) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'ts-loader',
    // tsc checks types in `npm run typecheck`; the bundler only strips them.
    options: { transpileOnly: true, configFile: path.join(app.dir, 'tsconfig.json') },
  };
}

/**
 * CSS modules get the same class names in both builds; the server build keeps only the names,
 * since the browser's build has the styles.
 */
function cssRule(app, production, forServer) {
  const cssLoader = {
    loader: 'css-loader',
    options: {
      modules: {
        auto: true,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        localIdentName: production ? '[hash:base64:7]' : '[name]__[local]',
        localIdentHashSalt: app.name,
        exportOnlyLocals: forServer,
      },
    },
  };
  return { test: /\.css$/, use: forServer ? [cssLoader] : [MiniCssExtractPlugin.loader, cssLoader] };
}

/**
 * The same app built for Node, for the server's rendering of pages (api/src/site/render).
 * A remote's server container sits in dist/server beside its browser build, so the server
 * finds it from the address /remotes.json gives the browser. The shell's is the renderer
 * itself (src/server/render.tsx), the federation host that loads the remotes' containers.
 * Pictures keep the browser build's addresses and are not written twice.
 */
function serverConfig(app, isHost) {
  return {
    name: `${app.name}-server`,
    mode: 'production',
    target: 'async-node',
    context: app.dir,
    entry: isHost ? { render: './src/server/render.tsx' } : {},
    devtool: false,
    output: {
      path: path.join(app.dir, 'dist', 'server'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? '/' : remotes[app.name].urlPrefix,
      library: isHost ? { type: 'commonjs2' } : undefined,
      uniqueName: `${app.name}-server`,
      clean: true,
    },
    resolve: resolveOptions(true),
    module: {
      // The renderer gives each remote container it runs a `require` of its own (createRequire).
      parser: { javascript: { createRequire: false } },
      rules: [
        typeScriptRule(app),
        cssRule(app, true, true),
        { test: /\.(svg|png|jpe?g|webp|avif|woff2)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: isHost ? undefined : 'remoteEntry.js',
        library: isHost ? undefined : { type: 'commonjs-module', name: app.name },
        exposes: app.exposes,
        remotes: {},
        runtimePlugins: [nodeFederationRuntime],
        shared: sharedModules(app.dir, isHost, true),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
    ],
    optimization: { chunkIds: 'named', moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir                       the app's folder (__dirname of its webpack.config.js)
 * @param {string} [options.remote]                  remotes: the federation name the manifest lists it under
 * @param {string[]} [options.runtimePlugins]        host: federation runtime plugins
 * @param {string} [options.template]                host: its HTML template
 * @param {string} [options.favicon]                 host: its icon
 */
function createConfig(options) {
  const app = { ...options, ...fromManifest(options.remote) };
  const isHost = !app.exposes;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's production build is only its federation container (remoteEntry.js): its
    // standalone page needs a federation runtime of its own, which only the dev build keeps.
    const standalonePageToo = isHost || !production;
    const browser = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: standalonePageToo ? './src/index.ts' : {},
      // A production build's source maps are written beside the site (`sourcemaps/`), for
      // debugging, and never served: the scripts name no map.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // A remote's entry (remoteEntry.js) keeps a stable name: the shell finds it by that name,
        // and it is revalidated on every load. The shell's own entry is named in its index.html,
        // which is revalidated, so it carries a content hash like every other chunk.
        filename: isHost && production ? hashedName : '[name].js',
        chunkFilename: production ? hashedName : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The shell serves deep links such as /merch/product/1, so its assets are rooted;
        // a remote's assets resolve from wherever its remoteEntry.js was loaded.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        // The server build (below) lives in dist/server and is cleaned by its own build.
        clean: { keep: /^server\// },
      },
      resolve: resolveOptions(production),
      module: {
        rules: [
          typeScriptRule(app),
          cssRule(app, production, false),
          { test: /\.(svg|png|jpe?g|webp|avif|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: app.exposes,
          remotes: {},
          runtimePlugins: app.runtimePlugins,
          shared: sharedModules(app.dir, isHost),
          shareStrategy: 'loaded-first',
          experiments: {
            optimization: { target: 'web' },
            // A remote's production build leaves the federation runtime out and uses the one
            // the shell hands over (shell/src/federation/share-runtime.ts), so a page downloads
            // it once. Its standalone dev page has no shell, so there it keeps its own.
            ...(!isHost && production ? { externalRuntime: true } : {}),
          },
          dts: false,
        }),
        ...(production ? [new SourceMapDevToolPlugin({ filename: '../sourcemaps/[file].map', append: false })] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        // Brotli and gzip copies of every text asset, served as they are by the API.
        ...(production
          ? ['brotliCompress', 'gzip'].map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
                  test: /\.(js|css|html|json|svg)$/,
                  threshold: 1024,
                  minRatio: 0.9,
                }),
            )
          : []),
        ...(standalonePageToo
          ? [
              new HtmlWebpackPlugin(
                app.template
                  ? { template: app.template, favicon: app.favicon, scriptLoading: 'defer' }
                  : { templateContent: standalonePage(app.title), scriptLoading: 'defer' },
              ),
            ]
          : []),
      ],
      optimization: { chunkIds: 'named', moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { runtimeErrors: false } },
        proxy: [
          {
            context: ['/functions', '/remotes.json', '/pay', '/health', '/catalog-images', '/api', '/media'],
            target: apiOrigin,
          },
        ],
      },
    };
    // Only the shell and the remotes with a page the server renders are built for it too.
    const renderedOnServer =
      isHost || manifest.pages.some((page) => page.screen.remote === app.name && manifest.renderedOnServer(page));
    return production && renderedOnServer ? [browser, serverConfig(app, isHost)] : browser;
  };
}

module.exports = { createConfig };
