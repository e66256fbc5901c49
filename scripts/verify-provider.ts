// npm run verify-provider -- --url URL --admin EMAIL:PASSWORD --business EMAIL:PASSWORD [--write] [--strict] [--storefront] [--timeout MS]
// Holds a provider to the OpenAPI document (scripts/verify-provider/verify.ts); prints a table and
// exits 1 naming the calls that do not respond as the document says (2 for a usage error).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { formatTable, verifyProvider } from './verify-provider/verify';

const USAGE =
  'usage: npm run verify-provider -- --url URL --admin EMAIL:PASSWORD --business EMAIL:PASSWORD [--write] [--strict] [--storefront] [--timeout MS]';

function account(value: string | undefined, name: string): { email: string; password: string } {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1 || at === value.length - 1) throw new Error(`--${name} must be EMAIL:PASSWORD`);
  return { email: value.slice(0, at), password: value.slice(at + 1) };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      options: {
        url: { type: 'string' },
        admin: { type: 'string' },
        business: { type: 'string' },
        write: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        storefront: { type: 'boolean' },
        timeout: { type: 'string' },
      },
      strict: true,
    }).values;
    if (!args.url || !/^https?:\/\/[^/]/.test(args.url))
      throw new Error("--url must be the provider's absolute http(s) API base, such as http://localhost:4000/api");
    const options = {
      url: args.url,
      admin: account(args.admin, 'admin'),
      business: account(args.business, 'business'),
      write: args.write === true,
      strict: args.strict === true,
      // Left out, verify-provider asks the service whether it is the storefront.
      storefront: args.storefront === true ? true : undefined,
      timeoutMs: args.timeout ? Number(args.timeout) : undefined,
    };
    if (options.timeoutMs !== undefined && !(options.timeoutMs > 0)) throw new Error('--timeout must be a positive number of milliseconds');
    const result = await verifyProvider(options);
    console.log(formatTable(result.rows));
    const passed = result.rows.filter((r) => r.pass && !r.skipped).length;
    const skipped = result.rows.filter((r) => r.skipped).length;
    console.log(
      `\n${passed} passed, ${result.failed.length} failed, ${skipped} skipped, in ${(result.ms / 1000).toFixed(1)} s against ${options.url}, ${result.service}${options.write ? ' (with writes)' : ''}`,
    );
    console.log(
      `optional capabilities offered: ${result.capabilities.length ? `${result.capabilities.join(', ')} (each held to the document)` : "none (the seed's contract only)"}`,
    );
    if (result.failed.length > 0) {
      console.error(`\nthe provider does not answer as the document says: ${[...new Set(result.failed.map((r) => r.call))].join('; ')}`);
      return 1;
    }
    return 0;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
