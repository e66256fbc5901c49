// The three engines the cross-engine journeys run in, each found (or installed) and launched once
// per test file.
import { launchChromium } from './chromium';
import { launchFirefox } from './firefox';
import { ensureEngine } from './install';
import type { Engine, EngineName } from './types';
import { launchWebKit } from './webkit';

export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

const launchers: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/** Makes sure the engine is on the machine, then launches it. */
export async function launchEngine(name: EngineName): Promise<Engine> {
  ensureEngine(name);
  return launchers[name]();
}

/**
 * The engine for the enclosing describe block: launched before its tests, closed (with every
 * process started for it) after them, even when they failed.
 */
export function engineFor(name: EngineName): Engine {
  let launched: Engine | undefined;
  beforeAll(async () => {
    launched = await launchEngine(name);
  }, 600_000);
  afterAll(() => launched?.close());
  return {
    name,
    open(viewport, baseURL, options) {
      if (!launched) throw new Error(`${name} is not launched (it failed to start, or this runs outside a hook or a test)`);
      return launched.open(viewport, baseURL, options);
    },
    close: () => launched?.close() ?? Promise.resolve(),
  };
}

export type { Engine, EngineName, EnginePage, OpenOptions, Target } from './types';
