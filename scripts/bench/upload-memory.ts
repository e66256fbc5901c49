// Upload memory: the server's peak memory growth while a 20 MB multipart upload streams through it
// (proxy mode) to a provider that discards it. The server runs in a child process that samples its
// own memory every 2 ms; the client and the fake provider run here. Goal (issue 4): under 15 MB.
// The server frees the chunks it has passed on every few MB of streamed body (server/reclaim.ts);
// without that, V8 would hold all 20 MB until about 64 MB of such memory had piled up.
// A second upload pauses half-way, once the provider has everything sent so far, and has the server
// collect garbage and report what it still holds: that figure shows whether anything is buffered,
// apart from the read buffers Node allocates per socket read, which wait for the next GC.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { ask, startChild } from './lib/child';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';

const MB = 1024 * 1024;
const UPLOAD_BYTES = 20 * MB;
const GOAL_MB = 15;

interface Sample {
  rss: number;
  heap: number;
}
const sample = (): Sample => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
};
/**
 * Two full collections (the second frees what the first's finalizers released), for the baselines.
 * The child runs without --expose-gc, as `npm start` does: this function takes V8's collector for
 * one context only, so the server finds no `gc` global and obtains its own, as in production.
 */
let fullCollect: (() => void) | undefined;
const gc = () => {
  if (!fullCollect) {
    v8.setFlagsFromString('--expose-gc');
    fullCollect = vm.runInNewContext('gc') as () => void;
    v8.setFlagsFromString('--no-expose-gc');
  }
  fullCollect();
  fullCollect();
};

/** Child side: the server in proxy mode, answering 'start' / 'stop' with its memory figures. */
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
      gc();
      baseline = sample();
      peak = baseline;
      timer = setInterval(take, 2);
      process.send?.('started');
    } else if (msg === 'held') {
      gc();
      process.send?.({ baseline, now: sample() });
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
function upload(port: number, bytes: number, pause?: { at: number; then: () => Promise<void> }): Promise<{ status: number; body: string }> {
  const boundary = '----bench-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
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
    let paused = false;
    const pump = () => {
      while (sent < bytes) {
        if (pause && !paused && sent >= pause.at) {
          paused = true;
          return void pause.then().then(pump, reject);
        }
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
  // The fake provider: reads and discards the body, then answers with the byte count.
  let receivedSoFar = 0;
  const provider = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      receivedSoFar = size;
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
    await upload(server.port, 2 * MB); // warm-up: code paths, sockets, buffers
    await ask(server.proc, 'start');
    const started = Date.now();
    const res = await upload(server.port, UPLOAD_BYTES);
    const ms = Date.now() - started;
    const { baseline, peak } = await ask<{ baseline: Sample; peak: Sample }>(server.proc, 'stop');
    const received = (JSON.parse(res.body) as { payload: { size: number } }).payload.size;
    const rssGrowth = (peak.rss - baseline.rss) / MB;
    const heapGrowth = (peak.heap - baseline.heap) / MB;
    console.log(`upload: ${(UPLOAD_BYTES / MB).toFixed(0)} MB file (${(received / MB).toFixed(2)} MB multipart body) -> ${res.status} in ${ms} ms`);
    console.log(`server baseline: rss ${(baseline.rss / MB).toFixed(1)} MB, heap+external ${(baseline.heap / MB).toFixed(1)} MB`);
    console.log(`server peak memory growth during the upload: rss +${rssGrowth.toFixed(1)} MB, heap+external +${heapGrowth.toFixed(1)} MB`);
    console.log(`upload memory: ${rssGrowth < GOAL_MB ? 'goal met' : 'goal NOT met'} (rss growth < ${GOAL_MB} MB)`);

    // Half-way pause: wait until the provider has (nearly) all that was sent, then ask what the server holds.
    const half = UPLOAD_BYTES / 2;
    let held: { baseline: Sample; now: Sample } | undefined;
    let arrived = 0;
    await ask(server.proc, 'start');
    await upload(server.port, UPLOAD_BYTES, {
      at: half,
      then: async () => {
        let last = -1;
        for (let i = 0; i < 100 && receivedSoFar !== last; i++) {
          last = receivedSoFar;
          await new Promise((r) => setTimeout(r, 30));
        }
        arrived = receivedSoFar;
        held = await ask(server.proc, 'held');
      },
    });
    await ask(server.proc, 'stop');
    console.log(
      `half-way (${(half / MB).toFixed(0)} MB sent, ${(arrived / MB).toFixed(2)} MB already at the provider): after a GC the server holds ` +
        `heap+external +${((held!.now.heap - held!.baseline.heap) / MB).toFixed(2)} MB over its baseline (buffering would show ~${(half / MB).toFixed(0)} MB)`,
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
