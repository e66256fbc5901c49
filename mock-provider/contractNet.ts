// The test net: every response the mock gives in a test is checked against the OpenAPI document
// (strictly: no field the document does not name), and a test that saw a mismatch fails
// (contractNet.setup.ts, run after every test of the unit and e2e projects). The mock can therefore
// never drift from the document without a test going red.
import { ResponseChecker, type CheckedResponse } from '@shared/contract/responseCheck';

let checker: ResponseChecker | undefined;
const mismatches: string[] = [];
let checked = 0;

/** Checks one response; a mismatch is kept for the test that caused it. */
export function recordResponse(response: CheckedResponse): void {
  checker ??= new ResponseChecker({ strict: true });
  checked += 1;
  // A fault a test injected (POST /__mock/faults) may carry any status: only its envelope is checked.
  const injected = (response.body as { error?: { code?: unknown } } | null)?.error?.code === 'mock_fault';
  // The document declares 500 (internal_error) for every call, as any server may give it; the mock never should.
  if (!injected && response.status === 500)
    mismatches.push(`${response.method.toUpperCase()} ${response.path}: the mock responded with 500`);
  mismatches.push(...(injected ? checker.checkRefusal(response) : checker.check(response)));
}

/** The mismatches seen since the last call (and forgets them). */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

/** How many responses were checked in this test file. */
export function answersChecked(): number {
  return checked;
}
