import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-portfolio', 'mfe-shop', 'mfe-design-service'];

const workspaceFolders = new Set([...remotes, 'shell', 'api']);

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
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/test-results/**', '**/playwright-report/**'] },
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
    files: ['shell/**/*.{ts,tsx}', ...remotes.map((remote) => `${remote}/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...remotes.map((remote) =>
    fence(
      [`${remote}/**/*.{ts,tsx}`],
      [...remotes.filter((other) => other !== remote), 'shell', 'api'],
      'A remote shares only shared-contracts and the event bus with the rest of the site.',
    ),
  ),
  fence(
    ['shell/**/*.{ts,tsx}'],
    [...remotes, 'api'],
    'The shell loads remotes at run time through federation, never by import.',
  ),
  fence(
    ['shared-contracts/src/**/*.ts'],
    ['react', 'react-dom', 'zustand', 'shell', 'api', ...remotes],
    'shared-contracts holds schemas, types and rules: no UI, no state, no app code.',
    ['shared-contracts/src/testing/**'],
  ),
);
