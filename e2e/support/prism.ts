// An independent provider of our own contract: Stoplight's Prism (@stoplight/prism-cli) serving the
// OpenAPI document the storefront publishes, in dynamic mode, so every answer is made up from the
// document's schemas by json-schema-faker (seeded, so a run can be repeated): any id, any count, any
// text the document allows, and none of the demo's data. Prism also holds each request the storefront
// sends to the document and logs what breaks it; `violations` lists those lines.
//
// Prism signs no one in: its Login answers a string of the token's pattern, not a JWT with `exp` and
// `sub`, and its UserInfo a user of any type. `startIdentity` puts a thin front before it that answers
// Login with a token the storefront can read and fixes UserInfo's `userType` to the role a journey
// plays; every other call, and every other field, is Prism's.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import express from 'express';
import { buildOpenApiDocument } from '@shared/contract/openapi';
import type { UserType } from '@shared/contract/entities';

export interface PrismProvider {
  /** Prism's address, serving the document's paths at its root (e.g. http://127.0.0.1:40123). */
  readonly url: string;
  /** Prism's log lines saying a request broke the document ('Violation: request…'). */
  readonly violations: readonly string[];
  close(): Promise<void>;
}

/** A free port on the loopback address (Prism takes a port number, not 0). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** Starts Prism's mock of the storefront's OpenAPI document in dynamic mode. */
export async function startPrism(seed: string): Promise<PrismProvider> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-'));
  const document = path.join(folder, 'openapi.json');
  fs.writeFileSync(document, JSON.stringify(buildOpenApiDocument()));
  const port = await freePort();
  const cli = require.resolve('@stoplight/prism-cli/dist/index.js');
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'mock', document, '--dynamic', '--seed', seed, '--port', String(port), '--host', '127.0.0.1', '--verboseLevel', 'info'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const violations: string[] = [];
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${log.slice(-2000)}`)), 60_000);
    const read = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log = (log + text).slice(-20_000);
      for (const line of text.split('\n')) if (/Violation: request/.test(line)) violations.push(line.trim());
      if (/Prism is listening/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited (${code}):\n${log.slice(-2000)}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    violations,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** An unsigned JWT whose claims the storefront reads (`sub`, `exp` a day ahead); Prism checks only that a bearer token is sent. */
export function readableToken(sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 86_400 })}.c2lnbmF0dXJl`;
}

export interface IdentityFront {
  /** The front's /api base, for PROVIDER_URL. */
  readonly url: string;
  /** The role Login and UserInfo speak for from now on. */
  role: UserType;
  close(): Promise<void>;
}

/** The front before Prism: Login and UserInfo speak for one user of `role`; everything else passes to Prism untouched. */
export async function startIdentity(prismUrl: string, role: UserType): Promise<IdentityFront> {
  const app = express();
  app.disable('x-powered-by');
  const front = { role };
  app.post('/api/Account/Login', (_req, res) => {
    res.json({ payload: readableToken('7'), statusCode: 200 });
  });
  app.get('/api/Account/UserInfo', async (req, res) => {
    const answer = await fetch(`${prismUrl}/Account/UserInfo`, {
      headers: { authorization: req.get('authorization') ?? `Bearer ${String(req.query.token ?? '')}` },
    });
    const body = (await answer.json()) as { payload?: Record<string, unknown> };
    if (answer.ok && body.payload) {
      body.payload.id = 7;
      body.payload.userType = front.role;
      // A buyer belongs to a customer (Prism may make one up or send null); an administrator to none.
      if (front.role === 'Administrator') body.payload.businessCustomer = null;
      else
        body.payload.businessCustomer ??= {
          customerId: 1,
          firstName: 'לקוח',
          lastName: 'בדיקה',
          phone: '0500000000',
          email: 'buyer@example.com',
        };
    }
    res.status(answer.status).json(body);
  });
  // Everything else, as sent and as answered (a body is passed on as bytes).
  app.use('/api', express.raw({ type: () => true, limit: '20mb' }), async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) headers.set(name, value);
    }
    const body = Buffer.isBuffer(req.body) && req.body.length > 0 ? new Uint8Array(req.body) : undefined;
    const answer = await fetch(`${prismUrl}${req.url}`, { method: req.method, headers, body });
    res.status(answer.status);
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) res.setHeader(name, value);
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  const server: http.Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    get role() {
      return front.role;
    },
    set role(value: UserType) {
      front.role = value;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
