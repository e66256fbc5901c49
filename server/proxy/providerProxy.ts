// The streaming proxy: a transport (transport.ts, over providerClient.ts) that carries a browser's
// request to the provider and the response back, and runs the response steps (steps.ts) on it in
// their declared order, between its head and its sending.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { carriesDocumentLinks } from '../documents';
import { refuseUnforwardable } from '../forwarding';
import { trustOf, type Handler } from '../handler';
import { forwardedTarget } from '../paths';
import { ProviderTimeout, type ProviderClient, type ProviderRequest, type ResponseHandlers } from '../providerClient';
import type { HeaderList } from '../security';
import { carriesToken } from '../tokens';
import { catalogueCacheControl } from '../visitorResponses';
import { RESPONSE_STEPS, type Answer, type LinkSealing, type ProxiedCall, type VisitorOptions } from './steps';
import { collectBody, drop, gatewayError, readResponseHeaders, requestHeaders } from './transport';

const NO_TRUST = trustOf(false);

const DEFAULT_VISITORS: VisitorOptions = { visitorMaxBytes: 4 * 1024 * 1024, catalogueCacheControl: catalogueCacheControl(5, 60) };

/**
 * A streaming proxy to the provider (the client's base): /api/X goes to base + /X with its query,
 * on Node's own HTTP client (providerClient.ts: pooled keep-alive connections, backpressure both
 * ways, a timeout on any silence). Bodies are streamed both ways, never held, except responses small
 * enough to collect (so a broken one can still be replaced by an envelope) and those the server
 * must open (to seal their document links: `sealing`). Authorization is forwarded,
 * hop-by-hop headers dropped, X-Forwarded-For/-Proto/-Host set. No response in time (providerClient.ts: its deadline, or a
 * stall that long) gives 504; a refused or unreachable provider, or a broken response, 502; both in
 * the envelope, and the server carries on. `extraHeaders` go on every response (the provider's own
 * headers of the same name win).
 * A request without a token is a visitor's: its JSON response is read in full (up to `visitorMaxBytes`) and
 * its price fields taken out (prices.ts) whatever the provider sent; a catalogue read then says how
 * long caches may keep it, with an ETag (and 304 to a matching If-None-Match). A request with a token gets
 * `private, no-store`. Every response varies by Authorization. Each of these is a step (steps.ts).
 */
export function createProviderProxy(
  client: ProviderClient,
  logger: Logger,
  extraHeaders: HeaderList = [],
  visitors: VisitorOptions = DEFAULT_VISITORS,
  sealing?: LinkSealing,
): Handler {
  const proxy: ProxySettings = {
    client,
    logger,
    extraHeaders,
    visitors,
    sealing,
    timeoutMessage: `the provider did not answer within ${client.timeoutMs} ms`,
  };
  // What the /api chain has refused already (forwarding.ts) is refused here too: nothing else goes on.
  return (req, res, next) => refuseUnforwardable(req, res, (err) => (err ? next(err) : void new ProxiedRequest(proxy, req, res)));
}

/** What every request through one proxy shares. */
interface ProxySettings {
  client: ProviderClient;
  logger: Logger;
  extraHeaders: HeaderList;
  visitors: VisitorOptions;
  sealing: LinkSealing | undefined;
  timeoutMessage: string;
}

/** One browser's request through the proxy, from its arrival to the end of its response (or of the browser). */
class ProxiedRequest implements ResponseHandlers {
  private readonly call: ProxiedCall;
  private readonly upstream: ProviderRequest;
  private browserGone = false;
  /** Whether the browser's response is decided (sent, or being streamed). */
  private settled = false;

  constructor(
    private readonly proxy: ProxySettings,
    req: IncomingMessage,
    private readonly res: ServerResponse,
  ) {
    const visitor = !carriesToken(req.headers.authorization);
    const sealing = proxy.sealing && carriesDocumentLinks(req) ? proxy.sealing : undefined;
    const { headers, closeWanted, hasBody } = requestHeaders(
      req,
      proxy.client.host,
      visitor,
      proxy.visitors.trust ?? NO_TRUST,
      sealing !== undefined,
    );
    this.call = { req, res, visitor, sealing, closeWanted, extraHeaders: proxy.extraHeaders, visitors: proxy.visitors };
    // The path the server decided on (the /api chain refused any other, forwarding.ts), never the one written.
    const path = forwardedTarget(req)!;
    if (!hasBody) req.resume();
    this.upstream = proxy.client.request(req.method ?? 'GET', path, headers, hasBody ? req : null, this);
    // The browser went away (or its upload broke off): stop the request to the provider as well.
    res.once('close', () => {
      if (res.writableFinished) return;
      this.browserGone = true;
      this.upstream.abort();
    });
  }

  /** The provider request failed: an envelope while nothing has gone out to the browser, else its connection is cut; never a truncated success. */
  error(err: Error, responded: boolean): void {
    if (this.settled || this.browserGone) return;
    this.settled = true;
    const timedOut = err instanceof ProviderTimeout;
    const e = err as { message?: string; code?: string };
    this.proxy.logger.warn({ err: { message: e.message, code: e.code }, timeout: timedOut }, 'provider call failed');
    if (timedOut) gatewayError(this.res, 504, this.proxy.timeoutMessage, this.proxy.extraHeaders);
    else
      gatewayError(
        this.res,
        502,
        responded ? 'the provider broke off its answer' : 'the provider could not be reached',
        this.proxy.extraHeaders,
      );
  }

  /** The provider responded, but not with something the browser may get: a 502 envelope instead, and its response dropped. */
  private refuse(body: Readable, status: number, message: string): void {
    drop(body);
    if (this.settled || this.browserGone) return;
    this.settled = true;
    this.proxy.logger.warn({ status }, `provider response refused: ${message}`);
    gatewayError(this.res, 502, message, this.proxy.extraHeaders);
  }

  response(body: IncomingMessage): void {
    if (this.browserGone) return drop(body);
    const headers = readResponseHeaders(body.rawHeaders);
    this.run({ status: body.statusCode ?? 0, headers, pairs: headers.pairs, opened: false, limit: undefined, stream: body }, 0);
  }

  /** Runs the response steps from the `from`th on: a refusal ends them, a body to collect pauses them until it is in. */
  private run(answer: Answer, from: number): void {
    for (let at = from; at < RESPONSE_STEPS.length; at++) {
      const step = RESPONSE_STEPS[at]!;
      if (step.when && !step.when(this.call, answer)) continue;
      if (step.writes) this.settled = true;
      const outcome = step.run(this.call, answer);
      if (outcome === undefined) continue;
      if (outcome === 'sent') return;
      if (outcome === 'collect') return this.collect(answer, at + 1);
      // Passed on as it comes: only a silence ends it now (providerClient.ts).
      if (outcome === 'stream') this.upstream.streaming();
      else return this.refuse(answer.stream, answer.status, outcome.refuse);
    }
    this.send(answer);
  }

  /** Collects the response's body (up to its limit; past it, refused), then runs the steps from the `next`th on. */
  private collect(answer: Answer, next: number): void {
    collectBody(
      answer.stream,
      answer.limit ?? Infinity,
      (read) => {
        if (this.settled || this.browserGone) return;
        answer.body = read;
        this.run(answer, next);
      },
      () => this.refuse(answer.stream, answer.status, `the provider's answer is larger than ${answer.limit} bytes`),
    );
  }

  /** Sends the response the steps made: its collected body, or the provider's passed on as it comes. */
  private send(answer: Answer): void {
    const { res } = this;
    res.writeHead(answer.status);
    if (answer.body) return void res.end(answer.body);
    pipeline(answer.stream, res).catch((err: unknown) => {
      if (this.browserGone) return;
      this.proxy.logger.warn(
        { err: { message: (err as Error).message, code: (err as { code?: string }).code }, timeout: err instanceof ProviderTimeout },
        'provider call failed',
      );
      res.destroy();
    });
  }
}
