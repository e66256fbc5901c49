// The proxy's response steps, as http-proxy-3's web-outgoing passes and reply-from's hooks: each one
// small and named, deciding one thing of the provider's response, run in the one order RESPONSE_STEPS
// declares, and each only where it applies (`when`: a visitor's call, the endpoint table's facts
// `catalogueRead` and `documentLinks`, what the response is). The steps up to `stream or collect`
// judge the response's head and may refuse it (the browser then gets a 502 envelope and nothing of
// it); `strip prices` judges the body collected in full; the steps after it write the browser's
// response, which the transport then sends (the collected body, or the provider's streamed on).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { endpointOf } from '../calls';
import { sealedBody, type DocumentSealer } from '../documents';
import { varyBy, type Trust } from '../handler';
import { visitorResponseBody } from '../prices';
import type { HeaderList } from '../security';
import { etagOf, isCatalogueRead, mayRespondOtherThanJson, PRIVATE, VISITOR_DROPPED_RESPONSE } from '../visitorResponses';
import type { ResponseHeaders } from './transport';

/** How the proxy seals the document links of Order/Create and Order/List (documents.ts): under `sealer`, reading at most `maxBytes`. */
export interface LinkSealing {
  sealer: DocumentSealer;
  maxBytes: number;
}

/** How the proxy treats a visitor's responses (requests without a token). */
export interface VisitorOptions {
  /** The most it reads of a visitor's JSON response (to take its prices out); past it, 502. */
  visitorMaxBytes: number;
  /** Cache-Control of a visitor's catalogue read (visitorResponses.ts). */
  catalogueCacheControl: string;
  /** Which hops' X-Forwarded-* the proxy believes (TRUST_PROXY); none when absent. */
  trust?: Trust;
}

/** What the steps know of a call before the provider answers it. */
export interface ProxiedCall {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** A request without a token: its JSON response is opened and its prices taken out. */
  readonly visitor: boolean;
  /** A call whose response carries document links (the table's `documentLinks`): read in full and sealed. */
  readonly sealing: LinkSealing | undefined;
  /** The browser asked to close its connection. */
  readonly closeWanted: boolean;
  /** Headers on every response (the provider's own of the same name win). */
  readonly extraHeaders: HeaderList;
  readonly visitors: VisitorOptions;
}

/** The provider's response as the steps pass it on. */
export interface Answer {
  /** The status the browser gets (the provider's, or the 502 of a body that could not be sealed). */
  status: number;
  /** Its headers, as the transport read them. */
  readonly headers: ResponseHeaders;
  /** The headers the browser gets (the visitor guard takes a visitor's validators out). */
  pairs: ResponseHeaders['pairs'];
  /** A visitor's JSON with a body: read in full and its prices taken out. */
  opened: boolean;
  /** The most of it that is read, when it must be read in full; none when it may stream. */
  limit: number | undefined;
  /** The provider's body as it comes. */
  readonly stream: Readable;
  /** Its body, collected in full (`stream or collect`) and then rewritten by the steps; none when it streams. */
  body?: Buffer;
}

/**
 * What a step decides: nothing (the next step runs), a refusal (a 502 envelope with this message), to
 * collect the body or stream it (`stream or collect`), or that it has sent the response itself.
 */
export type StepOutcome = void | { refuse: string } | 'collect' | 'stream' | 'sent';

/** One step of a proxied response. */
export interface ResponseStep {
  readonly name: string;
  /** Whether it runs for this call and response; always when absent. */
  readonly when?: (call: ProxiedCall, answer: Answer) => boolean;
  /** It writes the browser's response: from it on, the response is decided and can no longer be refused. */
  readonly writes?: true;
  readonly run: (call: ProxiedCall, answer: Answer) => StepOutcome;
}

/** Responses up to this size (by their Content-Length) are collected and sent in one piece; larger ones are streamed. */
export const SMALL_RESPONSE_BYTES = 64 * 1024;

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\s*(;|$)/i;

/** A status the browser may not get as a final response is no response at all. */
export const statusGuard: ResponseStep = {
  name: 'status guard',
  run: (_call, { status }) =>
    status < 200 || status > 599 ? { refuse: `the provider answered with an invalid status (${status})` } : undefined,
};

/** A failure without the envelope (an HTML error page, an empty body) tells the browser nothing it can read. */
export const envelopeGuard: ResponseStep = {
  name: 'envelope guard',
  run: (_call, { status, headers }) =>
    status >= 500 && !JSON_TYPE.test(headers.contentType)
      ? { refuse: `the provider failed (${status}) without an answer in the envelope` }
      : undefined,
};

/**
 * A visitor's JSON response is opened to take its prices out; one it could not open is no response
 * for a visitor: a part of one, an encoded one, or one that is not JSON where JSON is due. A response
 * without a body (to a HEAD, a 204 or a 304) has nothing to open.
 */
export const visitorGuard: ResponseStep = {
  name: 'visitor guard',
  when: (call) => call.visitor,
  run({ req }, answer) {
    const { status, headers } = answer;
    if (status === 206 || headers.contentEncoding !== 'identity')
      return { refuse: 'the provider answered a visitor with a part or an encoding it was not asked for' };
    const bodiless = req.method === 'HEAD' || status === 204 || status === 304;
    const json = /json/i.test(headers.contentType);
    if (!json && !bodiless && !mayRespondOtherThanJson(req))
      return { refuse: 'the provider answered a visitor with something other than JSON' };
    // Its validators (and, with no body, its length) describe the provider's body, prices and all.
    if (json)
      answer.pairs = answer.pairs.filter(([name]) => !VISITOR_DROPPED_RESPONSE.has(name) && !(bodiless && name === 'content-length'));
    answer.opened = json && !bodiless;
  },
};

/**
 * A response the server must open (to seal its links, or a visitor's) is read in full, up to its
 * limit, and refused past it; a small one is collected too (so a broken one can still be replaced by
 * an envelope); anything else is passed on as it comes.
 */
export const streamOrCollect: ResponseStep = {
  name: 'stream or collect',
  run({ sealing, visitors }, answer) {
    const sealLimit = sealing?.maxBytes;
    const limit = answer.opened ? Math.min(sealLimit ?? Infinity, visitors.visitorMaxBytes) : sealLimit;
    const { length } = answer.headers;
    if (limit !== undefined && length > limit) return { refuse: `the provider's answer is larger than ${limit} bytes` };
    answer.limit = limit;
    return limit !== undefined || (length >= 0 && length <= SMALL_RESPONSE_BYTES) ? 'collect' : 'stream';
  },
};

/** A visitor's collected JSON loses what the contract does not show a visitor (prices.ts); JSON it cannot read is refused. */
export const stripPrices: ResponseStep = {
  name: 'strip prices',
  when: (_call, answer) => answer.opened,
  run({ req }, answer) {
    const stripped = visitorResponseBody(answer.body!, endpointOf(req), answer.status);
    if (stripped === null) return { refuse: 'the provider answered a visitor with JSON it could not read' };
    answer.body = stripped;
  },
};

/**
 * Sets the provider's headers, ours added where the provider set none of the name; a user's response
 * is `private, no-store`, every response varies by Authorization, and a body the server rewrote is
 * measured anew.
 */
export const writeHeaders: ResponseStep = {
  name: 'write headers',
  writes: true,
  run(call, answer) {
    const { res } = call;
    for (const [name, value] of answer.pairs) res.setHeader(name, value);
    for (const [name, value] of call.extraHeaders) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (!call.visitor) res.setHeader('Cache-Control', PRIVATE);
    varyBy(res, 'Authorization');
    // Our own Connection decision (e.g. 'close' while shutting down) or the browser's 'close' stands.
    if (call.closeWanted && !res.hasHeader('connection')) res.setHeader('Connection', 'close');
    if (answer.opened) res.setHeader('Content-Length', answer.body!.length);
  },
};

/** A visitor's catalogue read (the table's `catalogueRead`) says how long caches may keep it, with an ETag: 304 to a matching If-None-Match. */
export const catalogueEtag: ResponseStep = {
  name: 'catalogue ETag',
  when: (call, answer) => answer.opened && answer.status === 200 && isCatalogueRead(call.req),
  run({ req, res, visitors }, answer) {
    const etag = etagOf(answer.body!);
    res.setHeader('Cache-Control', visitors.catalogueCacheControl);
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] !== etag) return;
    res.removeHeader('Content-Length');
    res.removeHeader('Content-Type');
    res.writeHead(304);
    res.end();
    return 'sent';
  },
};

/** A call whose response carries document links (the table's `documentLinks`) sends it sealed, or the 502 envelope of one that could not be opened. */
export const seal: ResponseStep = {
  name: 'seal',
  when: (call) => call.sealing !== undefined,
  run({ req, res, sealing }, answer) {
    const sealed = sealedBody(res, { status: answer.status, body: answer.body! }, sealing!.sealer, sealing!.maxBytes);
    // A response to a HEAD has no body to measure (nor is the provider's length, its links unsealed, the response's).
    if (req.method === 'HEAD') res.removeHeader('content-length');
    else res.setHeader('content-length', String(sealed.body.length));
    answer.status = sealed.status;
    answer.body = sealed.body;
  },
};

/** The steps of every proxied response, in the order they run. */
export const RESPONSE_STEPS: readonly ResponseStep[] = [
  statusGuard,
  envelopeGuard,
  visitorGuard,
  streamOrCollect,
  stripPrices,
  writeHeaders,
  catalogueEtag,
  seal,
];
