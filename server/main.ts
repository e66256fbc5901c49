// Runs the server: reads the configuration (a bad value is one line on stderr and exit 1), listens,
// prints the URL (and the demo accounts in mock mode), and shuts down gracefully on SIGTERM / SIGINT.
import type { AddressInfo } from 'node:net';
import { createHttpServer, createServer } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createLogger } from './logging';

/** How long in-flight requests get to finish after SIGTERM / SIGINT before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

const DEMO_ACCOUNTS = [
  ['Administrator', 'admin@example.com', 'Admin123!', ''],
  ['Business', 'buyer@example.com', 'Buyer123!', "customer 1001, price list 'סיטונאי א'"],
  ['Business', 'shop@example.com', 'Shop1234!', "customer 1002, price list 'סיטונאי ב'"],
] as const;

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`configuration error: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

function banner(config: ServerConfig, url: string): string {
  const lines = [
    `Storefront listening on ${url} (${config.mode === 'mock' ? 'mock provider in-process at /api' : `proxy to ${config.providerUrl}`})`,
  ];
  if (config.mode === 'mock') {
    lines.push('', 'Demo accounts:');
    const rows = DEMO_ACCOUNTS.map(([type, email, password, note]) =>
      `  ${type.padEnd(14)} ${email.padEnd(20)} ${password.padEnd(10)} ${note}`.trimEnd(),
    );
    lines.push(`  ${'user type'.padEnd(14)} ${'email'.padEnd(20)} password`, ...rows, '');
  }
  return lines.join('\n');
}

function main(): void {
  const config = readConfig();
  if (config.appSecretGenerated) {
    process.stderr.write(
      '\n*** WARNING: APP_SECRET is not set: using a random secret for this run. Order-document links sealed now\n' +
        '*** will stop opening after a restart. Set APP_SECRET (16+ characters) for anything but a demo. ***\n\n',
    );
  }
  const logger = createLogger(config.logLevel);
  const app = createServer(config, { logger });
  // The log is written asynchronously: flush it before leaving.
  const exit = (code: number) => logger.flush(() => process.exit(code));
  const server = createHttpServer(config, app).listen(config.port);
  let closing = false;

  server.on('error', (err: NodeJS.ErrnoException) => {
    process.stderr.write(`cannot listen on port ${config.port}: ${err.code ?? err.message}\n`);
    process.exit(1);
  });
  server.on('listening', () => {
    // The search index's first build, while the provider's own search serves (/healthz says which).
    app.start();
    const { port } = server.address() as AddressInfo;
    process.stdout.write(`${banner(config, `http://localhost:${port}`)}\n`);
  });
  // While shutting down, every response asks the client to close its connection.
  server.prependListener('request', (_req, res) => {
    if (closing) res.setHeader('Connection', 'close');
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`${signal}: shutting down, letting in-flight requests finish\n`);
    server.close(() => {
      clearInterval(sweep);
      // The shared state's connection (Redis), if any.
      void app.close().finally(() => {
        process.stdout.write('stopped\n');
        exit(0);
      });
    });
    server.closeIdleConnections();
    // Keep-alive connections become idle as their last request finishes: close them as they do.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    setTimeout(() => {
      process.stderr.write(`shutdown: requests still running after ${SHUTDOWN_GRACE_MS} ms, closing them\n`);
      server.closeAllConnections();
      exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main();
