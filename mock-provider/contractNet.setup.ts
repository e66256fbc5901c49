// After every test: fail it when an answer of the mock did not match the OpenAPI document.
import { takeMismatches } from './contractNet';

afterEach(() => {
  const found = takeMismatches();
  if (found.length > 0) {
    throw new Error(`answers of the mock that do not match the OpenAPI document (shared/contract/openapi.ts):\n  ${[...new Set(found)].join('\n  ')}`);
  }
});
