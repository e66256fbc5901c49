// One way to declare a call: its endpoint from the shared table and a handler that returns the
// payload. Who may make it and the DTOs of its query and body come from the operations table
// (shared/contract/operations.ts), the same one the OpenAPI document is generated from. Every call
// therefore checks its query (unknown parameters are refused), its path parameters and its body the
// same way, and as the document says.
import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import multer from 'multer';
import type { ClassConstructor } from 'class-transformer';
import type { BodyOf, Endpoint, FileUpload } from '@shared/contract/api';
import { operationOf, type Access } from '@shared/contract/operations';
import { validateDto } from '@shared/validation';
import { MAX_INT, Msg } from '@shared/validation/messages';
import { forbidden, unauthorized, validationError } from '../errors';
import type { MockStore } from '../store';
import type { UserRecord } from '../store/types';
import { ok } from './envelope';
import { checkImage, uploadLimits } from './upload';

/** What a handler gets. */
export interface Ctx<Q, B> {
  req: Request;
  res: Response;
  /** The signed-in user, or null for a visitor (public calls only). */
  user: UserRecord | null;
  query: Q;
  body: B;
  /** The uploaded image, its type read from its first bytes. */
  file?: { buffer: Buffer; contentType: string };
  /** A path parameter that must be a positive integer (400 otherwise). */
  int(name: string): number;
  /** A path parameter as text. */
  str(name: string): string;
}

/** A handler's result: a payload for the envelope, or `handled` when it sent the response itself. */
export const handled = Symbol('handled');

const readUpload = multer({ storage: multer.memoryStorage(), limits: uploadLimits }).single('file');

/**
 * multer, with the body's own faults (a missing or wrong boundary, a malformed part, a body cut
 * short) get a 400: busboy reports them as plain errors, which would otherwise be a 500.
 */
const multipart: RequestHandler = (req, res, next) =>
  readUpload(req, res, (err?: unknown) => {
    if (err === undefined || err === null) return next();
    if (err instanceof multer.MulterError) return next(err);
    next(validationError({ file: [Msg.unsupportedFile] }, 'the multipart body is malformed'));
  });

/**
 * The body a handler gets: the endpoint's own type, which is its DTO (a list body arrives checked as
 * `{ items }`); nothing for a call without one or an upload (its file is `ctx.file`).
 */
export type HandlerBody<E> =
  BodyOf<E> extends readonly unknown[]
    ? { items: BodyOf<E> }
    : BodyOf<E> extends FileUpload
      ? object
      : BodyOf<E> extends object
        ? BodyOf<E>
        : object;

/** Registers a call on the router, as its operation describes it; the body's type is the endpoint's (its DTO). */
export function route<Q extends object = object, E extends Endpoint = Endpoint, B extends HandlerBody<E> = HandlerBody<E>>(
  router: Router,
  store: MockStore,
  endpoint: E,
  handler: (ctx: Ctx<Q, B>) => unknown,
): void {
  const spec = operationOf(endpoint);
  // A capability this provider does not offer: its calls are unknown (404), as a provider without it.
  if (spec.capability && !store.capabilities.has(spec.capability)) return;
  const handlers: RequestHandler[] = [];
  if (spec.upload) handlers.push(authenticate(store, spec.access), multipart);
  handlers.push(async (req: Request, res: Response, next: NextFunction) => {
    const user = spec.upload ? (res.locals.user as UserRecord | null) : resolveUser(store, req, spec.access, spec.tokenInQuery);
    const query = checkQuery(spec.query, req.query as Record<string, unknown>) as Q;
    // Parameters only an administrator may send (the operation says which).
    const adminOnly = spec.adminQuery?.filter((name) => (query as Record<string, unknown>)[name] !== undefined) ?? [];
    if (adminOnly.length > 0 && user?.userType !== 'Administrator') {
      const message = `${adminOnly.join(' and ')} need an administrator`;
      throw user ? forbidden(message) : unauthorized(message);
    }
    let body = {} as B;
    if (spec.body) body = check(spec.body, req.body, 'the body is not valid') as B;
    if (spec.listBody) {
      if (!Array.isArray(req.body)) throw validationError({ _body: [Msg.mustBeList] }, 'the body must be a JSON list');
      body = check(spec.listBody, { items: req.body }, 'the body is not valid') as B;
    }
    let file: Ctx<Q, B>['file'];
    if (spec.upload) {
      const uploaded = (req as Request & { file?: Express.Multer.File }).file;
      if (!uploaded) throw validationError({ file: [Msg.required] }, 'an image file is required in the field "file"');
      file = { buffer: uploaded.buffer, contentType: checkImage(uploaded.buffer) };
    }
    const params = req.params as Record<string, string>;
    const ctx: Ctx<Q, B> = {
      req,
      res,
      user,
      query,
      body,
      file,
      int: (name) => intParam(name, params[name]),
      str: (name) => params[name] ?? '',
    };
    const payload = await handler(ctx);
    if (payload !== handled) ok(res, payload);
    else if (!res.headersSent) next();
  });
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete';
  router[method](endpoint.route, ...handlers);
}

/** The query by its DTO; a call without one takes no parameters at all. */
function checkQuery<T extends object>(dto: ClassConstructor<T> | undefined, raw: Record<string, unknown>): T | object {
  if (dto) return check(dto, { ...raw }, 'the query is not valid');
  const unknown = Object.keys(raw);
  if (unknown.length > 0) {
    throw validationError(Object.fromEntries(unknown.map((k) => [k, [Msg.unknownField]])), 'this call takes no query parameters');
  }
  return {};
}

function check<T extends object>(dto: ClassConstructor<T>, input: unknown, message: string): T {
  const result = validateDto(dto, input);
  if (!result.ok) throw validationError(result.errors, message);
  return result.value;
}

function intParam(name: string, raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_INT) {
    throw validationError({ [name]: [Msg.invalidId] }, `the path parameter ${name} must be a positive integer`);
  }
  return Number(raw);
}

/** The bearer token of a request (the Authorization header). */
export function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The caller of a call with this access: 401 without a valid token, 403 for the wrong role; a visitor
 * (no Authorization header at all) is null on public calls. A token that is sent but not valid
 * (expired, forged, revoked by a password change) is 401 on public calls too: it is never quietly
 * taken for a visitor, so a forged header cannot pass for a signed-in caller anywhere.
 */
function resolveUser(store: MockStore, req: Request, access: Access, tokenInQuery = false): UserRecord | null {
  const header = req.get('authorization') !== undefined;
  const queryToken = tokenInQuery && !header && typeof req.query.token === 'string' ? req.query.token : undefined;
  const sent = header || queryToken !== undefined;
  const user = sent ? store.accounts.fromToken(queryToken ?? bearerToken(req)) : null;
  if (sent && !user) throw unauthorized();
  if (access === 'public') return user;
  if (!user) throw unauthorized();
  const allowed =
    access === 'signedIn' ||
    (access === 'admin' && user.userType === 'Administrator') ||
    (access === 'business' && user.userType === 'Business') ||
    (access === 'businessOrAdmin' && (user.userType === 'Business' || user.userType === 'Administrator'));
  if (!allowed) throw forbidden();
  return user;
}

/** Checks access before a multipart body is read, so a refused caller's upload is never buffered. */
function authenticate(store: MockStore, access: Access): RequestHandler {
  return (req, res, next) => {
    try {
      res.locals.user = resolveUser(store, req, access);
      next();
    } catch (err) {
      next(err);
    }
  };
}
