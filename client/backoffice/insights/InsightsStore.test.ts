// The insights screen's state: the period asked of the server, days typed checked before any call, and
// the figures of the period chosen last (an earlier read answering late is dropped).
import type { InsightsSummary } from '@shared/contract/insights';
import { he } from './he';
import { ADMIN, deferred, fail, ok, testbed, until, type Testbed } from '../lib/testing';
import { InsightsStore } from './InsightsStore';

const TODAY = '2026-11-29';

const summary = (from: string, to: string): InsightsSummary => ({
  from,
  to,
  today: TODAY,
  asOf: '2026-11-29T08:00:00.000Z',
  ordersRead: 3,
  ordersInPeriod: 3,
  totalInPeriod: 300,
  weeks: [],
  topCustomers: [],
  topItems: [],
  lapsed: [],
  stopped: [],
  callList: [],
});

describe('InsightsStore', () => {
  let bed: Testbed;
  afterEach(() => bed.dispose());

  const answering = () => testbed({ 'GET /Insights/Summary': (req) => ok(summary(req.query.get('from')!, req.query.get('to')!)) }, ADMIN);

  it('asks for the last quarter to today by default, and a preset’s weeks when one is chosen', async () => {
    bed = answering();
    const store = new InsightsStore(bed.root, {}, () => TODAY);
    await store.load();
    expect(store.summary).toMatchObject({ from: '2026-08-31', to: TODAY });
    expect(store.address).toEqual({ weeks: '13' });
    store.choose(4);
    await until(() => store.summary?.from === '2026-11-02');
    expect(store.address).toEqual({ weeks: '4' });
    expect(bed.provider.calls('GET', '/Insights/Summary').map((r) => r.query.toString())).toEqual([
      'from=2026-08-31&to=2026-11-29',
      'from=2026-11-02&to=2026-11-29',
    ]);
  });

  it('takes the period its address names: a preset, or two days', () => {
    bed = answering();
    expect(new InsightsStore(bed.root, { weeks: '52' }, () => TODAY).period).toEqual({ from: '2025-12-01', to: TODAY });
    expect(new InsightsStore(bed.root, { from: '2026-01-01', to: '2026-03-31' }, () => TODAY).period).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    // Anything else is the default.
    expect(new InsightsStore(bed.root, { weeks: '7', from: '2026-02-30', to: 'x' }, () => TODAY).preset).toBe(13);
  });

  it('checks days typed before asking: both given, in order, and not longer than the server allows', () => {
    bed = answering();
    const store = new InsightsStore(bed.root, {}, () => TODAY);
    store.chooseCustom();
    expect(store).toMatchObject({ from: '2026-08-31', to: TODAY });
    store.setFrom('');
    expect(store.apply()).toBe(false);
    expect(store.periodError).toBe(he.periodNeeded);
    store.setFrom('2026-12-01');
    expect(store.apply()).toBe(false);
    expect(store.periodError).toBe(he.fromAfterTo);
    store.setFrom('2024-11-28');
    expect(store.apply()).toBe(false);
    expect(store.periodError).toBe(he.periodTooLong(731));
    expect(bed.provider.calls('GET', '/Insights/Summary')).toHaveLength(0);
    store.setFrom('2024-11-29');
    expect(store.periodError).toBeNull();
    expect(store.apply()).toBe(true);
    expect(store.address).toEqual({ from: '2024-11-29', to: TODAY });
  });

  it('shows the figures of the period chosen last, whatever answers first', async () => {
    const slow = deferred<ReturnType<typeof ok>>();
    let calls = 0;
    bed = testbed(
      { 'GET /Insights/Summary': (req) => (++calls === 1 ? slow.promise : ok(summary(req.query.get('from')!, req.query.get('to')!))) },
      ADMIN,
    );
    const store = new InsightsStore(bed.root, {}, () => TODAY);
    const first = store.load();
    store.choose(52);
    await until(() => store.summary !== null);
    slow.resolve(ok(summary('2026-08-31', TODAY)));
    await first;
    expect(store.summary?.from).toBe('2025-12-01');
    expect(store.loading).toBe(false);
  });

  it('says in Hebrew why the figures could not be read, and reads them again on retry', async () => {
    let failing = true;
    bed = testbed(
      {
        'GET /Insights/Summary': (req) => (failing ? fail(502, 'bad_gateway') : ok(summary(req.query.get('from')!, req.query.get('to')!))),
      },
      ADMIN,
    );
    const store = new InsightsStore(bed.root, {}, () => TODAY);
    await store.load();
    expect(store.error).toBe(he.errorServer);
    expect(store.summary).toBeNull();
    failing = false;
    await store.load();
    expect(store.error).toBeNull();
    expect(store.summary?.to).toBe(TODAY);
  });
});
