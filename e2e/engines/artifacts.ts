// Where a cross-engine journey file writes its pictures and its timings: a folder of e2e/artifacts/
// emptied when the file starts (a failed step's picture from an earlier run would mislead), and one
// line of timings per engine and viewport.
import fs from 'node:fs';
import path from 'node:path';

export interface Artifacts {
  readonly dir: string;
  /** Adds a line to the folder's timings.txt. */
  time(line: string): void;
}

/** The folder e2e/artifacts/<name>/, emptied before the file's tests. */
export function artifactsFor(name: string): Artifacts {
  const dir = path.resolve(__dirname, '..', 'artifacts', name);
  const timings = path.join(dir, 'timings.txt');
  beforeAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(timings, '');
  });
  return {
    dir,
    time: (line) => fs.appendFileSync(timings, `${line}\n`),
  };
}
