// The envelope on the wire: one error type thrown anywhere, one middleware that responds with it.
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Envelope, EnvelopeError } from '@shared/contract/envelope';
import { ErrorCode } from '@shared/errors';
import { ProviderError } from '../errors';
import { TOO_DEEP } from './jsonDepth';

/** Responds 200 with the payload in the envelope. */
export function ok<T>(res: Response, payload?: T): void {
  const body: Envelope<T> = { statusCode: 200 };
  if (payload !== undefined) body.payload = payload;
  res.status(200).json(body);
}

/** Responds with an error envelope. */
export function sendError(res: Response, status: number, error: EnvelopeError): void {
  res.status(status).json({ statusCode: status, error } satisfies Envelope);
}

/** 404 in the envelope for a path no route knows. */
export const unknownRoute: RequestHandler = (req, res) => {
  sendError(res, 404, { code: ErrorCode.NotFound, message: `no such call: ${req.method} ${req.path}` });
};

/** Turns every error into the envelope: ProviderError as it says, body-parser and multer errors as 4xx, anything else 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof ProviderError) return sendError(res, err.status, err.toError());
  const e = err as { type?: string; status?: number; code?: string; message?: string };
  if (e.type === TOO_DEEP) return sendError(res, 400, { code: ErrorCode.BadJson, message: e.message ?? 'the body is nested too deeply' });
  if (e.type === 'entity.parse.failed') return sendError(res, 400, { code: ErrorCode.BadJson, message: 'the body is not valid JSON' });
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE' || e.code === 'LIMIT_FIELD_VALUE') {
    return sendError(res, 413, { code: ErrorCode.PayloadTooLarge, message: 'the request is too large' });
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return sendError(res, 400, { code: ErrorCode.Validation, message: e.message ?? 'bad upload' });
  }
  if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') {
    return sendError(res, 415, { code: ErrorCode.UnsupportedMediaType, message: e.message ?? 'unsupported encoding' });
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return sendError(res, e.status, { code: ErrorCode.Validation, message: e.message ?? 'bad request' });
  }
  console.error('mock provider: unexpected error', req.method, req.path, err);
  return sendError(res, 500, { code: ErrorCode.Internal, message: 'internal error' });
};
