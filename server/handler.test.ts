import http from 'node:http';
import request from 'supertest';
import { answerLimitOf, clientAddress, limitAnswer, sendJson, trustOf, varyBy } from './handler';

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

describe('the answers of the /api chain', () => {
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

  it('an answer limit is told to later layers of the same answer only', () => {
    const one = new http.ServerResponse(new http.IncomingMessage(null as never));
    const two = new http.ServerResponse(new http.IncomingMessage(null as never));
    limitAnswer(one, 1024);
    expect([answerLimitOf(one), answerLimitOf(two)]).toEqual([1024, undefined]);
  });
});
