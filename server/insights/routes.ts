// The insights calls under /api (shared/contract/api.ts `insightsEndpoints`, docs/product.md §6.5): an
// administrator's, in both modes, from every order the provider lists (source.ts). They sit in the /api
// chain after the standing orders, so the visitors' limit and the token gate count them as any call; the
// caller is whom the provider says the token is (../callers.ts): a buyer is refused (403) before any order
// is read. The answers are never kept by a cache. A failure of the provider is a 502 or 504 envelope and a
// log line, never a 500.
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { insightsEndpoints, type Endpoint } from '@shared/contract/api';
import type { CustomerInsights, InsightsSummary } from '@shared/contract/insights';
import { ErrorCode } from '@shared/errors';
import { INSIGHTS_DEFAULT_WEEKS, InsightsQueryDto, MAX_INSIGHTS_DAYS, validateDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import type { ProviderRead } from '../catalogueCache';
import { Callers, NotAllowed, userOf } from '../callers';
import type { Handler } from '../handler';
import { ownCallsHandler, tokenOf, type OwnCall } from '../ownCalls';
import { normalizedApiPath, queryOf } from '../paths';
import { invalid, providerRefusal, Refusal } from '../refusal';
import { customerInsightsOf, summaryOf } from './compute';
import { dayNumberOf, israelDayNumber } from './facts';
import type { InsightsSource } from './source';

/** An administrator, as the provider names the caller. */
interface Admin {
  userId: number;
}

/** The caller is no administrator (403). */
class NotAnAdmin extends NotAllowed {}

function adminOf(info: unknown): Admin {
  const user = userOf(info);
  if (user.userType !== 'Administrator') throw new NotAnAdmin('the insights are an administrator’s');
  return { userId: user.id };
}

export interface InsightsCallsDeps {
  source: InsightsSource;
  /** The provider's reads as a caller (Account/UserInfo with the caller's token). */
  read: ProviderRead;
  logger: Logger;
  /** The clock of today (tests fix it). */
  now?: () => Date;
}

/** The period a summary's query asks for: its days, checked; the last INSIGHTS_DEFAULT_WEEKS weeks to today when left out. */
function periodOf(req: IncomingMessage, today: number): { from: number; to: number } {
  const result = validateDto(InsightsQueryDto, queryOf(req));
  if (!result.ok) throw invalid(result.errors, 'the query is not valid');
  const to = result.value.to ? dayNumberOf(result.value.to) : today;
  const from = result.value.from ? dayNumberOf(result.value.from) : to - 7 * INSIGHTS_DEFAULT_WEEKS + 1;
  if (from > to) throw invalid({ from: [Msg.invalidValue] }, "'from' is after 'to'");
  if (to - from + 1 > MAX_INSIGHTS_DAYS) throw invalid({ to: [Msg.tooLarge] }, `a period is at most ${MAX_INSIGHTS_DAYS} days`);
  return { from, to };
}

/** The customer id of GET /Insights/Customer/{customerId}; an id that cannot be one is the 404 of a customer with no orders. */
function customerIdOf(req: IncomingMessage): number {
  const segment = (normalizedApiPath(req) ?? '').split('/').filter((s) => s !== '')[2] ?? '';
  const id = /^[1-9]\d{0,15}$/.test(segment) ? Number(segment) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound();
  const unknown = Object.keys(queryOf(req));
  if (unknown.length > 0)
    throw invalid(Object.fromEntries(unknown.map((k) => [k, [Msg.unknownField]])), 'this call takes no query parameters');
  return id;
}

const notFound = () => new Refusal(404, ErrorCode.NotFound, 'no orders of such a customer');

/** The insights calls' handler in the /api chain: those calls answered, every other request passed on. */
export function insightsHandler({ source, read, logger, now = () => new Date() }: InsightsCallsDeps): Handler {
  const callers = new Callers(read, adminOf);
  /** The administrator's token, once the provider says it is an administrator's. */
  const adminToken = async (req: IncomingMessage): Promise<string> => {
    const auth = tokenOf(req);
    await callers.caller(auth);
    return auth;
  };
  const calls = new Map<Endpoint, OwnCall>([
    [
      insightsEndpoints.summary,
      async (req): Promise<InsightsSummary> => {
        const auth = await adminToken(req);
        const today = israelDayNumber(now().getTime());
        const period = periodOf(req, today);
        const { facts, histories, asOf } = await source.current(auth);
        return summaryOf(facts, histories, { ...period, today }, asOf);
      },
    ],
    [
      insightsEndpoints.customer,
      async (req): Promise<CustomerInsights> => {
        const auth = await adminToken(req);
        const customerId = customerIdOf(req);
        const { facts, histories, asOf } = await source.current(auth);
        const history = histories.get(customerId);
        if (!history) throw notFound();
        return customerInsightsOf(facts, history, israelDayNumber(now().getTime()), asOf);
      },
    ],
  ]);

  return ownCallsHandler(calls, refusalOf, logger, 'insights');
}

function refusalOf(err: unknown): Refusal {
  if (err instanceof Refusal) return err;
  if (err instanceof NotAllowed) return new Refusal(403, ErrorCode.Forbidden, 'the insights are an administrator’s');
  return providerRefusal(err) ?? new Refusal(502, ErrorCode.BadGateway, 'the orders could not be read');
}
