// The boundaries eslint.config.mjs keeps: each is crossed here, in a file that is linted
// but never written, and must be reported; the same import from where it is allowed must not.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(120_000);
const root = path.join(__dirname, '..');

// ESLint loads its (ESM) configuration with a dynamic import, which jest's module system cannot do:
// the probes are linted by ESLint's API in a child Node, all in one start.
const LINT_PROBES = `(async () => {
  const { ESLint } = await import('eslint');
  const eslint = new ESLint({ cwd: process.cwd() });
  const probes = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
  const out = {};
  for (const [name, { file, source }] of Object.entries(probes)) {
    const [result] = await eslint.lintText(source, { filePath: require('node:path').join(process.cwd(), file) });
    out[name] = result.messages.map((m) => m.ruleId + ': ' + m.message);
  }
  console.log(JSON.stringify(out));
})()`;

/** Each probe: a source, linted as if it were the file at `file` (relative to the repository). */
const PROBES = {
  sharedImportsClient: { file: 'shared/probe.ts', source: "export * from '../client/ui/lazyChunk';\n" },
  sharedImportsServer: { file: 'shared/probe.ts', source: "export * from '../server/paths';\n" },
  sharedImportsMock: { file: 'shared/probe.ts', source: "export * from '../mock-provider/app';\n" },
  sharedImportsShared: { file: 'shared/probe.ts', source: "export * from './format';\n" },
  clientImportsServer: { file: 'client/probe.ts', source: "export * from '../server/paths';\n" },
  backOfficeImportsMock: { file: 'client/backoffice/probe.ts', source: "export * from '../../mock-provider/app';\n" },
  storefrontImportsBackOffice: { file: 'client/components/probe.ts', source: "export * from '../backoffice/routes';\n" },
  storefrontLoadsBackOfficeDialog: {
    file: 'client/components/probe.ts',
    source: "export const load = () => import('../backoffice/categories/CategoryAddDialog');\n",
  },
  storefrontImportsEntry: { file: 'client/components/probe.ts', source: "export * from '../backoffice/entry';\n" },
  backOfficeImportsItsOwn: { file: 'client/backoffice/probe.ts', source: "export * from './routes';\nexport * from '../lazyChunk';\n" },
  // client/ui/lazyChunk.ts is imported by backoffice/entry.ts: importing entry back closes a cycle.
  cycle: { file: 'client/ui/lazyChunk.ts', source: "export * from './backoffice/entry';\nexport const x = 1;\n" },
};

let reported: Record<keyof typeof PROBES, string[]>;
beforeAll(() => {
  const out = execFileSync(process.execPath, ['-e', LINT_PROBES], { cwd: root, input: JSON.stringify(PROBES), encoding: 'utf8' });
  reported = JSON.parse(out) as typeof reported;
});

const rule = (name: keyof typeof PROBES, ruleId: string) => reported[name].filter((m) => m.startsWith(`${ruleId}: `));
const restricted = (name: keyof typeof PROBES) => rule(name, 'import-x/no-restricted-paths');

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

  it('refuses an import cycle', () => {
    expect(rule('cycle', 'import-x/no-cycle')).toHaveLength(1);
  });
});
