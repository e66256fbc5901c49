// Each response step of the proxy on its own: a call and a provider's response made here, no provider, no server.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { createDocumentSealer } from '../documents';
import {
  catalogueEtag,
  envelopeGuard,
  RESPONSE_STEPS,
  seal,
  statusGuard,
  streamOrCollect,
  stripPrices,
  visitorGuard,
  writeHeaders,
  type Answer,
  type ProxiedCall,
  type ResponseStep,
} from './steps';
import { readResponseHeaders } from './transport';

const VISITORS = { visitorMaxBytes: 1000, catalogueCacheControl: 'public, max-age=0, s-maxage=5' };
const SEALER = createDocumentSealer('a-test-secret-of-at-least-32-characters!');

/** A call of `method` `url` under /api: a visitor's unless `token`. */
function callOf(method: string, url: string, options: Partial<ProxiedCall> & { headers?: Record<string, string> } = {}): ProxiedCall {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.url = url;
  req.headers = options.headers ?? {};
  return {
    req,
    res: new ServerResponse(req),
    visitor: true,
    sealing: undefined,
    closeWanted: false,
    extraHeaders: [],
    visitors: VISITORS,
    ...options,
  };
}

/** A provider's response with `status` and `headers` (raw pairs), its body collected when given. */
function answerOf(status: number, headers: string[] = [], body?: string): Answer {
  const read = readResponseHeaders(headers);
  return {
    status,
    headers: read,
    pairs: read.pairs,
    opened: false,
    limit: undefined,
    stream: new PassThrough(),
    body: body === undefined ? undefined : Buffer.from(body),
  };
}

/** Runs `step` where it applies: undefined (skipped), or what it decided. */
const runWhere = (step: ResponseStep, call: ProxiedCall, answer: Answer) =>
  step.when && !step.when(call, answer) ? 'skipped' : step.run(call, answer);

const JSON_HEADERS = ['Content-Type', 'application/json; charset=utf-8'];

describe('the response steps', () => {
  it('run in the one declared order', () => {
    expect(RESPONSE_STEPS.map((s) => s.name)).toEqual([
      'status guard',
      'envelope guard',
      'visitor guard',
      'stream or collect',
      'strip prices',
      'write headers',
      'catalogue ETag',
      'seal',
    ]);
  });

  it('status guard: refuses a status a browser may not get as a final answer', () => {
    const call = callOf('GET', '/api/Item/List');
    expect(statusGuard.run(call, answerOf(101))).toEqual({ refuse: 'the provider answered with an invalid status (101)' });
    expect(statusGuard.run(call, answerOf(600))).toEqual({ refuse: 'the provider answered with an invalid status (600)' });
    expect(statusGuard.run(call, answerOf(200))).toBeUndefined();
    expect(statusGuard.run(call, answerOf(599))).toBeUndefined();
  });

  it('envelope guard: refuses a failure that is not JSON, and nothing else', () => {
    const call = callOf('GET', '/api/Item/List');
    expect(envelopeGuard.run(call, answerOf(503, ['Content-Type', 'text/html']))).toEqual({
      refuse: 'the provider failed (503) without an answer in the envelope',
    });
    expect(envelopeGuard.run(call, answerOf(503, ['Content-Type', 'application/problem+json']))).toBeUndefined();
    expect(envelopeGuard.run(call, answerOf(404, ['Content-Type', 'text/html']))).toBeUndefined();
  });

  it("visitor guard: skips a user's call, refuses a part, an encoding or a page where JSON is due", () => {
    expect(runWhere(visitorGuard, callOf('GET', '/api/Item/List', { visitor: false }), answerOf(206))).toBe('skipped');
    const call = callOf('GET', '/api/Item/List');
    const part = 'the provider answered a visitor with a part or an encoding it was not asked for';
    expect(visitorGuard.run(call, answerOf(206, JSON_HEADERS))).toEqual({ refuse: part });
    expect(visitorGuard.run(call, answerOf(200, [...JSON_HEADERS, 'Content-Encoding', 'gzip']))).toEqual({ refuse: part });
    expect(visitorGuard.run(call, answerOf(200, ['Content-Type', 'text/html']))).toEqual({
      refuse: 'the provider answered a visitor with something other than JSON',
    });
    const image = answerOf(200, ['Content-Type', 'image/png']);
    expect(visitorGuard.run(callOf('GET', '/api/files/abc'), image)).toBeUndefined();
    expect(image.opened).toBe(false);
  });

  it("visitor guard: opens a visitor's JSON without the provider's validators; a HEAD has nothing to open", () => {
    const headers = [...JSON_HEADERS, 'ETag', '"p"', 'Last-Modified', 'x', 'Content-Length', '20', 'X-Other', 'kept'];
    const get = answerOf(200, headers);
    visitorGuard.run(callOf('GET', '/api/Item/List'), get);
    expect(get.opened).toBe(true);
    expect(get.pairs.map(([name]) => name)).toEqual(['content-type', 'content-length', 'x-other']);
    const head = answerOf(200, headers);
    visitorGuard.run(callOf('HEAD', '/api/Item/List'), head);
    expect(head.opened).toBe(false);
    expect(head.pairs.map(([name]) => name)).toEqual(['content-type', 'x-other']);
  });

  it('stream or collect: collects a small or an opened answer, streams a large or unmeasured one, refuses one past its limit', () => {
    const call = callOf('GET', '/api/Item/List', { visitor: false });
    expect(streamOrCollect.run(call, answerOf(200, ['Content-Length', '100']))).toBe('collect');
    expect(streamOrCollect.run(call, answerOf(200, ['Content-Length', String(64 * 1024 + 1)]))).toBe('stream');
    expect(streamOrCollect.run(call, answerOf(200))).toBe('stream');
    const opened = { ...answerOf(200), opened: true };
    expect(streamOrCollect.run(callOf('GET', '/api/Item/List'), opened)).toBe('collect');
    expect(opened.limit).toBe(VISITORS.visitorMaxBytes);
    const sealing = callOf('GET', '/api/Order/List', { visitor: false, sealing: { sealer: SEALER, maxBytes: 50 } });
    expect(streamOrCollect.run(sealing, answerOf(200, ['Content-Length', '51']))).toEqual({
      refuse: "the provider's answer is larger than 50 bytes",
    });
    expect(streamOrCollect.run(sealing, answerOf(200))).toBe('collect');
  });

  it("strip prices: takes the prices out of a visitor's opened JSON, refuses JSON it cannot read", () => {
    const call = callOf('GET', '/api/Item/A1');
    const item = { statusCode: 200, payload: { itemId: 'A1', salePriceInNIS: 12.5 } };
    expect(runWhere(stripPrices, call, answerOf(200, JSON_HEADERS, JSON.stringify(item)))).toBe('skipped');
    const opened = { ...answerOf(200, JSON_HEADERS, JSON.stringify(item)), opened: true };
    expect(stripPrices.run(call, opened)).toBeUndefined();
    expect(JSON.parse(opened.body!.toString())).toEqual({ statusCode: 200, payload: { itemId: 'A1' } });
    expect(stripPrices.run(call, { ...answerOf(200, JSON_HEADERS, '{"statusCode":'), opened: true })).toEqual({
      refuse: 'the provider answered a visitor with JSON it could not read',
    });
  });

  it("write headers: the provider's, ours where it set none, a user's private, varied by Authorization, a rewritten body measured", () => {
    const user = callOf('GET', '/api/Item/List', {
      visitor: false,
      closeWanted: true,
      extraHeaders: [
        ['X-Ours', 'o'],
        ['X-Both', 'ours'],
      ],
    });
    writeHeaders.run(user, answerOf(200, ['X-Both', 'provider', 'Cache-Control', 'public']));
    expect(user.res.getHeaders()).toEqual({
      'x-both': 'provider',
      'x-ours': 'o',
      'cache-control': 'private, no-store',
      vary: 'Authorization',
      connection: 'close',
    });
    const visitor = callOf('GET', '/api/Item/List');
    writeHeaders.run(visitor, { ...answerOf(200, ['Cache-Control', 'public', 'Content-Length', '99'], 'four'), opened: true });
    expect(visitor.res.getHeaders()).toEqual({ 'cache-control': 'public', 'content-length': 4, vary: 'Authorization' });
  });

  it("catalogue ETag: only a visitor's successful catalogue read, answered 304 when the browser has it", () => {
    const opened = (status: number) => ({ ...answerOf(status, JSON_HEADERS, '{"statusCode":200}'), opened: true });
    expect(runWhere(catalogueEtag, callOf('GET', '/api/Order/List'), opened(200))).toBe('skipped');
    expect(runWhere(catalogueEtag, callOf('GET', '/api/Item/List'), opened(404))).toBe('skipped');
    const first = callOf('GET', '/api/Item/List');
    expect(runWhere(catalogueEtag, first, opened(200))).toBeUndefined();
    const etag = first.res.getHeader('etag') as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.res.getHeader('cache-control')).toBe(VISITORS.catalogueCacheControl);
    const again = callOf('GET', '/api/Item/List', { headers: { 'if-none-match': etag } });
    again.res.setHeader('Content-Type', 'application/json');
    expect(catalogueEtag.run(again, opened(200))).toBe('sent');
    expect(again.res.statusCode).toBe(304);
    expect(again.res.hasHeader('content-type')).toBe(false);
  });

  it('seal: seals the document links of a call that carries them, or answers 502 when it cannot open the body', () => {
    const sealing = { sealer: SEALER, maxBytes: 10_000 };
    expect(runWhere(seal, callOf('GET', '/api/Item/List', { visitor: false }), answerOf(200, [], '{}'))).toBe('skipped');
    const call = callOf('GET', '/api/Order/List', { visitor: false, sealing });
    const answer = answerOf(200, JSON_HEADERS, JSON.stringify({ statusCode: 200, payload: [{ documentLink: '/doc/SECRET' }] }));
    seal.run(call, answer);
    const link = (JSON.parse(answer.body!.toString()) as { payload: Array<{ documentLink: string }> }).payload[0]!.documentLink;
    expect(link).not.toContain('SECRET');
    expect(SEALER.open(link)).toBe('/doc/SECRET');
    expect(call.res.getHeader('content-length')).toBe(String(answer.body!.length));
    const broken = callOf('GET', '/api/Order/List', { visitor: false, sealing });
    const unreadable = answerOf(200, ['Content-Type', 'text/plain'], 'documentLink: /doc/SECRET');
    seal.run(broken, unreadable);
    expect(unreadable.status).toBe(502);
    expect(unreadable.body!.toString()).not.toContain('SECRET');
  });
});
