// The install tells the truth: package.json's engines names the Node lines the product is tested on,
// no package of a production install asks for a Node above the oldest of each line, and no package of
// the development install above the line development and the whole suite run on (npm ci warns
// EBADENGINE for each one that does), and
// every runtime dependency is one the product's own code uses (a test-only or unused one is not), and
// every package the compiled server requires at run time is a runtime dependency (a production install,
// `npm ci --omit=dev`, has no other: scripts/production.test.ts runs one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.join(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  dependencies: Record<string, string>;
};

interface LockedPackage {
  version?: string;
  /** Only a development install holds it (npm ci --omit=dev leaves it out). */
  dev?: boolean;
  engines?: { node?: string } | string[];
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };

/** The oldest version of each line the engines range admits ("^20.19.0 || ^22.13.0" gives 20.19.0 and 22.13.0). */
function oldestOfEachLine(range: string): string[] {
  return range.split('||').map((part) => semver.minVersion(part.trim())!.version);
}

/** The locked packages whose engines.node refuses `version`, as "name@version (range)". Platform binaries for other machines aside. */
function refusing(packages: Record<string, LockedPackage>, version: string): string[] {
  return Object.entries(packages)
    .filter(([key]) => key !== '')
    .filter(([, p]) => !(p.optional && (p.os || p.cpu)))
    .flatMap(([key, p]) => {
      const range = p.engines && !Array.isArray(p.engines) ? p.engines.node : undefined;
      return range && !semver.satisfies(version, range) ? [`${key.replace(/^.*node_modules\//, '')}@${p.version} (${range})`] : [];
    });
}

describe('the install', () => {
  const lines = oldestOfEachLine(pkg.engines.node);
  const ci = fs.readFileSync(path.join(root, '.ci', 'run'), 'utf8');
  /** The line development, the build and the whole suite run on: CI's main line, as .ci/run names it. */
  const mainLine = Number(/^MAIN_NODE=(\d+)$/m.exec(ci)?.[1]);
  const development = lines.find((v) => semver.major(v) === mainLine)!;

  it('names the Node lines the product is tested on: 24 (the whole suite in CI), 22 and 26 (its unit project), the maintained LTS lines', () => {
    expect(lines.map((v) => semver.major(v))).toEqual([22, 24, 26]);
    expect(mainLine).toBe(24);
    expect(ci).toMatch(/^OTHER_NODES="\$\{CI_OTHER_NODES-22 26\}"$/m);
    // CI runs this file on each line it names (.ci/run, .ci/with-node).
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true);
    // Node 20 is past its end of life (30 April 2026); no untested major is promised.
    expect(semver.satisfies('20.19.0', pkg.engines.node)).toBe(false);
    expect(semver.satisfies('23.11.0', pkg.engines.node)).toBe(false);
    expect(semver.satisfies('25.0.0', pkg.engines.node)).toBe(false);
    expect(semver.satisfies('27.0.0', pkg.engines.node)).toBe(false);
  });

  /** What a production install holds (npm ci --omit=dev): the locked packages not marked dev. */
  const production = Object.fromEntries(Object.entries(lock.packages).filter(([, p]) => !p.dev));

  it.each(lines)('a production install (npm ci --omit=dev) locks no package that refuses Node %s', (version) => {
    expect(refusing(production, version)).toEqual([]);
  });

  // Development, the build and the whole suite run on 24 (CI's main line); its tools (Prism, the
  // scanner's library built for the browser) may ask for it, and the newer line must take them too.
  it.each(lines.filter((v) => semver.gte(v, development)))(
    'a development install locks no package that refuses Node %s (development runs on 24)',
    (version) => {
      expect(refusing(lock.packages, version)).toEqual([]);
    },
  );

  it('holds a production install apart from a development one (so the checks above can differ)', () => {
    expect(Object.keys(production)).toEqual(expect.arrayContaining(['node_modules/express', 'node_modules/react']));
    expect(Object.keys(production)).not.toContain('node_modules/jest');
  });

  it('finds a package that asks for more (so the check above can fail)', () => {
    const packages = { '': {}, 'node_modules/lighthouse': { version: '13.5.0', engines: { node: '>=22.19' } } };
    expect(refusing(packages, '20.19.0')).toEqual(['lighthouse@13.5.0 (>=22.19)']);
  });

  it('declares as runtime dependencies only packages the product imports (tests and tools use devDependencies)', () => {
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|css|mts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) sources.push(fs.readFileSync(file, 'utf8'));
      }
    };
    for (const dir of ['client', 'server', 'shared', 'mock-provider']) walk(path.join(root, dir));
    sources.push(fs.readFileSync(path.join(root, 'vite.config.mts'), 'utf8'));
    const all = sources.join('\n');
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !new RegExp(`['"]${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"/]`).test(all),
    );
    expect(unused).toEqual([]);
  });

  it('declares as runtime dependencies every package the compiled server and mock provider require', () => {
    const listed = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs'), '--list'], { encoding: 'utf8' });
    expect(listed.stderr).toBe('');
    const { files, packages } = JSON.parse(listed.stdout) as { files: string[]; packages: string[] };
    // The walk found the server's files (so an empty list below is not an empty walk).
    expect(files).toEqual(
      expect.arrayContaining(['server/main.ts', 'server/app.ts', 'mock-provider/app.ts', 'shared/validation/index.ts']),
    );
    expect(packages).toEqual(expect.arrayContaining(['express', 'class-validator', 'reflect-metadata']));
    expect(packages.filter((name) => !(name in pkg.dependencies))).toEqual([]);
    // Nothing only a test uses reaches the running server.
    expect(files.filter((file) => /(\.test|testing|contractNet)\.ts$|\/fuzz\//.test(file))).toEqual([]);
  });
});
