// The installed app with its server cut off while the device stays online (engines/offline.ts), in
// Chromium, Firefox ESR and WebKitGTK, on a laptop (1366x768) and a phone (390x844): the order waits,
// the app opens from its cache on a reload, on the pages it kept and in a new tab, and once the server
// is reachable again the order goes out by itself, exactly once. The browser reaches the app through a
// relay (support/relay.ts) the test cuts and restores; the provider's orders are read from the app
// itself. One line of timings per engine and viewport goes to e2e/artifacts/engines-offline/.
import { appFor, type ViewportName } from './support/app';
import { startRelay } from './support/relay';
import { ENGINES, engineFor } from './engines';
import { artifactsFor } from './engines/artifacts';
import { shotsOf } from './engines/journeys';
import { OFFLINE_JOURNEY, outboxState, type OfflineState } from './engines/offline';
import { ViewportUnreachable } from './engines/types';

const artifacts = artifactsFor('engines-offline');

describe.each(ENGINES)('in %s', (engineName) => {
  const engine = engineFor(engineName);

  describe.each<ViewportName>(['desktop', 'phone'])('on %s', (viewport) => {
    const app = appFor({ MOCK_CONTROL: 'true' });
    const state = { shots: shotsOf(artifacts.dir, engineName, viewport) } as OfflineState;
    const times: string[] = [];
    let started = 0;
    let unreachable: string | undefined;

    beforeAll(async () => {
      started = Date.now();
      state.appURL = app.url;
      state.relay = await startRelay(app.url);
      try {
        state.page = await engine.open(viewport, state.relay.url, { serviceWorkers: 'allow' });
      } catch (err) {
        if (!(err instanceof ViewportUnreachable)) throw err;
        unreachable = err.message;
      }
    });

    afterAll(async () => {
      try {
        await state.tab?.close().catch(() => undefined);
        await state.page?.close();
      } finally {
        await state.relay?.close();
      }
      const sent = state.sentAfterMs === undefined ? '' : `; sent ${(state.sentAfterMs / 1000).toFixed(1)} s after the server came back`;
      const line = unreachable
        ? `${engineName} ${viewport}: skipped (${unreachable})`
        : `${engineName} ${viewport}: ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(', ')})${sent}`;
      console.log(line);
      artifacts.time(line);
    });

    for (const step of OFFLINE_JOURNEY)
      it(
        step.name,
        async () => {
          if (unreachable) {
            console.warn(`SKIPPED in ${engineName} on ${viewport}: ${unreachable}`);
            return;
          }
          const t = Date.now();
          try {
            await step.run(state);
          } catch (err) {
            await state.page.screenshot(`${state.shots}-failed-${step.short}.png`).catch(() => undefined);
            // Where the outbox stood in each tab, said with the failure (the screenshot stays on CI's machine).
            // (Jest prints the stack, which V8 wrote once it was first read: both get the lines.)
            if (err instanceof Error) {
              let said = `\n  page's outbox: ${await outboxState(state.page)}`;
              if (state.tab) said += `\n  tab's outbox: ${await outboxState(state.tab)}`;
              err.message += said;
              if (err.stack && !err.stack.includes(said)) err.stack = err.stack.replace(/\n {4}at /, `${said}\n    at `);
            }
            throw err;
          } finally {
            times.push(`${step.short} ${((Date.now() - t) / 1000).toFixed(1)}`);
          }
        },
        step.short === 'sent' ? 120_000 : 60_000,
      );

    it('had no uncaught page errors', async () => {
      if (unreachable) return;
      expect(await state.page.pageErrors()).toEqual([]);
      if (state.tab) expect(await state.tab.pageErrors()).toEqual([]);
    });
  });
});
