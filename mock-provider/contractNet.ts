// The test net: every answer the mock gives in a test is checked against the OpenAPI document
// (strictly: no field the document does not name), and a test that saw a mismatch fails
// (contractNet.setup.ts, run after every test of the unit and e2e projects). The mock can therefore
// never drift from the document without a test going red.
import { AnswerChecker, type Answer } from '@shared/contract/answerCheck';

let checker: AnswerChecker | undefined;
const mismatches: string[] = [];
let checked = 0;

/** Checks one answer; a mismatch is kept for the test that caused it. */
export function recordAnswer(answer: Answer): void {
  checker ??= new AnswerChecker({ strict: true });
  checked += 1;
  // A fault a test injected (POST /__mock/faults) may carry any status: only its envelope is checked.
  const injected = (answer.body as { error?: { code?: unknown } } | null)?.error?.code === 'mock_fault';
  // The document declares 500 (internal_error) for every call, as any server may give it; the mock never should.
  if (!injected && answer.status === 500) mismatches.push(`${answer.method.toUpperCase()} ${answer.path}: the mock answered 500`);
  mismatches.push(...(injected ? checker.checkRefusal(answer) : checker.check(answer)));
}

/** The mismatches seen since the last call (and forgets them). */
export function takeMismatches(): string[] {
  return mismatches.splice(0);
}

/** How many answers were checked in this test file. */
export function answersChecked(): number {
  return checked;
}
