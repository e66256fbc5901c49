// The boundaries eslint.config.mjs keeps (the layers, the storefront's features, the back office's
// The boundaries eslint.config.mjs keeps (the layers, the storefront's features, the back office's
// areas, the location store's hold on the address, no import cycle even through a type-only import,
// no floating promise, no server file past 400 lines): each is crossed here, in a file that is linted
// but never written, and must be reported; the same import from where it is allowed must not.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(120_000);
const root = path.join(__dirname, '..');

// ESLint loads its (ESM) configuration with a dynamic import, which jest's module system cannot do:
// the probes are linted by ESLint's API in a child Node, all in one start.
const LINT_PROBES = `(async () => {
  const { ESLint } = await import('eslint');
  const fs = require('node:fs');
  const probes = JSON.parse(fs.readFileSync(0, 'utf8'));
  // The typed rules read each file's types from its project: a probe no file holds gets the default one.
  const unwritten = [...new Set(Object.values(probes).map((p) => p.file))].filter((f) => !fs.existsSync(f));
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      languageOptions: {
        parserOptions: {
          projectService: { allowDefaultProject: unwritten, maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: unwritten.length },
        },
      },
    },
  });
  const out = {};
  for (const [name, { file, source }] of Object.entries(probes)) {
    const [result] = await eslint.lintText(source, { filePath: require('node:path').join(process.cwd(), file) });
    out[name] = result.messages.map((m) => m.ruleId + ': ' + m.message);
  }
  console.log(JSON.stringify(out));
})()`;

/** A module of `count` lines (each a declaration, none blank or a comment). */
const linesOf = (count: number) => Array.from({ length: count }, (_, i) => `export const line${i} = ${i};\n`).join('');

/** Each probe: a source, linted as if it were the file at `file` (relative to the repository). */
const PROBES = {
  sharedImportsClient: { file: 'shared/probe.ts', source: "export * from '../client/ui/lazyChunk';\n" },
  sharedImportsServer: { file: 'shared/probe.ts', source: "export * from '../server/paths';\n" },
  sharedImportsMock: { file: 'shared/probe.ts', source: "export * from '../mock-provider/app';\n" },
  sharedImportsShared: { file: 'shared/probe.ts', source: "export * from './format';\n" },
  serverFileOf400Lines: { file: 'server/probe.ts', source: linesOf(400) },
  serverFileOf401Lines: { file: 'server/probe.ts', source: linesOf(401) },
  serverTestOf401Lines: { file: 'server/probe.test.ts', source: linesOf(401) },
  clientFileOf401Lines: { file: 'client/ui/probe.ts', source: linesOf(401) },
  clientImportsServer: { file: 'client/probe.ts', source: "export * from '../server/paths';\n" },
  backOfficeImportsMock: { file: 'client/backoffice/probe.ts', source: "export * from '../../mock-provider/app';\n" },
  storefrontImportsBackOffice: { file: 'client/features/cart/probe.ts', source: "export * from '../../backoffice/routes';\n" },
  storefrontLoadsBackOfficeDialog: {
    file: 'client/features/cart/probe.ts',
    source: "export const load = () => import('../../backoffice/categories/CategoryAddDialog');\n",
  },
  storefrontImportsEntry: { file: 'client/features/cart/probe.ts', source: "export * from '../../backoffice/entry';\n" },
  backOfficeImportsItsOwn: { file: 'client/backoffice/probe.ts', source: "export * from './routes';\nexport * from '../ui/lazyChunk';\n" },
  // client/ui/lazyChunk.ts is imported by backoffice/entry.ts: importing entry back closes a cycle.
  cycle: { file: 'client/ui/lazyChunk.ts', source: "export * from '../backoffice/entry';\nexport const x = 1;\n" },
  // The RootStore creates the SettingsStore: the store naming the RootStore's type closes a ring of which one edge is a type.
  typeOnlyCycle: {
    file: 'client/stores/SettingsStore.ts',
    source: "import type { RootStore } from '../app/RootStore';\nexport type Root = RootStore;\n",
  },
  featureImportsInsides: { file: 'client/features/cart/probe.ts', source: "export * from '../search/KeyboardScanToCart';\n" },
  featureLoadsInsides: {
    file: 'client/features/layout/probe.ts',
    source: "export const load = () => import('../item-dialog/ItemDialog');\n",
  },
  featureImportsIndex: { file: 'client/features/cart/probe.ts', source: "export * from '../search';\nexport * from './CartLine';\n" },
  featureImportsApp: { file: 'client/features/cart/probe.ts', source: "export type { RootStore } from '../../app/RootStore';\n" },
  featureTestImportsHarness: {
    file: 'client/features/cart/probe.test.ts',
    source: "export * from '../../app/testing';\nexport { RootStore } from '../../app/RootStore';\n",
  },
  sharedImportsFeature: { file: 'client/ui/probe.ts', source: "export * from '../features/cart';\n" },
  storesImportFeatureType: { file: 'client/stores/probe.ts', source: "export type { OrderFailure } from '../features/orders';\n" },
  i18nImportsFeature: { file: 'client/i18n/probe.ts', source: "export * from '../features/cart';\n" },
  i18nImportsFeatureStrings: { file: 'client/i18n/probe.ts', source: "export * from '../features/quick-order/strings';\n" },
  i18nImportsBackOffice: { file: 'client/i18n/probe.ts', source: "export * from '../backoffice/hub/strings';\n" },
  flatAreaReadsBackOfficeTable: { file: 'client/backoffice/price-grid/probe.ts', source: "export { he } from '../he';\n" },
  flatAreaReadsOwnTable: {
    file: 'client/backoffice/price-grid/probe.ts',
    source: "export { he } from './he';\nexport * from '../items';\n",
  },
  featureReadsProductTable: { file: 'client/features/cart/probe.ts', source: "export { he } from '../../i18n/he';\n" },
  featureReadsOwnTable: {
    file: 'client/features/cart/probe.ts',
    source: "export { he } from './he';\nexport * from '../../i18n/common';\n",
  },
  stringsImportAnything: { file: 'client/features/quick-order/strings.ts', source: "export * from '../../i18n/common';\n" },
  sharedImportsApp: { file: 'client/ui/probe.ts', source: "export * from '../app/App';\n" },
  sharedImportsRootStoreType: { file: 'client/stores/probe.ts', source: "export type { RootStore } from '../app/RootStore';\n" },
  areaImportsInsides: { file: 'client/backoffice/orders/probe.ts', source: "export * from '../items/AdminItemsStore';\n" },
  areaImportsIndex: {
    file: 'client/backoffice/items/probe.ts',
    source: "export * from '../orders';\nexport * from '../lib/FormState';\nexport * from './he';\n",
  },
  libImportsArea: { file: 'client/backoffice/lib/probe.ts', source: "export * from '../items';\n" },
  backOfficeImportsFeatureInsides: { file: 'client/backoffice/probe.ts', source: "export * from '../features/account/RequireRole';\n" },
  backOfficeImportsFeatureIndex: { file: 'client/backoffice/probe.ts', source: "export * from '../features/account';\n" },
  readsBrowserAddress: {
    file: 'client/features/cart/probe.ts',
    source: 'export const here = () => `${window.location.pathname}${window.location.search}#${String(window.history.state)}`;\n',
  },
  reloadsThePage: { file: 'client/features/cart/probe.ts', source: 'export const reload = () => window.location.reload();\n' },
  testSetsTheAddress: { file: 'client/features/cart/probe.test.ts', source: "window.history.replaceState(null, '', '/');\n" },
  floatingPromise: {
    file: 'client/features/cart/probe.ts',
    source: 'declare function later(): Promise<void>;\nexport function go(): void {\n  later();\n}\n',
  },
  promiseMarked: {
    file: 'client/features/cart/probe.ts',
    source: 'declare function later(): Promise<void>;\nexport async function go(): Promise<void> {\n  void later();\n  await later();\n}\n',
  },
  promiseWhereVoid: {
    file: 'client/features/cart/probe.ts',
    source: "declare function on(name: string, listener: () => void): void;\non('click', async () => {});\n",
  },
};

let reported: Record<keyof typeof PROBES, string[]>;
beforeAll(() => {
  const out = execFileSync(process.execPath, ['-e', LINT_PROBES], { cwd: root, input: JSON.stringify(PROBES), encoding: 'utf8' });
  reported = JSON.parse(out) as typeof reported;
});

const rule = (name: keyof typeof PROBES, ruleId: string) => reported[name].filter((m) => m.startsWith(`${ruleId}: `));
const restricted = (name: keyof typeof PROBES) => rule(name, 'import-x/no-restricted-paths');

describe('npm run lint: the probes', () => {
  it('parses every probe (a probe that fails to parse would pass every check of what it must not report)', () => {
    const unparsed = Object.entries(reported).filter(([, messages]) => messages.some((m) => m.startsWith('null: ')));
    expect(unparsed).toEqual([]);
  });
});

describe('npm run lint: the layers', () => {
  it('refuses shared/ importing the client, the server or the mock provider, not itself', () => {
    for (const name of ['sharedImportsClient', 'sharedImportsServer', 'sharedImportsMock'] as const) {
      expect(restricted(name)).toEqual([expect.stringContaining('shared/ is the domain layer')]);
    }
    expect(restricted('sharedImportsShared')).toEqual([]);
  });

  it('refuses the client (the back office too) importing the server or the mock provider', () => {
    expect(restricted('clientImportsServer')).toEqual([expect.stringContaining('never imports the server')]);
    expect(restricted('backOfficeImportsMock')).toEqual([expect.stringContaining('never imports the server or the mock provider')]);
  });

  it('lets the storefront reach the back office through its entry module only', () => {
    expect(restricted('storefrontImportsBackOffice')).toEqual([expect.stringContaining('backoffice/entry.ts')]);
    expect(restricted('storefrontLoadsBackOfficeDialog')).toEqual([expect.stringContaining('backoffice/entry.ts')]);
    expect(restricted('storefrontImportsEntry')).toEqual([]);
    expect(restricted('backOfficeImportsItsOwn')).toEqual([]);
  });

  it('refuses an import cycle, and one whose closing edge is a type-only import', () => {
    expect(rule('cycle', 'local/no-cycle')).toHaveLength(1);
    expect(rule('typeOnlyCycle', 'local/no-cycle')).toEqual([expect.stringContaining('client/app/RootStore.ts')]);
  });
});

describe('npm run lint: the size of a server file', () => {
  it('refuses a file in server/ past 400 lines, a test too, and nothing of that length elsewhere', () => {
    expect(rule('serverFileOf400Lines', 'max-lines')).toEqual([]);
    expect(rule('serverFileOf401Lines', 'max-lines')).toEqual([expect.stringContaining('Maximum allowed is 400')]);
    expect(rule('serverTestOf401Lines', 'max-lines')).toEqual([expect.stringContaining('Maximum allowed is 400')]);
    expect(rule('clientFileOf401Lines', 'max-lines')).toEqual([]);
  });
});

describe('npm run lint: the storefront by feature', () => {
  it("refuses a feature importing another feature's insides, statically or lazily", () => {
    expect(restricted('featureImportsInsides')).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(restricted('featureLoadsInsides')).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it("lets a feature import another's index and its own files", () => {
    expect(restricted('featureImportsIndex')).toEqual([]);
  });

  it("refuses a feature's code importing the app, and lets its tests build a RootStore", () => {
    expect(restricted('featureImportsApp')).toEqual([expect.stringContaining('never imports the app')]);
    expect(restricted('featureTestImportsHarness')).toEqual([]);
  });

  it('refuses the shared client folders importing a feature or the app, but for the RootStore type', () => {
    expect(restricted('sharedImportsFeature')).toEqual([expect.stringContaining('shared by the features')]);
    expect(restricted('storesImportFeatureType')).toEqual([expect.stringContaining('shared by the features')]);
    expect(restricted('sharedImportsApp')).toEqual([expect.stringContaining('never imports the app')]);
    expect(restricted('sharedImportsRootStoreType')).toEqual([]);
  });

  it("lets the string table join a feature's strings.ts and nothing else of a feature or the back office; a strings.ts imports nothing", () => {
    expect(restricted('i18nImportsFeature')).toEqual([expect.stringContaining('shared by the features')]);
    expect(restricted('i18nImportsFeatureStrings')).toEqual([]);
    expect(restricted('i18nImportsBackOffice')).toEqual(expect.arrayContaining([expect.stringContaining('imports no back-office area')]));
    expect(restricted('stringsImportAnything')).toEqual([expect.stringContaining('it imports nothing')]);
  });

  it("refuses an area moved to its own flat table reading the back office's table, and lets it read its own and another area's index", () => {
    expect(restricted('flatAreaReadsBackOfficeTable')).toEqual([expect.stringContaining('reads its own strings')]);
    expect(restricted('flatAreaReadsOwnTable')).toEqual([]);
  });

  it("refuses a feature reading the product's flat string table, and lets it read its own (its strings and the common ones)", () => {
    expect(restricted('featureReadsProductTable')).toEqual([expect.stringContaining('reads its own strings')]);
    expect(restricted('featureReadsOwnTable')).toEqual([]);
  });
});

describe('npm run lint: where the buyer is', () => {
  it("refuses client code reading the browser's address or history (the location store's), and lets it reload the page or a test set the address", () => {
    expect(rule('readsBrowserAddress', 'no-restricted-syntax')).toEqual([
      expect.stringContaining('client/stores/LocationStore.ts'),
      expect.stringContaining('client/stores/LocationStore.ts'),
      expect.stringContaining('client/stores/LocationStore.ts'),
    ]);
    expect(reported.reloadsThePage).toEqual([]);
    expect(reported.testSetsTheAddress).toEqual([]);
  });
});

describe('npm run lint: promises', () => {
  it('refuses a promise left floating, and lets one awaited or marked void', () => {
    expect(rule('floatingPromise', '@typescript-eslint/no-floating-promises')).toHaveLength(1);
    expect(reported.promiseMarked).toEqual([]);
  });

  it('refuses a promise given where nothing waits for it', () => {
    expect(rule('promiseWhereVoid', '@typescript-eslint/no-misused-promises')).toHaveLength(1);
  });
});

describe('npm run lint: the back office by area', () => {
  it("refuses an area importing another area's insides, and lets it use that area's index, lib/ and its own he.ts", () => {
    expect(restricted('areaImportsInsides')).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(restricted('areaImportsIndex')).toEqual([]);
  });

  it('refuses lib/ importing an area', () => {
    expect(restricted('libImportsArea')).toEqual([expect.stringContaining('lib/ is shared by the areas')]);
  });

  it('lets the back office use a storefront feature only through its index', () => {
    expect(restricted('backOfficeImportsFeatureInsides')).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(restricted('backOfficeImportsFeatureIndex')).toEqual([]);
  });
});
