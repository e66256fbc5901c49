// Requests to the provider in proxy mode, on Node's own HTTP client (node:http / node:https): a pool of
// keep-alive connections, responses parsed natively on the socket, backpressure both ways.
// Chosen over undici (and http-proxy-middleware, which is node:http underneath) by measure: with a
// provider that responds in 20 ms, undici's request() cost the proxy as much CPU per request but added
// about 0.8 ms of latency to each (its parser reads the socket from JavaScript), 95% of direct
// throughput against 98-100% (scripts/bench/proxy.ts; README, "Proxy mode").
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';

/** How long an idle pooled connection is kept: under the usual 5 s of servers (Node's own), so the provider is not the one to close it. */
const IDLE_CONNECTION_MS = 4_000;
/** The most connections open to the provider at once; further requests wait for one. */
const MAX_CONNECTIONS = 256;

/** The provider said nothing (no connection, no response, or a stalled one) for the client's timeout. */
export class ProviderTimeout extends Error {
  readonly code = 'PROVIDER_TIMEOUT';
  constructor(ms: number) {
    super(`the provider did not answer within ${ms} ms`);
  }
}

/** The provider's response is larger than the server reads of it. */
export class ProviderResponseTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`the provider's answer is larger than ${maxBytes} bytes`);
  }
}

/** What becomes of a request: its response, once its headers are in (the body streams from it), or why there is none. */
export interface ResponseHandlers {
  response(response: IncomingMessage): void;
  /** The request failed before its response began (`responded` false), or while its body came (true). */
  error(err: Error, responded: boolean): void;
}

/** A request under way. */
export interface ProviderRequest {
  /** Stops it (the browser went away); nothing more is reported. */
  abort(): void;
  /**
   * The response is being passed on as it comes (the browser is getting it): from now on only a
   * silence of the timeout ends it, not the request's deadline.
   */
  streaming(): void;
}

export interface ProviderClient {
  /** The provider's host (for the Host header of requests sent on). */
  readonly host: string;
  readonly timeoutMs: number;
  /**
   * Requests `pathAndQuery` under the provider's base with `headers` (raw pairs: name, value, name, value...), sending
   * `body` when given (streamed, with backpressure). It ends with a ProviderTimeout when:
   *  - its response's headers have not come within `timeoutMs` of its start (waiting for a pooled connection
   *    included) or, with a body, of the body's end (an upload takes the time it takes while it moves);
   *  - the response has not ended within `timeoutMs` of its headers, unless it is `streaming()`;
   *  - nothing moves for `timeoutMs` at any time (connecting, either body).
   * So a provider that sends its headers or its body a drop at a time (or one 1xx after another) holds
   * no request, and no pooled connection, for longer than twice the timeout.
   * A bodiless GET or HEAD whose pooled connection the provider had just closed is sent again once, on a new one.
   */
  request(method: string, pathAndQuery: string, headers: string[], body: Readable | null, handlers: ResponseHandlers): ProviderRequest;
  /** Closes the pooled connections. */
  close(): void;
}

/** Errors of a pooled connection the provider closed as the request was sent on it (a keep-alive race). */
const STALE_CONNECTION = new Set(['ECONNRESET', 'EPIPE']);

export interface ProviderClientOptions {
  /** The most connections open to the provider at once (MAX_CONNECTIONS). */
  maxConnections?: number;
  /**
   * The timer a request's deadline runs on (Node's setTimeout and clearTimeout when absent): tests end a
   * deadline by hand instead of waiting for it.
   */
  timers?: DeadlineTimers;
  /** The timers of a request's silence on its connection (Node's, refreshed as bytes move, when absent): tests end a silence by hand. */
  silence?: SilenceTimers;
}

/** A request's silence timeout on its connection: it expires once nothing has moved for its time; `moved` starts it again. */
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

/** Starts and stops a request's deadline. */
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
  const base = new URL(target);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: maxConnections,
    maxFreeSockets: maxConnections,
    timeout: IDLE_CONNECTION_MS,
    scheduling: 'lifo',
  });
  const provider: ProviderTarget = {
    transport,
    agent,
    protocol: base.protocol,
    hostname: base.hostname.replace(/^\[|\]$/g, ''),
    port: base.port || undefined,
    basePath: base.pathname.replace(/\/+$/, ''),
    timeoutMs,
    timers: options.timers ?? nodeTimers,
    silence: options.silence ?? nodeSilence,
  };
  return {
    host: base.host,
    timeoutMs,
    request: (method, pathAndQuery, headers, body, handlers) => new Exchange(provider, method, pathAndQuery, headers, body, handlers),
    close: () => agent.destroy(),
  };
}

/** Where and how a client's requests go: what every exchange of one client shares. */
interface ProviderTarget {
  transport: typeof http | typeof https;
  agent: http.Agent;
  protocol: string;
  hostname: string;
  port: string | undefined;
  basePath: string;
  timeoutMs: number;
  timers: DeadlineTimers;
  silence: SilenceTimers;
}

/** A request's deadline: one timer at a time, begun again or stopped as the request goes on. */
class Deadline {
  private timer: unknown;

  constructor(
    private readonly timers: DeadlineTimers,
    private readonly ms: number,
    private readonly expire: () => void,
  ) {}

  start(): void {
    this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(this.expire, this.ms);
  }

  stop(): void {
    this.timers.clearTimeout(this.timer);
  }
}

/**
 * Where a request to the provider stands:
 *  - awaiting: sent, or waiting for a pooled connection, or uploading its body; no response yet (a
 *    stale pooled connection may still send it again);
 *  - responding: its response's headers are in, its body comes; a failure now is the response's;
 *  - over: failed and reported, or stopped by the caller; nothing more is reported.
 * awaiting -> responding (the response begins), awaiting | responding -> over (fail, abort).
 */
type Stage = { name: 'awaiting' } | { name: 'responding'; response: IncomingMessage } | { name: 'over' };

/** One request to the provider and its response: the state machine behind ProviderClient.request. */
class Exchange implements ProviderRequest {
  private stage: Stage = { name: 'awaiting' };
  /** The request on the wire (another one once, when a stale pooled connection made it send again). */
  private attempt!: http.ClientRequest;
  /** Its response's headers, then (unless it is streamed) its end, each within the timeout. */
  private readonly deadline: Deadline;

  constructor(
    private readonly provider: ProviderTarget,
    private readonly method: string,
    private readonly path: string,
    private readonly headers: string[],
    private readonly body: Readable | null,
    private readonly handlers: ResponseHandlers,
  ) {
    this.deadline = new Deadline(provider.timers, provider.timeoutMs, () => this.expire());
    this.deadline.start();
    this.send(body === null && (method === 'GET' || method === 'HEAD'));
  }

  abort(): void {
    this.stage = { name: 'over' };
    this.deadline.stop();
    this.attempt.destroy();
  }

  streaming(): void {
    this.deadline.stop();
  }

  /** The one way to `over` on a failure: the deadline stopped and the failure reported, once. */
  private fail(err: Error): void {
    if (this.stage.name === 'over') return;
    const responded = this.stage.name === 'responding';
    this.stage = { name: 'over' };
    this.deadline.stop();
    this.handlers.error(err, responded);
  }

  /** The deadline passed: reported at once, and what is under way (the response, or the request) ended with it. */
  private expire(): void {
    const late = new ProviderTimeout(this.provider.timeoutMs);
    const { stage } = this;
    this.fail(late);
    if (stage.name === 'responding') stage.response.destroy(late);
    else this.attempt.destroy(late);
  }

  /** Sends the request (again, on a new connection, when `retry` was allowed and the pooled one was stale). */
  private send(retry: boolean): void {
    const { provider, body } = this;
    const upstream = provider.transport.request({
      protocol: provider.protocol,
      hostname: provider.hostname,
      port: provider.port,
      agent: provider.agent,
      method: this.method,
      path: provider.basePath + this.path,
      headers: this.headers,
    });
    this.attempt = upstream;
    if (body) {
      // The upload moves at the browser's pace (a stall in it is the silence timeout's): the deadline
      // covers the wait for a connection, then runs again from the body's end.
      upstream.once('socket', () => this.deadline.stop());
      // (A response that came before the upload's end runs on its own deadline, begun with its headers.)
      upstream.once('finish', () => this.stage.name === 'awaiting' && this.deadline.start());
    }
    this.watchSilence(upstream);
    upstream.once('response', (response: IncomingMessage) => this.respond(response));
    // A 101 (a protocol the browser never asked this proxy for) is no response.
    upstream.once('upgrade', (_response, socket: { destroy(): void }) => {
      socket.destroy();
      this.fail(new Error('the provider switched protocols'));
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      // Once the response has begun, its failures are the response's own.
      if (this.stage.name !== 'awaiting' || upstream !== this.attempt) return;
      if (retry && upstream.reusedSocket && STALE_CONNECTION.has(err.code ?? '')) return this.send(false);
      this.fail(err);
    });
    if (body) body.pipe(upstream);
    else upstream.end();
  }

  /**
   * Watches the request's connection for silence, as Node's socket timeout would (whose timer a test
   * cannot move): from the moment it has a connection, the request fails once no byte has come in, nor
   * gone out of its body, for the timeout; done with the request.
   */
  private watchSilence(upstream: http.ClientRequest): void {
    const { provider, body } = this;
    upstream.once('socket', (socket) => {
      const timer = provider.silence(provider.timeoutMs, () => {
        const silent = new ProviderTimeout(provider.timeoutMs);
        this.fail(silent);
        upstream.destroy(silent);
      });
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

  private respond(response: IncomingMessage): void {
    // Over already (stopped, or given up): nothing more is reported, so the response is dropped unread.
    if (this.stage.name === 'over') {
      response.on('error', () => undefined);
      response.destroy();
      return;
    }
    this.stage = { name: 'responding', response };
    this.deadline.start();
    // Ended, or dropped by whoever read it.
    response.once('close', () => this.deadline.stop());
    // Node reports a broken-off body on the response ('aborted'); a stall is the silence timeout's, reported already.
    response.on('error', (err) => this.fail(err));
    this.handlers.response(response);
  }
}
