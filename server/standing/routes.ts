// The standing-order calls under /api (shared/contract/api.ts `standingEndpoints`, docs/product.md §5.12):
// a business buyer's own standing orders, kept by this server (store.ts), in both modes. They sit in the
// /api chain after the search calls, so the visitors' limit and the token gate count them as any call:
// the caller is whom the provider says the token is (callers.ts), and a token it refuses is a 401 the
// gate counts. Another buyer's standing order, or an id that is none, is the same 404. The answers are
// the buyer's alone: never kept by a cache. A failure of the provider or of the store is a 502, 503 or
// 504 envelope and a log line, never a 500.
import type { IncomingMessage } from 'node:http';
import type { ClassConstructor } from 'class-transformer';
import type { Logger } from 'pino';
import { standingEndpoints, type Endpoint } from '@shared/contract/api';
import type { StandingOrder } from '@shared/contract/entities';
import { ErrorCode } from '@shared/errors';
import { StandingOrderInputDto, StandingOutcomeDto, validateDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import type { ProviderRead } from '../catalogueCache';
import { invalid, providerRefusal, Refusal } from '../refusal';
import type { Handler } from '../handler';
import { ownCallsHandler, tokenOf, type OwnCall } from '../ownCalls';
import { normalizedApiPath } from '../paths';
import { BodyRefused, readJsonBody } from '../requestBody';
import { breachOf } from './checks';
import { Callers } from '../callers';
import { buyerOf as buyerOfInfo, NotABuyer } from './callers';
import type { DeliveryRulesReader } from './deliveryRules';
import { inputOf, newStandingOrder, rewritten, STANDING_ID, withOutcomeOf, type Buyer } from './records';
import { StandingLimitReached, StoreUnavailable, type StandingStore } from './store';

/** The largest body read: a standing order of MAX_STANDING_LINES lines of long names and picture addresses fits. */
export const MAX_STANDING_BYTES = 64 * 1024;

const notFound = () => new Refusal(404, ErrorCode.NotFound, 'no such standing order');

function checked<T extends object>(dto: ClassConstructor<T>, input: unknown): T {
  const result = validateDto(dto, input);
  if (!result.ok) throw invalid(result.errors, 'the body is not valid');
  return result.value;
}

/** A call's JSON body (MAX_STANDING_BYTES at most, UTF-8, nested no deeper than the API allows). */
async function bodyOf(req: IncomingMessage): Promise<unknown> {
  try {
    return await readJsonBody(req, MAX_STANDING_BYTES);
  } catch (err) {
    if (err instanceof BodyRefused) throw new Refusal(err.status, err.code, err.message);
    throw err;
  }
}

/** The route's literal segments before its id: 'StandingOrder/Update' of '/StandingOrder/Update/:id'. */
const prefixOf = (endpoint: Endpoint) => endpoint.route.split('/').filter((s) => s !== '' && !s.startsWith(':')).length;

/** The standing order's id in a call's path; a path whose id cannot be one the server gave is the 404 of any id it does not keep. */
function idOf(req: IncomingMessage, endpoint: Endpoint): string {
  const segments = (normalizedApiPath(req) ?? '').split('/').filter((s) => s !== '');
  const id = segments.slice(prefixOf(endpoint)).join('/');
  if (!STANDING_ID.test(id)) throw notFound();
  return id;
}

function noQuery(req: IncomingMessage): void {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const names = [...new Set(new URLSearchParams(at < 0 ? '' : url.slice(at + 1)).keys())];
  if (names.length > 0) throw invalid(Object.fromEntries(names.map((k) => [k, [Msg.unknownField]])), 'this call takes no query parameters');
}

export interface StandingCallsDeps {
  store: StandingStore;
  /** The provider's reads as a caller (Account/UserInfo with the caller's token). */
  read: ProviderRead;
  rules: DeliveryRulesReader;
  logger: Logger;
  /** The clock the rules of the day and the records' times read (tests set it). */
  now?: () => Date;
}

/** A call's payload; undefined for none (DELETE: the envelope alone, as the provider's calls without a payload answer). */
type Call = (req: IncomingMessage, buyer: Buyer, endpoint: Endpoint) => Promise<StandingOrder | StandingOrder[] | undefined>;

/** The standing-order calls' handler in the /api chain: those calls answered, every other request passed on. */
export function standingHandler({ store, read, rules, logger, now = () => new Date() }: StandingCallsDeps): Handler {
  const callers = new Callers(read, buyerOfInfo);
  const calls = new Map<Endpoint, Call>([
    [standingEndpoints.list, async (req, buyer) => (noQuery(req), store.list(buyer.userId))],
    [standingEndpoints.create, create],
    [standingEndpoints.update, update],
    [standingEndpoints.outcome, outcome],
    [standingEndpoints.delete, remove],
  ]);

  async function create(req: IncomingMessage, buyer: Buyer): Promise<StandingOrder> {
    noQuery(req);
    const input = inputOf(checked(StandingOrderInputDto, await bodyOf(req)));
    const at = now();
    const breach = breachOf(input, await rules.rules(), at);
    if (breach) throw invalid(breach.errors, breach.message);
    try {
      return await store.create(buyer, newStandingOrder(input, at));
    } catch (err) {
      if (err instanceof StandingLimitReached)
        throw new Refusal(409, ErrorCode.StandingLimit, `a buyer keeps at most ${err.limit} standing orders`, undefined, {
          limit: err.limit,
        });
      throw err;
    }
  }

  async function update(req: IncomingMessage, buyer: Buyer, endpoint: Endpoint): Promise<StandingOrder> {
    const id = idOf(req, endpoint);
    noQuery(req);
    const input = inputOf(checked(StandingOrderInputDto, await bodyOf(req)));
    const at = now();
    const delivery = await rules.rules();
    const changed = await store.change(buyer, id, (kept) => {
      // The day it began may have passed: kept as it was, it is no new first day.
      const breach = breachOf(input, delivery, at, kept.startDate);
      if (breach) throw invalid(breach.errors, breach.message);
      return rewritten(kept, input, at);
    });
    if (!changed) throw notFound();
    return changed;
  }

  async function outcome(req: IncomingMessage, buyer: Buyer, endpoint: Endpoint): Promise<StandingOrder> {
    const id = idOf(req, endpoint);
    noQuery(req);
    const said = checked(StandingOutcomeDto, await bodyOf(req));
    const at = now();
    const changed = await store.change(buyer, id, (kept) => withOutcomeOf(kept, said, at));
    if (!changed) throw notFound();
    return changed;
  }

  async function remove(req: IncomingMessage, buyer: Buyer, endpoint: Endpoint): Promise<undefined> {
    const id = idOf(req, endpoint);
    noQuery(req);
    if (!(await store.remove(buyer, id))) throw notFound();
    return undefined;
  }

  return ownCallsHandler(
    new Map<Endpoint, OwnCall>(
      [...calls].map(([endpoint, call]) => [endpoint, async (req, at) => call(req, await callers.caller(tokenOf(req)), at)]),
    ),
    refusalOf,
    logger,
    'standing orders',
  );
}

/** The envelope's status and code for what went wrong. */
function refusalOf(err: unknown): Refusal {
  if (err instanceof Refusal) return err;
  if (err instanceof NotABuyer) return new Refusal(403, ErrorCode.Forbidden, "standing orders are a business buyer's own");
  if (err instanceof StoreUnavailable) return new Refusal(503, ErrorCode.Unavailable, err.message);
  return providerRefusal(err) ?? new Refusal(502, ErrorCode.BadGateway, 'the standing orders could not be reached');
}
