// A read of this server's own /api as a visitor makes it (no token): the same response in mock and
// proxy mode, through the same chain (the catalogue cache, a visitor's response opened). Used for what
// the server builds from the catalogue itself: the first screen's inlined data (firstPaint.ts) and
// the sitemap (seo.ts).
//
// These reads come from 127.0.0.1, but they are no client's: counted as that address's, every
// visitor's pages shared one visitors' quota (330 search pages from one address left every other
// visitor's pages without the server-drawn screen). So each carries a secret this process drew at
// start; the /api chain recognises it (recogniseOwnReads), takes the header off before anything else
// sees it (the provider never does), and no per-address limit counts the read. The address says
// nothing here: any process on the machine, or a proxy in front, comes from it too.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Handler } from './handler';

/** The header that carries the secret. */
const OWN_READ_HEADER = 'x-storefront-own-read';
const SECRET = randomBytes(32).toString('base64url');
const SECRET_BYTES = Buffer.from(SECRET);

/** The server's own reads in this process, recognised by their secret. */
const ownReads = new WeakSet<IncomingMessage>();

/** The payload of a visitor's GET of `pathAndQuery` (such as '/Category/List?getAll=true'), or undefined when it is not a 2xx envelope in time. */
export async function readOwnApi(port: number | undefined, pathAndQuery: string, timeoutMs = 5_000): Promise<unknown> {
  if (!port) return undefined;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api${pathAndQuery}`, {
      headers: { [OWN_READ_HEADER]: SECRET },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return res.ok ? ((await res.json()) as { payload?: unknown }).payload : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first step of the /api chain: a GET that carries this process's secret is one of its own reads
 * (isOwnRead). The header is taken off every request, right or wrong, so no later step, log or
 * provider sees it.
 */
export const recogniseOwnReads: Handler = (req, _res, next) => {
  const given = req.headers[OWN_READ_HEADER];
  if (given === undefined) return next();
  delete req.headers[OWN_READ_HEADER];
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i]!.toLowerCase() === OWN_READ_HEADER) req.rawHeaders.splice(i, 2);
  }
  const bytes = Buffer.from(typeof given === 'string' ? given : '');
  if (req.method === 'GET' && bytes.length === SECRET_BYTES.length && timingSafeEqual(bytes, SECRET_BYTES)) ownReads.add(req);
  next();
};

/** Whether a request is one of this server's own reads (no per-address limit counts it). */
export function isOwnRead(req: IncomingMessage): boolean {
  return ownReads.has(req);
}
