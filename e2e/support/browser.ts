// Finds the browser the journeys drive before any of them runs: Debian's Chromium (never a
// downloaded build). On a fresh machine it is installed when this process may (root, with apt);
// otherwise the run stops at once with one line saying what to run, instead of every journey
// failing on its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where the journeys look for Chromium (CHROMIUM_PATH, else Debian's). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The one line said when there is no browser and it cannot be installed here. */
export const MISSING_BROWSER = `Chromium not found at ${CHROMIUM_PATH}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and run the tests again`;

/** What ensureChromium may do, given to it so that a test can play a fresh machine. */
export interface BrowserHost {
  exists(path: string): boolean;
  isRoot(): boolean;
  hasApt(): boolean;
  /** Runs a command; true when it exited 0. */
  run(command: string, args: string[]): boolean;
  log(line: string): void;
}

/** This machine, as ensureChromium and the other engines' checks (e2e/engines/install.ts) see it. */
export const machineHost: BrowserHost = {
  exists: (p) => fs.existsSync(p),
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasApt: () => fs.existsSync('/usr/bin/apt-get'),
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0,
  log: (line) => process.stderr.write(`${line}\n`),
};

/** Makes sure Chromium is there: installs Debian's when root and apt allow it; throws MISSING_BROWSER otherwise. */
export function ensureChromium(host: BrowserHost = machineHost, path = CHROMIUM_PATH): void {
  if (host.exists(path)) return;
  if (path === '/usr/bin/chromium' && host.isRoot() && host.hasApt()) {
    host.log("Chromium is missing: installing Debian's package (apt-get install chromium) for the browser journeys");
    if (host.run('apt-get', ['update', '-qq']) && host.run('apt-get', ['install', '-y', '-qq', 'chromium']) && host.exists(path)) return;
  }
  // One line, no stack: it is an instruction, not a crash.
  const missing = new Error(MISSING_BROWSER);
  missing.stack = MISSING_BROWSER;
  throw missing;
}
