// The client's one way to call the provider: an endpoint of the shared table, its path
// parameters, query and body; the envelope unwrapped to the payload, every failure an ApiError.
import ky, { type KyInstance } from 'ky';
import { apiPath, type BodyOf, type Endpoint, type PayloadOf, type QueryOf, type RouteParams } from '@shared/contract/api';
import type { Envelope } from '@shared/contract/envelope';
import { KEPT_RESPONSE_HEADER } from '../sw/routing';
import { ApiError, isAborted } from './ApiError';

/** What a call takes besides its endpoint. */
export interface CallOptions<E extends Endpoint> {
  params?: E extends Endpoint<infer R> ? RouteParams<R> : never;
  query?: QueryOf<E> | Record<string, unknown>;
  body?: BodyOf<E>;
  /** Multipart form data (uploads). */
  form?: FormData;
  /** Extra request headers (Order/Create's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** How the api finds the token and hears of a refused one. */
export interface ApiOptions {
  getToken: () => string | null;
  /** A request made with `token` got 401: the session of that token is over. */
  onUnauthorized?: (token: string) => void;
  /** Another ky instance (tests give one with a fake fetch). */
  http?: KyInstance;
  /** Base of every call (default /api), joined to the endpoint's route as ky's `prefix`. */
  prefix?: string;
  /** Each request got a response (any status) or none at all (no network): the network store learns from it. */
  onNetwork?: (responded: boolean) => void;
}

/** Turns a query object into search params: arrays repeat the key, undefined and null are left out. */
export function toSearchParams(query: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  return params;
}

export class Api {
  private readonly http: KyInstance;

  constructor(private readonly options: ApiOptions) {
    this.http = (options.http ?? ky).extend({
      // ky's `prefix` (its `prefixUrl` before ky 2) joins the base and the route with one slash;
      // not `baseUrl`, which would resolve the route's leading slash to the origin's root.
      prefix: options.prefix ?? '/api',
      timeout: false,
      retry: 0,
      throwHttpErrors: false,
      hooks: {
        beforeRequest: [
          ({ request }) => {
            const token = this.options.getToken();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
          },
        ],
      },
    });
  }

  /**
   * Calls an endpoint and gives its payload; throws ApiError for any failure. A call made with a
   * token that the provider refuses (401: expired, revoked by a password change) ends the session; a
   * GET is then made once more without the token, so a public read still gets its response, as a visitor's.
   */
  async call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<PayloadOf<E>> {
    const sentToken = this.options.getToken();
    try {
      return await this.send(endpoint, options);
    } catch (err) {
      const refusedToken = err instanceof ApiError && err.status === 401 && sentToken !== null;
      if (!refusedToken || endpoint.method !== 'GET' || this.options.getToken() !== null) throw err;
      return this.send(endpoint, options);
    }
  }

  private async send<E extends Endpoint>(endpoint: E, options: CallOptions<E>): Promise<PayloadOf<E>> {
    // The route keeps its leading slash: ky's prefix joins the two with one slash.
    const path = apiPath(endpoint, (options.params ?? {}) as RouteParams<string>);
    const sentToken = this.options.getToken();
    let response: Response;
    try {
      response = await this.http(path, {
        method: endpoint.method,
        searchParams: toSearchParams(options.query as Record<string, unknown>),
        ...(options.form ? { body: options.form } : options.body !== undefined ? { json: options.body } : {}),
        headers: options.headers,
        signal: options.signal,
      });
    } catch (err) {
      if (isAborted(err)) throw err;
      this.options.onNetwork?.(false);
      throw new ApiError(0, 'network', 'network error');
    }
    // A response the service worker kept, given because the network did not answer, is no response from it.
    this.options.onNetwork?.(!response.headers.has(KEPT_RESPONSE_HEADER));
    let envelope: Envelope<PayloadOf<E>> | undefined;
    try {
      envelope = (await response.json()) as Envelope<PayloadOf<E>>;
    } catch {
      envelope = undefined;
    }
    if (!response.ok || !envelope || envelope.statusCode !== 200) {
      if (response.status === 401 && sentToken) this.options.onUnauthorized?.(sentToken);
      if (!envelope || typeof envelope !== 'object') throw new ApiError(response.status, 'bad_response', `HTTP ${response.status}`);
      throw ApiError.fromEnvelope(response.status, envelope.error);
    }
    return envelope.payload as PayloadOf<E>;
  }
}
