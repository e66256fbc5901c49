// Calls to the provider in proxy mode, on Node's own HTTP client (node:http / node:https): a pool of
// keep-alive connections, answers parsed natively on the socket, backpressure both ways.
// Chosen over undici (and http-proxy-middleware, which is node:http underneath) by measure: with a
// provider that answers in 20 ms, undici's request() cost the proxy as much CPU per call but added
// about 0.8 ms of latency to each (its parser reads the socket from JavaScript), 95% of direct
// throughput against 98-100% (scripts/bench/proxy.ts; README, "Proxy mode").
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** How long an idle pooled connection is kept: under the usual 5 s of servers (Node's own), so the provider is not the one to close it. */
const IDLE_CONNECTION_MS = 4_000;
/** The most connections open to the provider at once; further calls wait for one. */
const MAX_CONNECTIONS = 256;

/** The provider said nothing (no connection, no answer, or a stalled one) for the client's timeout. */
export class ProviderTimeout extends Error {
  readonly code = 'PROVIDER_TIMEOUT';
  constructor(ms: number) {
    super(`the provider did not answer within ${ms} ms`);
  }
}

/** What becomes of a call: its answer's head (the body streams from it), or why there is none. */
export interface CallHandlers {
  response(answer: IncomingMessage): void;
  /** The call failed before its answer began (`answered` false), or while its body came (true). */
  error(err: Error, answered: boolean): void;
}

/** A call under way: `abort` stops it (the browser went away), and nothing more is reported. */
export interface Call {
  abort(): void;
}

export interface ProviderClient {
  /** The provider's host (for the Host header of calls sent on). */
  readonly host: string;
  readonly timeoutMs: number;
  /**
   * Calls `pathAndQuery` under the provider's base with `headers` (raw pairs: name, value, name, value...), sending
   * `body` when given (streamed, with backpressure). Silence for `timeoutMs` (connecting, waiting for
   * the head, or a stall in either body) ends it with a ProviderTimeout. A bodiless GET or HEAD whose
   * pooled connection the provider had just closed is sent again once, on a new one.
   */
  call(method: string, pathAndQuery: string, headers: string[], body: Readable | null, handlers: CallHandlers): Call;
  /** Closes the pooled connections. */
  close(): void;
}

/** Errors of a pooled connection the provider closed as the call was sent on it (a keep-alive race). */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

export function providerClient(target: string, timeoutMs: number): ProviderClient {
  const base = new URL(target);
  const basePath = base.pathname.replace(/\/+$/, '');
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: MAX_CONNECTIONS,
    maxFreeSockets: MAX_CONNECTIONS,
    timeout: IDLE_CONNECTION_MS,
    scheduling: 'lifo',
  });
  const protocol = base.protocol;
  const hostname = base.hostname.replace(/^\[|\]$/g, '');
  const port = base.port || undefined;

  return {
    host: base.host,
    timeoutMs,
    call(method, pathAndQuery, headers, body, handlers) {
      let current: http.ClientRequest | null = null;
      let aborted = false;
      const send = (retry: boolean) => {
        let timedOut = false;
        let answered = false;
        const upstream = transport.request({
          protocol,
          hostname,
          port,
          agent,
          method,
          path: basePath + pathAndQuery,
          headers,
          timeout: timeoutMs,
        });
        current = upstream;
        upstream.once('timeout', () => {
          timedOut = true;
          upstream.destroy(new ProviderTimeout(timeoutMs));
        });
        upstream.once('response', (answer: IncomingMessage) => {
          answered = true;
          // Node reports a broken-off body on the answer ('aborted'); a stall is our timeout's.
          answer.on('error', (err) => !aborted && handlers.error(timedOut ? new ProviderTimeout(timeoutMs) : err, true));
          handlers.response(answer);
        });
        // A 101 (a protocol the browser never asked this proxy for) is no answer.
        upstream.once('upgrade', (_answer, socket: { destroy(): void }) => {
          socket.destroy();
          if (!aborted) handlers.error(new Error('the provider switched protocols'), false);
        });
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (aborted || answered) return;
          if (retry && upstream.reusedSocket && STALE_CONNECTION.has(err.code ?? '')) return send(false);
          handlers.error(timedOut ? new ProviderTimeout(timeoutMs) : err, false);
        });
        if (body) body.pipe(upstream);
        else upstream.end();
      };
      send(body === null && (method === 'GET' || method === 'HEAD'));
      return {
        abort() {
          aborted = true;
          current?.destroy();
        },
      };
    },
    close: () => agent.destroy(),
  };
}
