// The journeys' set-up finds the browser first: on a fresh machine it installs Debian's Chromium
// when it may, or stops at once with one line saying what to run.
import { ensureChromium, MISSING_BROWSER, type BrowserHost } from './browser';

function host(over: Partial<BrowserHost> & { installs?: boolean } = {}): BrowserHost & { ran: string[]; logged: string[] } {
  let installed = false;
  const ran: string[] = [];
  const logged: string[] = [];
  return {
    ran,
    logged,
    exists: () => installed,
    isRoot: () => true,
    hasApt: () => true,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args.includes('install')) installed = over.installs ?? true;
      return true;
    },
    log: (line) => logged.push(line),
    ...over,
  };
}

describe('ensureChromium', () => {
  it('does nothing when Chromium is there', () => {
    const h = host({ exists: () => true });
    ensureChromium(h, '/usr/bin/chromium');
    expect(h.ran).toEqual([]);
  });

  it("installs Debian's Chromium when it runs as root with apt", () => {
    const h = host();
    ensureChromium(h, '/usr/bin/chromium');
    expect(h.ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
    expect(h.logged).toHaveLength(1);
  });

  it.each([
    ['not root', { isRoot: () => false }],
    ['no apt', { hasApt: () => false }],
    ['the install failing', { installs: false }],
  ])('stops at once with the command to run when %s', (_what, over) => {
    const h = host(over);
    expect(() => ensureChromium(h, '/usr/bin/chromium')).toThrow(MISSING_BROWSER);
    expect(MISSING_BROWSER).toMatch(/apt-get install -y chromium/);
  });

  it('never installs anything for a CHROMIUM_PATH of its own', () => {
    const h = host();
    expect(() => ensureChromium(h, '/opt/my/chrome')).toThrow();
    expect(h.ran).toEqual([]);
  });
});
