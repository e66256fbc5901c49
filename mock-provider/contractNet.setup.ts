// After every test: fail it when a response of the mock did not match the OpenAPI document.
import fs from 'node:fs';
import { answersChecked, takeMismatches } from './contractNet';

afterEach(() => {
  const found = takeMismatches();
  if (found.length > 0) {
    throw new Error(
      `responses of the mock that do not match the OpenAPI document (shared/contract/openapi.ts):\n  ${[...new Set(found)].join('\n  ')}`,
    );
  }
});

// CONTRACT_NET_REPORT=FILE: each test file adds how many responses it checked (for the figures of a run).
afterAll(() => {
  const report = process.env.CONTRACT_NET_REPORT;
  if (report && answersChecked() > 0) fs.appendFileSync(report, `${answersChecked()}\n`);
});
