import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

const manifest = await tsImport('shared-contracts/site-manifest', import.meta.url);
const remotes = Object.values(manifest.remotes).map((remote) => remote.folder);
const host = manifest.host.folder;

const workspaceFolders = new Set([...remotes, host, 'api']);

/** The names of React Router that the federation shares, read from the module that shares them. */
const sharedRouterNames = readFileSync(new URL('react-router.shared.mjs', import.meta.url), 'utf8')
  .match(/export \{([^}]*)\}/)[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

/** Module fences: a package may import only what its layer allows, by name or by path. */
function fence(files, forbidden, message, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: workspaceFolders.has(name) ? [name, `${name}/*`, `**/${name}/**`] : [name, `${name}/*`],
            message,
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'release/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', 'webpack.common.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [host, ...remotes].map((app) => `${app}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...remotes.map((remote) =>
    fence(
      [`${remote}/**/*.{ts,tsx}`],
      [...remotes.filter((other) => other !== remote), host, 'api'],
      'A remote shares only shared-contracts and the event bus with the rest of the site.',
    ),
  ),
  fence(
    [`${host}/**/*.{ts,tsx}`],
    [...remotes, 'api'],
    'The shell loads remotes at run time through federation, never by import.',
  ),
  {
    files: [host, ...remotes].map((app) => `${app}/src/**/*.{ts,tsx}`),
    // The shell's server renderer is built for Node, where the whole router is shared.
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', `${host}/src/server/**`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              allowImportNames: sharedRouterNames,
              allowTypeImports: true,
              message: 'The site shares only the part of React Router named in react-router.shared.mjs: add it there.',
            },
          ],
        },
      ],
    },
  },
  fence(
    ['shared-contracts/src/**/*.ts'],
    ['react', 'react-dom', 'zustand', host, 'api', ...remotes],
    'shared-contracts holds schemas, types and rules: no UI, no state, no app code.',
    // The React seams: the contexts that hand the shell's page data, and her words and prices, to the remotes' screens.
    [
      'shared-contracts/src/testing/**',
      'shared-contracts/src/page-data.ts',
      'shared-contracts/src/page-data.test.ts',
      'shared-contracts/src/site-words.ts',
    ],
  ),
  {
    // Federation shares a contract by its package name: a module reached by a relative import is a
    // private copy, built (and its schemas made) once in the shell and again in a remote.
    files: ['shared-contracts/src/**/*.{ts,tsx}'],
    ignores: ['shared-contracts/src/**/*.test.{ts,tsx}', 'shared-contracts/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../*'],
              message: 'Import another contract by its name (shared-contracts/…), so the site runs one copy of it.',
            },
          ],
        },
      ],
    },
  },
  fence(
    ['shared-contracts/src/site-words.ts'],
    ['react-dom', 'zustand', host, 'api', ...remotes],
    'site-words.ts holds her words and prices, their defaults and the context that hands them to the pages.',
  ),
  fence(
    ['shared-contracts/src/page-data.ts'],
    ['react-dom', 'zustand', host, 'api', ...remotes],
    "page-data.ts holds only the context of a page's data, the hook that reads it, and the hook that loads what a page did not come with.",
  ),
);
