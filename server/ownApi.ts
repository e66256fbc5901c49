// A read of this server's own /api as a visitor makes it (no token): the same answer in mock and
// proxy mode, through the same limits. Used for what the server builds from the catalogue itself:
// the first screen's inlined data (firstPaint.ts) and the sitemap (seo.ts).

/** The payload of a visitor's GET of `call` (such as '/Category/List?getAll=true'), or undefined when it is not a 2xx envelope in time. */
export async function readOwnApi(port: number | undefined, call: string, timeoutMs = 5_000): Promise<unknown> {
  if (!port) return undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api${call}`, { signal: AbortSignal.timeout(timeoutMs) });
    return res.ok ? ((await res.json()) as { payload?: unknown }).payload : undefined;
  } catch {
    return undefined;
  }
}
