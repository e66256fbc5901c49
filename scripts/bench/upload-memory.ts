// Upload memory: the server's peak memory growth while a 200 MB multipart upload streams through it
// (proxy mode) to a provider that discards it. The server runs in a child process that samples
// its own memory every 2 ms; the client and the fake provider run here. Goal: the peak
// resident memory grows by less than 64 MB, whatever the upload's size: the body is streamed with
// backpressure, never held, and nothing forces a garbage collection (V8 collects the passed chunks
// on its own schedule). The baseline is taken after a warm-up upload and a short rest.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { ask, startChild } from './lib/child';
import type { AddressInfo } from 'node:net';

const MB = 1024 * 1024;
const UPLOAD_BYTES = Number(process.env.UPLOAD_MB ?? 200) * MB;
const GOAL_MB = 64;

interface Sample {
  rss: number;
  heap: number;
}
const sample = (): Sample => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
};

/** Child side: the server in proxy mode, replying to 'start' / 'stop' with its memory figures. */
async function child(providerUrl: string): Promise<void> {
  const { createServer } = await import('../../server/app');
  const { loadConfig } = await import('../../server/config');
  const app = createServer(loadConfig({ PROVIDER_URL: providerUrl, APP_SECRET: 'bench-secret-0123456789abcdef', LOG_LEVEL: 'silent' }));
  const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
  let baseline: Sample = sample();
  let peak: Sample = baseline;
  let timer: NodeJS.Timeout | undefined;
  const take = () => {
    const now = sample();
    peak = { rss: Math.max(peak.rss, now.rss), heap: Math.max(peak.heap, now.heap) };
  };
  process.on('message', (msg: string) => {
    if (msg === 'start') {
      baseline = sample();
      peak = baseline;
      timer = setInterval(take, 2);
      process.send?.('started');
    } else if (msg === 'stop') {
      clearInterval(timer);
      take();
      process.send?.({ baseline, peak });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

function startServer(providerUrl: string): ReturnType<typeof startChild> {
  return startChild(__filename, ['server', providerUrl]);
}

/** Streams a multipart upload of `bytes` random bytes in 64 KB chunks, respecting back-pressure. */
function upload(port: number, bytes: number): Promise<{ status: number; body: string }> {
  const boundary = '----bench-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(64 * 1024);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Category/Update/Image/1',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

async function main(): Promise<void> {
  // The fake provider: reads and discards the body, then responds with the byte count.
  const provider = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
    });
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 200, payload: { size } }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  const providerPort = (provider.address() as AddressInfo).port;
  const server = await startServer(`http://127.0.0.1:${providerPort}/api`);
  try {
    await upload(server.port, 8 * MB); // warm-up: code paths, sockets, buffers
    await new Promise((r) => setTimeout(r, 1000));
    await ask(server.proc, 'start');
    const started = Date.now();
    const res = await upload(server.port, UPLOAD_BYTES);
    const ms = Date.now() - started;
    const { baseline, peak } = await ask<{ baseline: Sample; peak: Sample }>(server.proc, 'stop');
    const received = (JSON.parse(res.body) as { payload: { size: number } }).payload.size;
    const rssGrowth = (peak.rss - baseline.rss) / MB;
    const heapGrowth = (peak.heap - baseline.heap) / MB;
    console.log(
      `upload: ${(UPLOAD_BYTES / MB).toFixed(0)} MB file (${(received / MB).toFixed(2)} MB multipart body) -> ${res.status} in ${ms} ms`,
    );
    console.log(`server baseline: rss ${(baseline.rss / MB).toFixed(1)} MB, heap+external ${(baseline.heap / MB).toFixed(1)} MB`);
    console.log(`server peak memory growth during the upload: rss +${rssGrowth.toFixed(1)} MB, heap+external +${heapGrowth.toFixed(1)} MB`);
    console.log(
      `upload memory: ${rssGrowth < GOAL_MB ? 'goal met' : 'goal NOT met'} (rss growth < ${GOAL_MB} MB, no forced garbage collection)`,
    );
  } finally {
    server.proc.kill();
    provider.close();
    provider.closeAllConnections();
  }
}

const [role, arg] = process.argv.slice(2);
if (role === 'server' && arg) {
  void child(arg);
} else {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
