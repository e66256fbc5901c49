// The same journeys (engines/journeys.ts) in Chromium, Firefox ESR and WebKitGTK, on a laptop
// (1366x768) and a phone (390x844): a buyer's search, quantities, cart and order, the order changed
// before its cutoff and refused after it, its status moved
// by the store and said when the app comes back to the foreground, a standing order made of it and
// its ready cart confirmed, the back office's
// settings tabs, and no uncaught error. Each browser is launched once for the file; each viewport
// has its own app. A screenshot of the cart and of the settings dialog per engine and viewport, and
// one line of timings each, go to e2e/artifacts/engines/.
import { appFor, type ViewportName } from './support/app';
import { ENGINES, engineFor } from './engines';
import { artifactsFor } from './engines/artifacts';
import { BUYER_JOURNEY, SETTINGS_JOURNEY, shotsOf, type JourneyState } from './engines/journeys';
import { ViewportUnreachable } from './engines/types';

const artifacts = artifactsFor('engines');

describe.each(ENGINES)('in %s', (engineName) => {
  const engine = engineFor(engineName);

  describe.each<ViewportName>(['desktop', 'phone'])('on %s', (viewport) => {
    // The mock's test control API sets its clock past an order's cutoff.
    const app = appFor({ MOCK_CONTROL: 'true' });
    const state = { shots: shotsOf(artifacts.dir, engineName, viewport) } as JourneyState;
    const times: string[] = [];
    let started = 0;
    let unreachable: string | undefined;

    beforeAll(async () => {
      started = Date.now();
      try {
        state.page = await engine.open(viewport, app.url);
      } catch (err) {
        if (!(err instanceof ViewportUnreachable)) throw err;
        unreachable = err.message;
      }
    });

    afterAll(async () => {
      await state.page?.close();
      const line = unreachable
        ? `${engineName} ${viewport}: skipped (${unreachable})`
        : `${engineName} ${viewport}: ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(', ')})`;
      console.log(line);
      artifacts.time(line);
    });

    /** A step of the journey, timed, with a screenshot when it fails; said to be skipped (not passed silently) when the size cannot be had. */
    const step = (name: string, run: (state: JourneyState) => Promise<void>, short: string) =>
      it(name, async () => {
        if (unreachable) {
          console.warn(`SKIPPED in ${engineName} on ${viewport}: ${unreachable}`);
          return;
        }
        const t = Date.now();
        try {
          await run(state);
        } catch (err) {
          await state.page.screenshot(`${state.shots}-failed-${short}.png`).catch(() => undefined);
          throw err;
        } finally {
          times.push(`${short} ${((Date.now() - t) / 1000).toFixed(1)}`);
        }
      });

    const shortNames = [
      'sign-in',
      'search',
      'card-quantity',
      'unusual-quantity',
      'totals',
      'order',
      'change',
      'status',
      'standing',
      'settings',
      'calendar',
    ];
    [...BUYER_JOURNEY, ...SETTINGS_JOURNEY].forEach((s, i) => step(s.name, s.run, shortNames[i] ?? `step${i + 1}`));

    step(
      'had no uncaught page errors',
      async ({ page }) => {
        expect(await page.pageErrors()).toEqual([]);
      },
      'errors',
    );
  });
});
