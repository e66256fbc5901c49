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

/** The provider's answer is larger than the server reads of it. */
export class ProviderAnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`the provider's answer is larger than ${maxBytes} bytes`);
  }
}

/** What becomes of a call: its answer's head (the body streams from it), or why there is none. */
export interface CallHandlers {
  response(answer: IncomingMessage): void;
  /** The call failed before its answer began (`answered` false), or while its body came (true). */
  error(err: Error, answered: boolean): void;
}

/** A call under way. */
export interface Call {
  /** Stops it (the browser went away); nothing more is reported. */
  abort(): void;
  /**
   * The answer is being passed on as it comes (the browser is getting it): from now on only a
   * silence of the timeout ends it, not the call's deadline.
   */
  streaming(): void;
}

export interface ProviderClient {
  /** The provider's host (for the Host header of calls sent on). */
  readonly host: string;
  readonly timeoutMs: number;
  /**
   * Calls `pathAndQuery` under the provider's base with `headers` (raw pairs: name, value, name, value...), sending
   * `body` when given (streamed, with backpressure). It ends with a ProviderTimeout when:
   *  - its answer's head has not come within `timeoutMs` of its start (waiting for a pooled connection
   *    included) or, with a body, of the body's end (an upload takes the time it takes while it moves);
   *  - the answer has not ended within `timeoutMs` of its head, unless it is `streaming()`;
   *  - nothing moves for `timeoutMs` at any time (connecting, either body).
   * So a provider that sends its head or its body a drop at a time (or one 1xx after another) holds
   * no call, and no pooled connection, for longer than twice the timeout.
   * A bodiless GET or HEAD whose pooled connection the provider had just closed is sent again once, on a new one.
   */
  call(method: string, pathAndQuery: string, headers: string[], body: Readable | null, handlers: CallHandlers): Call;
  /** Closes the pooled connections. */
  close(): void;
}

/** Errors of a pooled connection the provider closed as the call was sent on it (a keep-alive race). */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

export interface ProviderClientOptions {
  /** The most connections open to the provider at once (MAX_CONNECTIONS). */
  maxConnections?: number;
  /**
   * The timer a call's deadline runs on (Node's setTimeout and clearTimeout when absent): tests end a
   * deadline by hand instead of waiting for it.
   */
  timers?: DeadlineTimers;
  /** The timers of a call's silence on its connection (Node's, refreshed as bytes move, when absent): tests end a silence by hand. */
  silence?: SilenceTimers;
}

/** A call's silence timeout on its connection: it expires once nothing has moved for its time; `moved` starts it again. */
export interface SilenceTimer {
  moved(): void;
  stop(): void;
}

/** Starts a silence timer of `ms` that calls `expire`. */
export type SilenceTimers = (ms: number, expire: () => void) => SilenceTimer;

/** Node's own: one timer, refreshed on every move (as a socket's timeout is). */
export const nodeSilence: SilenceTimers = (ms, expire) => {
  const timer = setTimeout(expire, ms);
  return { moved: () => void timer.refresh(), stop: () => clearTimeout(timer) };
};

/** Silence timers on `timers` (a test's, moved by hand): each move sets the timer again. */
export function silenceOn(timers: DeadlineTimers): SilenceTimers {
  return (ms, expire) => {
    let timer = timers.setTimeout(expire, ms);
    let stopped = false;
    return {
      moved() {
        if (stopped) return;
        timers.clearTimeout(timer);
        timer = timers.setTimeout(expire, ms);
      },
      stop() {
        stopped = true;
        timers.clearTimeout(timer);
      },
    };
  };
}

/**
 * Watches a request's connection for silence, as Node's socket timeout would (whose timer a test
 * cannot move): from the moment it has a connection, `expire` once no byte has come in, nor gone out
 * of `body`, for `ms`; done with the request.
 */
function watchSilence(upstream: http.ClientRequest, body: Readable | null, silence: SilenceTimers, ms: number, expire: () => void): void {
  upstream.once('socket', (socket) => {
    const timer = silence(ms, expire);
    const moved = () => timer.moved();
    socket.on('data', moved);
    body?.on('data', moved);
    upstream.once('close', () => {
      timer.stop();
      socket.off('data', moved);
      body?.off('data', moved);
    });
  });
}

/** Starts and stops a call's deadline. */
export interface DeadlineTimers {
  setTimeout(expire: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/** Node's own timers. */
export const nodeTimers: DeadlineTimers = {
  setTimeout: (expire, ms) => setTimeout(expire, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout | undefined),
};

export function providerClient(target: string, timeoutMs: number, options: ProviderClientOptions = {}): ProviderClient {
  const maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  const timers = options.timers ?? nodeTimers;
  const silence = options.silence ?? nodeSilence;
  const base = new URL(target);
  const basePath = base.pathname.replace(/\/+$/, '');
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: maxConnections,
    maxFreeSockets: maxConnections,
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
      let answer: IncomingMessage | null = null;
      let aborted = false;
      // The call's deadline: its answer's head, then (unless it is streamed) its end, each within timeoutMs.
      let deadline: unknown;
      const expire = () => {
        const late = new ProviderTimeout(timeoutMs);
        // Reported through the answer's or the request's own error, as any other failure...
        if (answer) return void answer.destroy(late);
        if (current?.socket) return void current.destroy(late);
        // ...but a call still waiting for a pooled connection hears nothing of it until it gets one.
        aborted = true;
        current?.destroy(late);
        handlers.error(late, false);
      };
      const startDeadline = () => {
        timers.clearTimeout(deadline);
        deadline = timers.setTimeout(expire, timeoutMs);
      };
      const stopDeadline = () => timers.clearTimeout(deadline);
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
        });
        current = upstream;
        if (body) {
          // The upload moves at the browser's pace (a stall in it is the silence timeout's): the deadline
          // covers the wait for a connection, then runs again from the body's end.
          upstream.once('socket', stopDeadline);
          // (An answer that came before the upload's end runs on its own deadline, begun with its head.)
          upstream.once('finish', () => answer === null && startDeadline());
        }
        watchSilence(upstream, body, silence, timeoutMs, () => {
          timedOut = true;
          upstream.destroy(new ProviderTimeout(timeoutMs));
        });
        upstream.once('response', (received: IncomingMessage) => {
          answered = true;
          answer = received;
          startDeadline();
          // Ended, or dropped by whoever read it.
          received.once('close', stopDeadline);
          // Node reports a broken-off body on the answer ('aborted'); a stall is our timeout's.
          received.on('error', (err) => {
            stopDeadline();
            if (!aborted) handlers.error(timedOut ? new ProviderTimeout(timeoutMs) : err, true);
          });
          handlers.response(received);
        });
        // A 101 (a protocol the browser never asked this proxy for) is no answer.
        upstream.once('upgrade', (_answer, socket: { destroy(): void }) => {
          stopDeadline();
          socket.destroy();
          if (!aborted) handlers.error(new Error('the provider switched protocols'), false);
        });
        upstream.on('error', (err: NodeJS.ErrnoException) => {
          if (aborted || answered) return;
          if (retry && upstream.reusedSocket && STALE_CONNECTION.has(err.code ?? '')) return send(false);
          stopDeadline();
          handlers.error(timedOut ? new ProviderTimeout(timeoutMs) : err, false);
        });
        if (body) body.pipe(upstream);
        else upstream.end();
      };
      startDeadline();
      send(body === null && (method === 'GET' || method === 'HEAD'));
      return {
        abort() {
          aborted = true;
          stopDeadline();
          current?.destroy();
        },
        streaming: stopDeadline,
      };
    },
    close: () => agent.destroy(),
  };
}
