// Compiles the server and the mock provider, with the shared code they use, to CommonJS in
// dist/server-js (server/, mock-provider/, shared/ laid out as in the repository), so that production
// runs plain `node dist/server-js/server/main.js` and needs neither tsx nor any other development
// dependency. swc compiles as the jest transform does (jest.config.js): legacy decorators with their
// metadata (class-validator reads the types from it), class fields assigned, not defined. `@shared/*` is
// rewritten to relative paths. Only the files the two entry points reach at run time are written
// (found from the compiled code's own requires: type-only imports are gone by then).
//
//   node scripts/build-server.mjs          writes dist/server-js
//   node scripts/build-server.mjs --list   prints the files and packages reached, as JSON, writing nothing
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(root, 'dist', 'server-js');
export const ENTRIES = ['server/main.ts', 'mock-provider/main.ts'];

const swcOptions = (filename) => ({
  filename,
  sourceMaps: true,
  inlineSourcesContent: false,
  // The source as the map's source, so a stack trace names server/app.ts, not the compiled file.
  sourceRoot: '',
  swcrc: false,
  configFile: false,
  jsc: {
    target: 'es2022',
    baseUrl: root,
    paths: { '@shared/*': ['./shared/*'] },
    parser: { syntax: 'typescript', tsx: false, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'commonjs', strict: false, ignoreDynamic: false },
});

/** The source file a relative require from `from` names (`./x` is x.ts or x/index.ts), or null. */
function resolveSource(from, specifier) {
  const base = path.resolve(path.dirname(path.join(root, from)), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && fs.existsSync(candidate)) return path.relative(root, candidate);
  }
  return null;
}

const builtins = new Set(builtinModules);
/** The package a bare specifier names: 'class-transformer/cjs/storage' → 'class-transformer'. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Compiles everything the entry points reach; returns the compiled files and the packages they require. */
export async function compileServer() {
  const swc = createRequire(import.meta.url)('@swc/core');
  const files = new Map();
  const packages = new Set();
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.shift();
    if (files.has(file)) continue;
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const compiled = await swc.transform(source, swcOptions(path.join(root, file)));
    // The project's package.json (for the version) is read where it is, not copied (it is deployed
    // beside dist/): its require is made to reach it from dist/server-js. Any other JSON would be read
    // from a source folder a deployment does not hold, so the build refuses it.
    const outDir = path.dirname(path.join(OUT_DIR, file));
    const code = compiled.code.replace(/\brequire\("(\.[^"]+\.json)"\)/g, (_, specifier) => {
      const target = path.resolve(path.dirname(path.join(root, file)), specifier);
      if (target !== path.join(root, 'package.json'))
        throw new Error(`${file}: requires ${specifier}, which a deployment does not hold (only package.json is read from the tree)`);
      return `require(${JSON.stringify(path.relative(outDir, target))})`;
    });
    files.set(file, { code, map: compiled.map });
    // Single quotes: a require written in the source (server/mockApi.ts loads the mock only in mock mode);
    // require.resolve: a package's file found at run time (server/apiDocs.ts serves swagger-ui-dist's).
    for (const [, , specifier] of code.matchAll(/\brequire(?:\.resolve)?\((["'])([^"']+)\1\)/g)) {
      if (specifier.startsWith('.') && specifier.endsWith('.json')) continue;
      if (specifier.startsWith('.')) {
        const target = resolveSource(file, specifier);
        if (!target) throw new Error(`${file}: cannot find ${specifier}`);
        queue.push(target);
      } else if (!specifier.startsWith('node:') && !builtins.has(specifier)) {
        packages.add(packageOf(specifier));
      }
    }
  }
  return { files, packages: [...packages].sort() };
}

/**
 * Writes the compiled files (and their source maps) under dist/server-js, replacing what was there at
 * once: they are written into a folder of their own beside it, which then takes its place, so a build
 * that dies midway (a full disk, Ctrl-C) or runs beside another never leaves a part of a tree that
 * ensure-build would take for a whole one.
 */
export async function buildServer() {
  const started = Date.now();
  const { files } = await compileServer();
  const staging = `${OUT_DIR}.${process.pid}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  for (const [file, { code, map }] of files) {
    const out = path.join(staging, file.replace(/\.ts$/, '.js'));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const sourceMap = JSON.parse(map);
    // As seen from where the file will be (the staging folder is a sibling at the same depth).
    sourceMap.sources = [path.relative(path.dirname(path.join(OUT_DIR, file)), path.join(root, file))];
    fs.writeFileSync(out, `${code}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
    fs.writeFileSync(`${out}.map`, JSON.stringify(sourceMap));
  }
  const old = `${OUT_DIR}.${process.pid}.old`;
  if (fs.existsSync(OUT_DIR)) fs.renameSync(OUT_DIR, old);
  fs.renameSync(staging, OUT_DIR);
  fs.rmSync(old, { recursive: true, force: true });
  console.log(`server compiled: ${files.size} files into ${path.relative(root, OUT_DIR)} in ${Date.now() - started} ms`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--list')) {
    const { files, packages } = await compileServer();
    console.log(JSON.stringify({ files: [...files.keys()].sort(), packages }));
  } else {
    await buildServer();
  }
}
