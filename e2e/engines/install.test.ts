// Before the Firefox and WebKit journeys: on a fresh machine their Debian packages are installed
// when the process may, or the run stops with one line naming the command to run.
import type { BrowserHost } from '../support/browser';
import { ENGINE_FILES, ensureEngine, INSTALL_ENGINES } from './install';

/** A machine with some files, where an install gives the files of the packages it was asked for. */
function machine(files: string[], over: Partial<BrowserHost> & { installs?: boolean } = {}) {
  const present = new Set(files);
  const ran: string[] = [];
  const logged: string[] = [];
  const host: BrowserHost = {
    exists: (p) => present.has(p),
    isRoot: () => true,
    hasApt: () => true,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args.includes('install') && (over.installs ?? true)) {
        for (const f of Object.values(ENGINE_FILES).flat()) if (args.includes(f.pkg)) present.add(f.path);
      }
      return true;
    },
    log: (line) => logged.push(line),
    ...over,
  };
  return { host, ran, logged };
}

const webkitFiles = ENGINE_FILES.webkit.map((f) => f.path);

describe('ensureEngine', () => {
  it('does nothing when the engine is there', () => {
    const m = machine([...webkitFiles]);
    ensureEngine('webkit', m.host);
    expect(m.ran).toEqual([]);
  });

  it("installs only the missing engine's packages when it runs as root with apt", () => {
    const m = machine(webkitFiles.filter((p) => !p.endsWith('Xvfb')));
    ensureEngine('webkit', m.host);
    expect(m.ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq xvfb']);
    expect(m.logged).toEqual([expect.stringContaining('xvfb')]);
  });

  it('installs Firefox ESR for the Firefox journeys', () => {
    const m = machine([]);
    ensureEngine('firefox', m.host);
    expect(m.ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq firefox-esr']);
  });

  it.each([
    ['not root', { isRoot: () => false }],
    ['no apt', { hasApt: () => false }],
    ['the install failing', { installs: false }],
  ])('stops with one line naming the missing files and the command to run when %s', (_what, over) => {
    const m = machine([], over);
    expect(() => ensureEngine('webkit', m.host)).toThrow(`run '${INSTALL_ENGINES}'`);
    expect(() => ensureEngine('webkit', m.host)).toThrow(/WebKitWebDriver.*MiniBrowser.*Xvfb/);
    expect(INSTALL_ENGINES).toBe('sudo apt-get install -y firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb');
  });
});
