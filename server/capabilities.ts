// Which optional capabilities the provider in front of this server offers (shared/contract/
// capabilities.ts): read from its GET /Capabilities as a visitor, kept five minutes, and half a minute
// after a failure (a provider that is down, or answers something else), when it counts as offering
// what it was last read to offer (none before any read succeeded). An aged answer is given while the
// provider is asked again. A 404 is an answer: a provider of the seed's contract alone offers none. The server answers GET /api/Capabilities itself from this, always
// 200 with the capabilities it knows, so the storefront never shows a screen the provider cannot serve
// and never an error for one it does not offer. The cache is lru-cache's: one read at a time, however
// many pages ask at once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { endpoints } from '@shared/contract/api';
import { knownCapabilities, type Capability } from '@shared/contract/capabilities';
import type { ProviderCapabilities } from '@shared/contract/entities';
import type { ProviderRead } from './catalogueCache';
import { endpointOf } from './calls';
import { sendJson, type Handler } from './handler';

/** How long an answer is kept. */
export const CAPABILITIES_TTL_MS = 5 * 60_000;
/** How long after a failed read the provider is asked again. */
export const CAPABILITIES_RETRY_MS = 30_000;

export interface CapabilitiesOptions {
  logger: Logger;
  /** The clock the answers' ages are read on (tests move it by hand). */
  now?: () => number;
}

const KEY = 'provider';

export class CapabilitiesReader {
  private readonly cache: LRUCache<typeof KEY, Capability[]>;

  constructor(read: ProviderRead, { logger, now }: CapabilitiesOptions) {
    this.cache = new LRUCache<typeof KEY, Capability[]>({
      max: 1,
      ttl: CAPABILITIES_TTL_MS,
      // An aged answer is given while the provider is asked again; a failed read keeps it, half a minute.
      allowStale: true,
      noDeleteOnFetchRejection: true,
      // One entry, read on every request: its age taken from the clock each time (tests move theirs by hand).
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
      fetchMethod: async (_key, stale, { options }) => {
        try {
          const answer = await read(endpoints.capabilities.list.route);
          if (answer.status === 404) return [];
          const listed = capabilitiesOf(answer);
          if (listed) return listed;
          logger.warn({ status: answer.status }, 'capabilities: the provider answered GET /Capabilities with no list of capabilities');
        } catch (err) {
          logger.warn({ err: { message: (err as Error)?.message } }, 'capabilities: the provider could not be read');
        }
        options.ttl = CAPABILITIES_RETRY_MS;
        return stale ?? [];
      },
    });
  }

  /** The capabilities the provider offers, as last read (read again when the answer has aged). */
  async offered(): Promise<Capability[]> {
    return (await this.cache.fetch(KEY)) ?? [];
  }

  /** Whether the provider offers a capability. */
  async offers(capability: Capability): Promise<boolean> {
    return (await this.offered()).includes(capability);
  }
}

/** The known capabilities of a 200 envelope whose payload lists them; undefined for any other answer. */
function capabilitiesOf(answer: { status: number; body: Buffer }): Capability[] | undefined {
  if (answer.status !== 200) return undefined;
  try {
    const envelope = JSON.parse(answer.body.toString('utf8')) as { statusCode?: unknown; payload?: { capabilities?: unknown } };
    const listed = envelope?.statusCode === 200 ? envelope.payload?.capabilities : undefined;
    return Array.isArray(listed) ? knownCapabilities(listed) : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/Capabilities, answered from the reader (any other request goes on). */
export function capabilitiesHandler(reader: CapabilitiesReader): Handler {
  return (req: IncomingMessage, res: ServerResponse, next) => {
    if (endpointOf(req) !== endpoints.capabilities.list) return next();
    void reader.offered().then(
      (capabilities) => {
        if (res.headersSent || res.destroyed) return;
        // The same for everyone; a browser asks again after a minute, the service worker keeps it for offline.
        res.setHeader('Cache-Control', 'public, max-age=60');
        sendJson(res, 200, { statusCode: 200, payload: { capabilities } satisfies ProviderCapabilities });
      },
      (err: unknown) => next(err),
    );
  };
}
