// The client tests' fake provider is held to the OpenAPI document, as the mock is
// (mock-provider/contractNet.ts): every response a fake serves is checked against the operation's
// response schema for its method, path and status, strictly (no field the document does not name).
// A test whose fake served a drifting body fails after it (contractDrift.ts, contractCheck.setup.ts),
// so the stores' tests cannot pass against responses the provider would never send.
import { ResponseChecker, type CheckedResponse } from '@shared/contract/responseCheck';
import { apiPath, type RouteParams } from '@shared/contract/api';
import { recordDrift } from './contractDrift';

let checker: ResponseChecker | undefined;

/** Checks one response a fake served; its problems are kept for the test that served it, and returned. */
export function checkServed(response: CheckedResponse): string[] {
  checker ??= new ResponseChecker({ strict: true });
  const problems = checker.check(response);
  recordDrift(problems);
  return problems;
}

/**
 * Checks a payload a fake Api (one that stands in for the network) returned for an endpoint, as the
 * 200 envelope the provider would have sent it in, as it goes on the wire.
 */
export function checkServedPayload(
  endpoint: { method: string; route: string },
  params: Record<string, string | number> | undefined,
  payload: unknown,
): string[] {
  const path = apiPath(endpoint, (params ?? {}) as RouteParams<string>);
  const body = JSON.parse(JSON.stringify(payload === undefined ? { statusCode: 200 } : { statusCode: 200, payload })) as unknown;
  return checkServed({ method: endpoint.method, path, status: 200, contentType: 'application/json', body });
}
