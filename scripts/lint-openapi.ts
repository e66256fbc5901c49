// `npm run lint`'s third part: the OpenAPI document the server serves at /api-docs/openapi.json,
// linted by Redocly CLI (its recommended rules, redocly.yaml) and Spectral (spectral:oas,
// .spectral.yaml), both at 0 errors and 0 warnings. The document is built as server/apiDocs.ts
// builds it with MOCK_CONTROL=true (the fuller document: the test control calls, tagged
// test-only, are served only then, and are linted with the rest),
// written to a temporary file that is removed afterwards (never to the repository), and both
// linters run on it side by side. Exit 1 with each problem when either finds any.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildOpenApiDocument, type OpenApiDocument } from '@shared/contract/openapi';
import { version } from '../package.json';

const run = promisify(execFile);
const root = path.join(__dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** One problem a linter reported. */
export interface LintProblem {
  linter: 'redocly' | 'spectral';
  severity: 'error' | 'warning' | 'info' | 'hint';
  rule: string;
  message: string;
  /** Where in the document (a JSON pointer or a path of keys). */
  at: string;
}

/** The output of a linter that exits 1 when it finds problems (its JSON report is still on stdout). */
async function output(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(command, args, { cwd: root, env, maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const failed = err as { stdout?: string; stderr?: string; message: string };
    if (failed.stdout?.trim().startsWith('{') || failed.stdout?.trim().startsWith('[')) return failed.stdout;
    throw new Error(`${path.basename(args[0] ?? command)} did not run: ${failed.stderr || failed.message}`, { cause: err });
  }
}

async function redocly(file: string): Promise<LintProblem[]> {
  // No telemetry and no update check (redocly.yaml also says telemetry: off).
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const out = await output(
    process.execPath,
    [bin('redocly'), 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    env,
  );
  const report = JSON.parse(out) as {
    problems: Array<{ ruleId: string; severity: 'error' | 'warn'; message: string; location: Array<{ pointer?: string }> }>;
  };
  return report.problems.map((p) => ({
    linter: 'redocly',
    severity: p.severity === 'warn' ? 'warning' : 'error',
    rule: p.ruleId,
    message: p.message,
    at: p.location[0]?.pointer ?? '',
  }));
}

const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

async function spectral(file: string): Promise<LintProblem[]> {
  const out = await output(
    process.execPath,
    [bin('spectral'), 'lint', file, '--ruleset', path.join(root, '.spectral.yaml'), '--format', 'json', '--quiet'],
    process.env,
  );
  const report = JSON.parse(out.trim() || '[]') as Array<{ code: string; severity: number; message: string; path: Array<string | number> }>;
  return report.map((p) => ({
    linter: 'spectral',
    severity: SPECTRAL_SEVERITY[p.severity] ?? 'error',
    rule: p.code,
    message: p.message,
    at: p.path.join('.'),
  }));
}

/** The document linted: the fuller one, with the test control calls (served only with MOCK_CONTROL=true). */
export function lintedDocument(): OpenApiDocument {
  return buildOpenApiDocument(version, { testControl: true });
}

/** Every problem Redocly and Spectral find in the document. */
export async function lintOpenApi(document: object = lintedDocument()): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document, null, 2));
    const [fromRedocly, fromSpectral] = await Promise.all([redocly(file), spectral(file)]);
    return [...fromRedocly, ...fromSpectral];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const started = Date.now();
  lintOpenApi().then(
    (problems) => {
      for (const p of problems) console.error(`${p.linter} ${p.severity} ${p.rule}: ${p.message} (at ${p.at || 'the document'})`);
      const count = (linter: LintProblem['linter']) => problems.filter((p) => p.linter === linter).length;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`OpenAPI document: Redocly ${count('redocly')} problems, Spectral ${count('spectral')} (${seconds} s)`);
      if (problems.length > 0) process.exitCode = 1;
    },
    (err: Error) => {
      console.error(err.message);
      process.exitCode = 1;
    },
  );
}
