// Reports every response of the router as it goes out: its status, content type and (for JSON) its
// parsed body. Tests use it to hold each response to the OpenAPI document; nothing else turns it on.
import type { RequestHandler } from 'express';
import type { CheckedResponse } from '@shared/contract/responseCheck';

export function tapResponses(onResponse: (response: CheckedResponse) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'HEAD') return next();
    const method = req.method;
    const path = req.path;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      const chunk = typeof args[0] === 'function' ? undefined : args[0];
      const contentType = String(res.getHeader('content-type') ?? '');
      let body: unknown = chunk;
      if (/json/i.test(contentType) && chunk !== undefined) {
        try {
          body = JSON.parse(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk));
        } catch {
          body = String(chunk);
        }
      }
      onResponse({ method, path, status: res.statusCode, contentType, body });
      return end(...args);
    }) as typeof res.end;
    next();
  };
}
