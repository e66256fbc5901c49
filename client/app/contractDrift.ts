// What the client tests' fakes served that the OpenAPI document does not allow (client/app/contractCheck.ts
// finds it), kept for the test that served it. Apart from the checker, so the check after every
// client test (contractCheck.setup.ts) loads no document for the many tests that fake no provider.

const drift: string[] = [];

/** Keeps the problems of one served response for the test that served it. */
export function recordDrift(problems: readonly string[]): void {
  drift.push(...problems);
}

/** The problems seen since the last call (and forgets them). */
export function takeDrift(): string[] {
  return drift.splice(0);
}

/** Throws when a fake served a response the document does not allow since the last call. */
export function assertNoDrift(): void {
  const found = [...new Set(takeDrift())];
  if (found.length > 0)
    throw new Error(
      `responses of a fake provider that do not match the OpenAPI document (shared/contract/openapi.ts):\n  ${found.join('\n  ')}`,
    );
}
