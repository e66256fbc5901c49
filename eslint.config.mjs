// ESLint (flat config, typescript-eslint): the recommended rules, and the boundaries between the
// layers (docs/architecture.md §1), which fail the lint when crossed:
// - shared/ (the domain layer) imports nothing of ours outside itself;
// - client/ imports neither the server nor the mock provider;
// - the storefront reaches the back office only through its entry module (client/backoffice/entry.ts,
//   lazy pages and dialogs), so a visitor never downloads a back-office screen;
// - no import cycle anywhere.
// `npm run lint` runs it with --max-warnings 0 (and in .ci/run).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ours = ['./client', './server', './mock-provider', './scripts', './e2e'];

/** The boundaries every file keeps. */
const layers = [
  { target: './shared', from: ours, message: 'shared/ is the domain layer: it imports nothing outside itself.' },
  { target: './client', from: ['./server', './mock-provider'], message: 'The client never imports the server or the mock provider.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript files are modules import-x reads (for the cycles), resolved as tsconfig.json does (@shared/*).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The storefront (the client outside the back office).
    files: ['client/**'],
    ignores: ['client/backoffice/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers,
            {
              target: './client',
              from: './client/backoffice',
              except: ['./entry.ts'],
              message: 'The storefront reaches the back office only through client/backoffice/entry.ts (lazy pages and dialogs).',
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS configuration files.
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Layout is Prettier's (npm run lint checks it): the rules that would argue with it are off.
  prettier,
);
