// ESLint (flat config, typescript-eslint): the recommended rules, and the boundaries between the
// layers (docs/architecture.md §1), which fail the lint when crossed (scripts/lint.test.ts proves each):
// - shared/ (the domain layer) imports nothing of ours outside itself;
// - client/ imports neither the server nor the mock provider;
// - the storefront reaches the back office only through its entry module (client/backoffice/entry.ts,
//   lazy pages and dialogs), so a visitor never downloads a back-office screen;
// - the storefront is one folder per feature (client/features/<feature>/), as bulletproof-react draws
//   them: a feature uses another only through its index.ts, never its insides; the app (client/app/:
//   App, RootStore and its test harness) composes them, and a feature's code never imports it (a store
//   takes the narrow interface it needs; tests may use the harness);
// - a feature reads its own strings (its he.ts), never the product's flat table, so a string read across
//   features is an import of the other feature's index.ts;
// - what several use (client/ui, stores, api, files, i18n) imports no feature and no back-office area;
// - a back-office area (client/backoffice/<area>/) uses its own files, lib/, the strings table and
//   another area only through its index.ts; lib/ uses no area;
// - where the buyer is has one owner, the location store following the app's router
//   (client/stores/LocationStore.ts): no client code reads the browser's address or history itself;
// - no import cycle anywhere, type-only imports counted (local/no-cycle: scripts/eslint/no-cycle.mjs);
// - no promise left floating or given where nothing waits for it (typed rules, with the types of tsconfig.json);
// - no file in server/ longer than 400 lines, its tests included (max-lines): one that grows past it is split by concern.
// `npm run lint` runs it with --max-warnings 0 (and in .ci/run).
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCycle } from './scripts/eslint/no-cycle.mjs';

const ours = ['./client', './server', './mock-provider', './scripts', './e2e'];

/** The boundaries every file keeps. */
const layers = [
  { target: './shared', from: ours, message: 'shared/ is the domain layer: it imports nothing outside itself.' },
  { target: './client', from: ['./server', './mock-provider'], message: 'The client never imports the server or the mock provider.' },
];

/** The folders directly under `dir` (the features, the back-office areas). */
const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const features = folders('./client/features');
const areas = folders('./client/backoffice').filter((name) => name !== 'lib');
/** The back-office areas: each reads its strings from one flat table of its own (<area>/he.ts), never the back office's. */
const flatAreas = areas;
const shared = ['./client/ui', './client/stores', './client/api', './client/files', './client/i18n'];

/** A feature reaches another only through its index.ts. */
const featureZones = features.map((feature) => ({
  target: `./client/features/${feature}`,
  from: './client/features',
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message: 'A feature uses another only through its index.ts (client/features/<feature>/index.ts), never its insides.',
}));

/** The storefront's zones every file under client/ (outside the back office) keeps, tests too. */
const storefront = [
  ...layers,
  {
    target: './client',
    from: './client/backoffice',
    except: ['./entry.ts'],
    message: 'The storefront reaches the back office only through client/backoffice/entry.ts (lazy pages and dialogs).',
  },
  ...featureZones,
  // A feature reads its own table (client/features/<feature>/he.ts: its strings and the common ones), so
  // a string of another feature is read through that feature's index.ts, where the zones above see it.
  {
    target: './client/features',
    from: './client/i18n/he.ts',
    message:
      "A feature reads its own strings (./he.ts: its strings.ts and client/i18n/common.ts), never the product's table: another feature's string comes through that feature's index.ts.",
  },
  {
    target: shared.filter((dir) => dir !== './client/i18n'),
    from: ['./client/features', './client/backoffice'],
    message: 'client/ui, stores, api, files and i18n are shared by the features: they import none of them, nor the back office.',
  },
  // The string table (client/i18n/he.ts) joins the strings each feature keeps beside it, and nothing else of theirs.
  {
    target: './client/i18n',
    from: './client/features',
    except: features.map((f) => `./${f}/strings.ts`),
    message:
      'client/ui, stores, api, files and i18n are shared by the features: they import none of them, nor the back office (i18n only their strings.ts).',
  },
  {
    target: './client/i18n',
    from: './client/backoffice',
    message: 'client/i18n is shared by the features: it imports no back-office area.',
  },
  {
    target: features.map((f) => `./client/features/${f}/strings.ts`),
    from: './client',
    message: "A feature's strings.ts is Hebrew text only (client/i18n/strings.ts): it imports nothing.",
  },
];

/** And its code (not its tests, which may build a RootStore with client/app/testing.ts). */
const storefrontCode = [
  ...storefront,
  {
    target: './client/features',
    from: './client/app',
    message: 'A feature never imports the app (client/app/): a store takes the narrow interface it needs, a component reads useStores().',
  },
  {
    target: shared,
    from: './client/app',
    except: ['./RootStore.ts'],
    message: 'Shared client code never imports the app (client/app/), but for the RootStore type that useStores() returns.',
  },
];

/** The back office: an area uses another only through its index.ts; lib/ uses no area. */
const backOffice = [
  ...layers,
  ...areas.map((area) => ({
    target: `./client/backoffice/${area}`,
    from: './client/backoffice',
    except: [`./${area}`, './lib', './he.ts', ...areas.filter((a) => a !== area).map((a) => `./${a}/index.ts`)],
    message: 'A back-office area uses its own files, lib/, he.ts and another area only through its index.ts.',
  })),
  // The areas moved to a flat table of their own (<area>/he.ts, lib/areaStrings.ts) read no other area's strings through the back office's table.
  ...flatAreas.map((area) => ({
    target: `./client/backoffice/${area}`,
    from: './client/backoffice/he.ts',
    message:
      "This area reads its own strings (./he.ts: its strings.ts and the shared ones), never the back office's table: another area's string comes through that area's index.ts.",
  })),
  {
    target: './client/backoffice/lib',
    from: './client/backoffice',
    except: ['./lib', './he.ts'],
    message: "The back office's lib/ is shared by the areas: it imports none of them.",
  },
  {
    target: './client/backoffice',
    from: './client/features',
    except: features.map((f) => `./${f}/index.ts`),
    message: 'The back office uses a storefront feature only through its index.ts.',
  },
];

const tests = ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/testSupport.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // The TypeScript files are modules import-x reads (for the cycles), resolved as tsconfig.json does (@shared/*).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // import-x/no-cycle skips type-only imports (no option counts them): local/no-cycle is the same walk with them.
      'local/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The server's files, tests too, each one concern: past 400 lines (every line counted) a file is split.
    files: ['server/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The storefront (the client outside the back office).
    files: ['client/**'],
    ignores: ['client/backoffice/**', ...tests],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: storefrontCode }] },
  },
  {
    files: tests.map((t) => `client/${t}`),
    ignores: ['client/backoffice/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: storefront }] },
  },
  {
    files: ['client/backoffice/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: backOffice }] },
  },
  {
    // Where the buyer is has one owner: the location store, which follows the app's data router
    // (client/stores/LocationStore.ts). The browser's own address and history run ahead of what is
    // drawn and behind a navigation the router has taken; code reading them raced (docs/architecture.md §4.6).
    files: ['client/**/*.{ts,tsx}'],
    ignores: tests,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[object.name='window'][property.name='history']",
          "MemberExpression[object.object.name='window'][object.property.name='location'][property.name=/^(pathname|search|hash|href)$/]",
        ].map((selector) => ({
          selector,
          message:
            "Where the buyer is, is the location store's (client/stores/LocationStore.ts): read it (useStores().location), not the browser's address.",
        })),
      ],
    },
  },
  {
    // Promises handled on purpose: awaited, given a .catch, or marked `void` (typed lint: the types say
    // which calls give a promise, a react-router navigate() among them).
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  {
    // The service worker has its own project (the WebWorker library).
    files: ['client/sw/sw.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.sw.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    // CommonJS configuration files.
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Layout is Prettier's (npm run lint checks it): the rules that would argue with it are off.
  prettier,
);
