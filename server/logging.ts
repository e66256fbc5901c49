// One JSON line per request: method, path (no query, secrets hidden), status, duration.
// Headers, bodies and query strings are never logged, so tokens and passwords cannot leak here.
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';
import type { Handler } from './handler';
import { pathOf, redactedPath } from './paths';

/** Lines are gathered up to this many bytes before a write: one write for many requests under load. */
const LOG_BATCH_BYTES = 4096;
/** ...and written at least this often when traffic is light. */
const LOG_FLUSH_MS = 250;

/**
 * The server's logger: JSON lines to `destination`, by default stdout, written asynchronously and in
 * batches (a write per line cost the proxy a fifth of its throughput). A line waits at most
 * LOG_FLUSH_MS; call logger.flush before exiting.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'storefront' } };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options);
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  return pino(options, stdout);
}

/** Logs each request once, when its response closes (after it finished, or when the client went away). */
export function requestLog(logger: Logger): Handler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once('close', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const line = { method: req.method, path: redactedPath(pathOf(req)), status: res.statusCode, ms: Math.round(ms * 100) / 100 };
      if (!res.writableFinished) logger.info({ ...line, aborted: true }, 'request aborted');
      else if (res.statusCode >= 500) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
