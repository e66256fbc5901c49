// The provider's client in proxy mode: its pool, its one retry on a connection the provider had just
// closed, its timeout, and stopping a call.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { providerClient, ProviderTimeout, silenceOn, type ProviderClient } from './providerClient';
import { handTimers, listen, until, type Listening } from './testing';

interface Outcome {
  status?: number;
  body?: string;
  error?: Error;
  responded?: boolean;
}

/** A call, and what became of it; a body is a string, or a stream of `length` bytes. */
function outcome(
  client: ProviderClient,
  method: string,
  path: string,
  body: string | { stream: Readable; length: number } | null = null,
  onHead: () => void = () => undefined,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const sent = typeof body === 'string' ? { stream: Readable.from([Buffer.from(body)]), length: Buffer.byteLength(body) } : body;
    const headers = ['Host', client.host, ...(sent === null ? [] : ['Content-Length', String(sent.length)])];
    client.request(method, path, headers, sent?.stream ?? null, {
      response(response) {
        onHead();
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      },
      error: (error, responded) => resolve({ error, responded }),
    });
  });
}

/** A provider that responds with `response`, and counts its requests and connections. */
async function provider(response: (req: IncomingMessage, res: ServerResponse, nth: number) => void) {
  const sockets = new Set<Socket>();
  const seen: string[] = [];
  const server = await listen((req, res) => {
    sockets.add(req.socket);
    seen.push(`${req.method} ${req.url}`);
    response(req, res, seen.length);
  });
  return { server, sockets, seen };
}

let running: Listening | undefined;
let client: ProviderClient | undefined;
afterEach(async () => {
  client?.close();
  await running?.close();
});

it('sends the call under the base path and keeps one connection for calls one after another', async () => {
  const p = await provider((req, res) => req.resume().on('end', () => res.end('{"ok":true}')));
  running = p.server;
  client = providerClient(`${p.server.url}/api/`, 2000);
  for (let i = 0; i < 3; i++)
    expect(await outcome(client, 'GET', `/Item/List?pageNumber=${i}`)).toEqual({ status: 200, body: '{"ok":true}' });
  expect(p.seen).toEqual(['GET /api/Item/List?pageNumber=0', 'GET /api/Item/List?pageNumber=1', 'GET /api/Item/List?pageNumber=2']);
  expect(p.sockets.size).toBe(1);
});

it('sends a bodiless GET again on a new connection when the provider had closed the pooled one, but never a call with a body', async () => {
  // Every second request on a connection finds it closed (a provider that just dropped an idle connection).
  const p = await provider((req, res) => {
    const requests = ((req.socket as Socket & { requests?: number }).requests =
      ((req.socket as Socket & { requests?: number }).requests ?? 0) + 1);
    if (requests > 1) return void req.socket.destroy();
    req.resume().on('end', () => res.end(`{"method":"${req.method}"}`));
  });
  running = p.server;
  client = providerClient(`${p.server.url}/api`, 2000);
  expect(await outcome(client, 'GET', '/Category/List')).toEqual({ status: 200, body: '{"method":"GET"}' });
  expect(await outcome(client, 'GET', '/Category/List')).toEqual({ status: 200, body: '{"method":"GET"}' });
  expect(p.seen).toHaveLength(3);
  expect(p.sockets.size).toBe(2);

  const posted = await outcome(client, 'POST', '/Order/Create', '{"items":[]}');
  expect(posted.error).toMatchObject({ code: expect.stringMatching(/ECONNRESET|EPIPE/) });
  expect(posted.responded).toBe(false);
  // The order was not sent twice.
  expect(p.seen.filter((s) => s.startsWith('POST'))).toHaveLength(1);
});

describe('the silence timeout on the connection (on timers moved by hand)', () => {
  let timers: ReturnType<typeof handTimers>;
  let quiet: ReturnType<typeof handTimers>;
  /** How many times a silence was begun (again). */
  let begun = 0;
  /** A client of `p` with a timeout of 300 ms: its deadlines on `timers`, its silences on `quiet`. */
  const clientOf = (p: Listening) => {
    timers = handTimers();
    quiet = handTimers();
    begun = 0;
    const counted = { ...quiet, setTimeout: (expire: () => void, ms: number) => (begun++, quiet.setTimeout(expire, ms)) };
    return providerClient(`${p.url}/api`, 300, { timers, silence: silenceOn(counted) });
  };

  it('ends a request the provider leaves without a response with a ProviderTimeout, and leaves no timer on a quiet pooled connection', async () => {
    const p = await provider((req, res, nth) => {
      req.resume();
      if (!req.url?.includes('silent')) req.on('end', () => res.end(`{"n":${nth}}`));
    });
    running = p.server;
    client = clientOf(p.server);
    expect(await outcome(client, 'GET', '/Item/List')).toEqual({ status: 200, body: '{"n":1}' });
    // The request ended: nothing of it is left running, so every timer there is can come and the connection stays.
    expect([timers.running(), quiet.running()]).toEqual([[], []]);
    timers.fire();
    quiet.fire();
    expect(await outcome(client, 'GET', '/Item/List')).toEqual({ status: 200, body: '{"n":2}' });
    expect(p.sockets.size).toBe(1);

    let settled = false;
    const silent = outcome(client, 'GET', '/silent').finally(() => (settled = true));
    await until(() => p.seen.length === 3);
    // Waiting on its deadline and on the connection's silence, each of the timeout, until one comes.
    expect(settled).toBe(false);
    expect([timers.running(), quiet.running()]).toEqual([[300], [300]]);
    quiet.fire();
    const result = await silent;
    expect(result.error).toBeInstanceOf(ProviderTimeout);
    expect(result.responded).toBe(false);
    expect(timers.running()).toEqual([]);
  });

  it('ends a response passed on as it comes (no deadline) once it stalls, but not while its bytes move', async () => {
    let stall = () => undefined as void;
    const p = await provider((req, res) => {
      req.resume();
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.write('first');
      stall = () => void res.write('second');
    });
    running = p.server;
    client = clientOf(p.server);
    const flow = { received: 0, error: undefined as Error | undefined, responded: false };
    let done: () => void = () => undefined;
    const ended = new Promise<void>((resolve) => (done = resolve));
    const request = client.request('GET', '/stream', ['Host', client.host], null, {
      response(response) {
        request.streaming();
        response.on('data', (chunk: Buffer) => (flow.received += chunk.length));
      },
      error(err, responded) {
        Object.assign(flow, { error: err, responded });
        done();
      },
    });
    await until(() => flow.received === 5);
    // The silence was begun again by the bytes that came; more bytes begin it again.
    expect([timers.running(), quiet.running()]).toEqual([[], [300]]);
    const before = begun;
    stall();
    await until(() => flow.received === 11);
    expect(begun).toBeGreaterThan(before);
    expect(quiet.running()).toEqual([300]);
    expect(flow.error).toBeUndefined();
    quiet.fire();
    await ended;
    expect(flow.error).toBeInstanceOf(ProviderTimeout);
    expect(flow.responded).toBe(true);
  });
});

it('stops a call when asked: the provider sees its connection close, and nothing is reported', async () => {
  let closed: () => void = () => undefined;
  const providerSawClose = new Promise<void>((resolve) => (closed = resolve));
  const p = await provider((req) => {
    req.resume();
    req.socket.on('close', () => closed());
  });
  running = p.server;
  client = providerClient(`${p.server.url}/api`, 5000);
  const reported: string[] = [];
  const call = client.request('GET', '/Order/Get/1', ['Host', client.host], null, {
    response: () => reported.push('response'),
    error: (err) => reported.push(err.message),
  });
  await until(() => p.seen.length > 0);
  call.abort();
  // The provider sees the connection close after the client has torn down its side (and reported anything it would).
  await providerSawClose;
  expect(reported).toEqual([]);
});

it('reports a response that falls silent mid-body as a ProviderTimeout once its headers are in, not as a broken-off body', async () => {
  const p = await provider((req, res) => {
    req.resume();
    res.writeHead(200, { 'Content-Length': '10' });
    res.write('abc');
  });
  running = p.server;
  // The deadline is held by hand and never ends here: only the silence of the socket does.
  client = providerClient(`${p.server.url}/api`, 200, { timers: handTimers() });
  let headersIn = false;
  const silent = await outcome(client, 'GET', '/Item/List', null, () => (headersIn = true));
  expect(headersIn).toBe(true);
  expect(silent.error).toBeInstanceOf(ProviderTimeout);
  expect(silent.responded).toBe(true);
});

it('reports a refused connection as an error before any response', async () => {
  const p = await provider((_req, res) => res.end());
  const url = p.server.url;
  await p.server.close();
  client = providerClient(`${url}/api`, 2000);
  const refused = await outcome(client, 'GET', '/Item/List');
  expect(refused.error).toMatchObject({ code: 'ECONNREFUSED' });
  expect(refused.responded).toBe(false);
});

describe("the call's deadline: a provider that keeps something moving holds no call for ever", () => {
  /**
   * A provider whose response to /drip is its head, then a byte every 50 ms for ever; to /processing, a 102
   * every 50 ms and nothing else; `drips` counts what it sent so. The deadline runs on a timer moved by
   * hand, so nothing waits for it; the socket's silence timeout (300 ms) never comes, the provider never being silent.
   */
  const dripping = () => {
    const state = { drips: 0 };
    return provider((req, res) => {
      req.resume();
      const timer = setInterval(() => {
        if (req.url?.includes('processing')) res.writeProcessing();
        else res.write('.');
        state.drips++;
      }, 50);
      res.on('close', () => clearInterval(timer));
      if (req.url?.includes('drip')) res.writeHead(200, { 'content-type': 'application/json' });
      else if (!req.url?.includes('processing')) req.on('end', () => res.end('{"ok":true}'));
    }).then((p) => Object.assign(p, { drips: () => state.drips }));
  };

  /** A call of /drip whose response is passed on as it comes (`streaming`): `received` counts its bytes. */
  const streamed = (on: ProviderClient) => {
    const flow = { received: 0, request: null as unknown as ReturnType<ProviderClient['request']> };
    flow.request = on.request('GET', '/drip', ['Host', on.host], null, {
      response(response) {
        flow.request.streaming();
        response.on('data', (chunk: Buffer) => (flow.received += chunk.length));
      },
      error: () => undefined,
    });
    return flow;
  };

  let timers: ReturnType<typeof handTimers>;
  /** The dripping provider, and a client of it with a timeout of 300 ms whose deadlines run on `timers`. */
  const setUp = async (options: { maxConnections?: number } = {}) => {
    const p = await dripping();
    running = p.server;
    timers = handTimers();
    client = providerClient(`${p.server.url}/api`, 300, { ...options, timers });
    return p;
  };

  it('ends a call kept waiting by one 1xx after another, though the connection is never silent', async () => {
    const p = await setUp();
    let settled = false;
    const ended = outcome(client!, 'GET', '/processing').finally(() => (settled = true));
    await until(() => p.drips() >= 3);
    // Still waiting, on a deadline of the timeout, until the deadline comes.
    expect(settled).toBe(false);
    expect(timers.running()).toEqual([300]);
    timers.fire();
    const result = await ended;
    expect(result.error).toBeInstanceOf(ProviderTimeout);
    expect(result.responded).toBe(false);
  });

  it('ends a response read whole that comes a drop at a time, but not one passed on as it comes (streaming)', async () => {
    const p = await setUp();
    let head = false;
    let settled = false;
    const ended = outcome(client!, 'GET', '/drip', null, () => (head = true)).finally(() => (settled = true));
    await until(() => head && p.drips() >= 3);
    expect(settled).toBe(false);
    // The deadline, begun again with the response's head.
    expect(timers.running()).toEqual([300]);
    timers.fire();
    const result = await ended;
    expect(result.error).toBeInstanceOf(ProviderTimeout);
    expect(result.responded).toBe(true);

    // Passed on as it comes: no deadline, and still flowing after every deadline there is has come.
    const flow = streamed(client!);
    await until(() => flow.received > 0);
    expect(timers.running()).toEqual([]);
    timers.fire();
    const received = flow.received;
    await until(() => flow.received > received + 2);
    flow.request.abort();
  });

  it('gives a call waiting for a pooled connection a ProviderTimeout, while another call holds the only one', async () => {
    const p = await setUp({ maxConnections: 1 });
    const holder = streamed(client!);
    await until(() => holder.received > 0);
    let settled = false;
    const waiting = outcome(client!, 'GET', '/Item/List').finally(() => (settled = true));
    await until(() => p.drips() >= 3);
    expect(settled).toBe(false);
    expect(timers.running()).toEqual([300]);
    timers.fire();
    const result = await waiting;
    expect(result.error).toBeInstanceOf(ProviderTimeout);
    expect(result.responded).toBe(false);
    // It never reached the provider.
    expect(p.seen).toEqual(['GET /api/drip']);
    holder.request.abort();
  });

  it('lets an upload take longer than the timeout while it moves, and times the response from its end', async () => {
    const p = await provider((req, res) => {
      let length = 0;
      req.on('data', (chunk: Buffer) => (length += chunk.length));
      req.on('end', () => res.end(`{"received":${length}}`));
    });
    running = p.server;
    const timers = handTimers();
    client = providerClient(`${p.server.url}/api`, 300, { timers });
    let got = 0;
    const slowBody = new Readable({ read: () => undefined });
    slowBody.on('data', () => got++);
    const uploaded = outcome(client, 'POST', '/Product/Upload', { stream: slowBody, length: 80 });
    slowBody.push(Buffer.from('0123456789'));
    await until(() => p.seen.length === 1);
    // Eight chunks, every deadline there is coming between one and the next: none ends the upload.
    for (let i = 1; i < 8; i++) {
      expect(timers.running()).toEqual([]);
      timers.fire();
      slowBody.push(Buffer.from('0123456789'));
      await until(() => got === i + 1);
    }
    slowBody.push(null);
    expect(await uploaded).toEqual({ status: 200, body: '{"received":80}' });
  });
});
