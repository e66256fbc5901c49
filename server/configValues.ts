// How the configuration's values are read (config.ts reads the variables): a whole number, a URL, an
// origin, a flag, TRUST_PROXY, and the one-line error that names the variable of a bad one.
import proxyaddr from 'proxy-addr';

/** A configuration error: its message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
    this.name = 'ConfigError';
  }
}

/** Whether SMTP_URL is an smtp: or smtps: URL with a host. */
export function isSmtpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A whole number within `range`; `fallback` when unset. */
export function integer(raw: string | undefined, name: string, fallback: number, range: { min: number; max: number }): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got '${clip(raw)}'`);
  const n = Number(raw);
  if (n < range.min || n > range.max) throw new ConfigError(name, `must be between ${range.min} and ${range.max}, got ${clip(raw)}`);
  return n;
}

/** PROVIDER_URL: an absolute http(s) URL without query, fragment or credentials; returned without its trailing slashes. */
export function absoluteHttpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('PROVIDER_URL', `must be an absolute http(s) URL such as https://provider.example/api, got '${clip(raw)}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('PROVIDER_URL', `must use http or https, got '${url.protocol}'`);
  }
  if (url.search || url.hash) throw new ConfigError('PROVIDER_URL', 'must not carry a query string or fragment');
  if (url.username || url.password) throw new ConfigError('PROVIDER_URL', 'must not carry credentials');
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** An origin setting: an absolute http(s) URL without path, query, fragment or credentials; returned as its origin. */
export function origin(raw: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, `must be an absolute http(s) URL such as https://shop.example, got '${clip(raw)}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(variable, `must use http or https, got '${url.protocol}'`);
  if (url.username || url.password) throw new ConfigError(variable, 'must not carry credentials');
  if (url.search || url.hash || url.pathname.replace(/\/+$/, '') !== '') {
    throw new ConfigError(variable, 'must be an origin only (scheme, host and port), without a path, query or fragment');
  }
  return url.origin;
}

/** An on/off variable: true or false (also yes/no, 1/0); unset is false. */
export function flag(raw: string | undefined, variable: string): boolean {
  if (raw === undefined) return false;
  const lower = raw.trim().toLowerCase();
  if (lower === 'true' || lower === 'yes' || lower === '1') return true;
  if (lower === 'false' || lower === 'no' || lower === '0' || lower === '') return false;
  throw new ConfigError(variable, `must be true or false, got '${clip(raw)}'`);
}

/**
 * TRUST_PROXY (with TRUST_PROXY_ANY): which hops' X-Forwarded-* the server believes, in Express's forms:
 * a hop count, or the proxies' addresses and subnets (proxy-addr's names: loopback, linklocal,
 * uniquelocal). `true` trusts every hop, so any client could name any address in X-Forwarded-For
 * and pass every per-address limit: it is taken only with TRUST_PROXY_ANY=yes beside it.
 */
export function parseTrustProxy(raw: string | undefined, any: string | undefined): boolean | number | string {
  const everyHop = raw !== undefined && ['true', 'yes'].includes(raw.toLowerCase());
  // 'no' says what unset says; only the word 'yes' asks for every hop.
  const asked = any !== undefined && !['no', 'false', '0'].includes(any.toLowerCase()) ? any : undefined;
  if (asked !== undefined && (!everyHop || asked.toLowerCase() !== 'yes'))
    throw new ConfigError('TRUST_PROXY_ANY', `is 'yes' together with TRUST_PROXY=true, or unset; got '${clip(asked)}'`);
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'false' || lower === '0' || lower === 'no') return false;
  if (everyHop) {
    if (asked === undefined)
      throw new ConfigError(
        'TRUST_PROXY',
        "'true' trusts every hop, so any client could name any address and pass every per-address limit: give the hop count of the proxies in front (e.g. 1) or their addresses / subnets (loopback, 10.0.0.0/8, ...); to trust every hop all the same, set TRUST_PROXY_ANY=yes as well",
      );
    return true;
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const problem = `must be a hop count or addresses / subnets (loopback, 10.0.0.0/8, ...), got '${clip(raw)}'`;
  try {
    proxyaddr.compile(raw.split(',').map((s) => s.trim()));
  } catch (err) {
    throw new ConfigError('TRUST_PROXY', `${problem}: ${clip((err as Error).message)}`);
  }
  return raw;
}

/** Keeps an echoed value short and on one line. */
export function clip(raw: string): string {
  const oneLine = raw.replace(/[\r\n\t]+/g, ' ');
  return oneLine.length > 60 ? `${oneLine.slice(0, 57)}...` : oneLine;
}
