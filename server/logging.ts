// One JSON line per request: method, path (no query, secrets hidden), status, duration.
// Headers, bodies and query strings are never logged, so tokens and passwords cannot leak here.
import type { RequestHandler } from 'express';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';
import { pathOf, redactedPath } from './paths';

/**
 * The server's logger: JSON lines to `destination`, by default stdout written asynchronously (lines
 * written while a write is pending are joined into one; call logger.flush before exiting).
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'storefront' } };
  if (destination) return pino(options, destination);
  if (level === 'silent') return pino(options);
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

/** Logs each request once, when its response closes (after it finished, or when the client went away). */
export function requestLog(logger: Logger): RequestHandler {
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
