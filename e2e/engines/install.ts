// Finds the other two engines before their journeys run, as ensureChromium does for Chromium:
// Debian's Firefox ESR, and WebKitGTK's WebDriver with its MiniBrowser under an X server of its own
// (Xvfb). Never a downloaded browser. Installed with apt when this process may (root, with apt);
// otherwise one line says the command to run.
import { ensureChromium, machineHost, type BrowserHost } from '../support/browser';
import type { EngineName } from './types';

/** Debian's multiarch folder of this machine (x86_64-linux-gnu on a PC). */
const MULTIARCH = ({ x64: 'x86_64-linux-gnu', arm64: 'aarch64-linux-gnu', ia32: 'i386-linux-gnu' } as Record<string, string>)[process.arch];

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** MiniBrowser, the small browser of libwebkit2gtk-4.1-0 that WebKitWebDriver drives. */
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? `/usr/lib/${MULTIARCH ?? `${process.arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;
export const XVFB_PATH = '/usr/bin/Xvfb';

/** Every package the three engines' journeys need beside Chromium. */
export const ENGINE_PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'libwebkit2gtk-4.1-0', 'xvfb'] as const;

/** The one command that gives this machine the engines. */
export const INSTALL_ENGINES = `sudo apt-get install -y ${ENGINE_PACKAGES.join(' ')}`;

/** What each engine needs on disk, and the Debian package each file comes from. */
export const ENGINE_FILES: Record<Exclude<EngineName, 'chromium'>, ReadonlyArray<{ path: string; pkg: string }>> = {
  firefox: [{ path: FIREFOX_PATH, pkg: 'firefox-esr' }],
  webkit: [
    { path: WEBKIT_DRIVER_PATH, pkg: 'webkit2gtk-driver' },
    { path: MINIBROWSER_PATH, pkg: 'libwebkit2gtk-4.1-0' },
    { path: XVFB_PATH, pkg: 'xvfb' },
  ],
};

/** The line said when an engine is missing and cannot be installed here. */
export function missingEngine(engine: EngineName, paths: readonly string[]): string {
  return `${engine} journeys: ${paths.join(', ')} not found: run '${INSTALL_ENGINES}' and run the tests again`;
}

/**
 * Makes sure an engine can be started: installs the Debian packages of its missing files when root
 * and apt allow it (and its paths are Debian's, not ones set by hand); throws one line otherwise.
 */
export function ensureEngine(
  engine: EngineName,
  host: BrowserHost = machineHost,
  files = engine === 'chromium' ? [] : ENGINE_FILES[engine],
): void {
  if (engine === 'chromium') return ensureChromium(host);
  const missing = () => files.filter((f) => !host.exists(f.path));
  const first = missing();
  if (first.length === 0) return;
  const own = engine === 'firefox' ? process.env.FIREFOX_PATH : (process.env.WEBKIT_DRIVER_PATH ?? process.env.MINIBROWSER_PATH);
  if (!own && host.isRoot() && host.hasApt()) {
    const packages = [...new Set(first.map((f) => f.pkg))];
    host.log(`${engine} journeys: installing Debian's ${packages.join(' ')} (apt-get install)`);
    if (host.run('apt-get', ['update', '-qq']) && host.run('apt-get', ['install', '-y', '-qq', ...packages]) && missing().length === 0)
      return;
  }
  // One line, no stack: it is an instruction, not a crash.
  const line = missingEngine(
    engine,
    missing().map((f) => f.path),
  );
  const error = new Error(line);
  error.stack = line;
  throw error;
}
