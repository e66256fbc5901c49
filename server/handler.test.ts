import http from 'node:http';
import request from 'supertest';
import { clientAddress, sendJson, compose, trustOf, varyBy, type Handler, type NextFunction } from './handler';

describe('trustOf reads TRUST_PROXY as Express does', () => {
  const addressOf = (setting: boolean | number | string, forwardedFor: string, socket = '127.0.0.1') =>
    clientAddress(
      { headers: { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: socket }, connection: { remoteAddress: socket } } as never,
      trustOf(setting),
    );

  it('false: the socket, whatever the header says', () => expect(addressOf(false, '203.0.113.7')).toBe('127.0.0.1'));
  it('true: the first address of the header', () => expect(addressOf(true, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7'));
  it('a number of hops: that many proxies trusted', () => {
    expect(addressOf(1, '203.0.113.7, 10.0.0.2')).toBe('10.0.0.2');
    expect(addressOf(2, '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
  });
  it('addresses and subnets, comma-separated', () => {
    expect(addressOf('loopback, 10.0.0.0/8', '203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    expect(addressOf('loopback', '203.0.113.7, 10.0.0.2')).toBe('10.0.0.2');
    expect(addressOf('loopback', '203.0.113.7', '192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('the responses of the /api chain', () => {
  const app = (handle: http.RequestListener) => handle;

  it('sendJson: JSON with its length and charset; no body to HEAD', async () => {
    const handler = app((_req, res) => sendJson(res, 418, { statusCode: 418, payload: 'שלום' }));
    const got = await request(handler).get('/');
    expect(got.status).toBe(418);
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify({ statusCode: 418, payload: 'שלום' }))));
    expect(got.body).toEqual({ statusCode: 418, payload: 'שלום' });
    const head = await request(handler).head('/');
    expect(head.status).toBe(418);
    expect(head.text).toBeUndefined();
  });

  it('varyBy adds a field once to what Vary already says', async () => {
    const handler = app((_req, res) => {
      res.setHeader('Vary', 'Accept-Encoding');
      varyBy(res, 'Authorization');
      varyBy(res, 'Authorization');
      res.end();
    });
    expect((await request(handler).get('/')).headers.vary).toBe('Accept-Encoding, Authorization');
  });
});

describe('compose runs handlers in turn, as a router runs its middlewares', () => {
  const req = {} as http.IncomingMessage;
  const res = {} as http.ServerResponse;
  /** Runs `handlers` on a request; what `done` got, or 'not called'. */
  const run = (handlers: Handler[]) =>
    new Promise<unknown>((resolve) => {
      compose(handlers)(req, res, (err) => resolve(err === undefined ? 'done' : err));
      setTimeout(() => resolve('not called'), 50);
    });

  it('each next() runs the handler after it; the last one ends the chain', async () => {
    const seen: number[] = [];
    const step =
      (n: number): Handler =>
      (_req, _res, next) => {
        seen.push(n);
        next();
      };
    expect(await run([step(1), step(2), step(3)])).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
    expect(await run([])).toBe('done');
  });

  it('next(err) ends it with the error: the handlers after it never run', async () => {
    const after = jest.fn();
    const failure = new Error('refused');
    expect(await run([(_q, _s, next) => next(failure), after])).toBe(failure);
    expect(after).not.toHaveBeenCalled();
  });

  it('a handler that throws, or whose promise is rejected, ends it with that error', async () => {
    const thrown = new Error('thrown');
    expect(
      await run([
        () => {
          throw thrown;
        },
      ]),
    ).toBe(thrown);
    const rejected = new Error('rejected');
    const asyncHandler = (async () => {
      await Promise.resolve();
      throw rejected;
    }) as unknown as Handler;
    expect(await run([asyncHandler])).toBe(rejected);
  });

  it('a handler that responds without next() ends it there; done is called once at most', async () => {
    const after = jest.fn();
    expect(await run([() => undefined, after])).toBe('not called');
    expect(after).not.toHaveBeenCalled();
    const done = jest.fn();
    compose([
      (_q, _s, next) => {
        next(new Error('once'));
        next(new Error('twice'));
        next();
      },
    ])(req, res, done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(done.mock.calls[0]![0]).toEqual(new Error('once'));
  });

  it('waits for a handler that calls next() later', async () => {
    const late: Handler = (_req, _res, next) => void setTimeout(next, 5);
    const after = jest.fn((_q, _s, next: NextFunction) => next());
    expect(await run([late, after])).toBe('done');
    expect(after).toHaveBeenCalledTimes(1);
  });
});
