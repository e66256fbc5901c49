/** @jest-environment node */
// The search box's store, without a browser: the app's kind of router (a data router, in memory here)
// followed by the location store, the dialog store opening on it, and the catalogue's look-up of a
// scanned code answered when the test says. What a test reads is the router's address, as the
// browser's would be.
import { createMemoryRouter } from 'react-router-dom';
import { DialogStore } from '../../stores/DialogStore';
import { LocationStore } from '../../stores/LocationStore';
import { NAVIGATE_AFTER_MS, SUGGEST_AFTER_MS, SearchStore } from './SearchStore';

const CODE = '7294521364052';

let router: ReturnType<typeof createMemoryRouter>;
let store: SearchStore;
let preloads: string[];
/** The look-ups of scanned codes, each answered by the test. */
let lookups: Array<{ code: string; answer: (item: { itemId: string } | null) => void; fail: () => void }>;

beforeEach(() => {
  jest.useFakeTimers();
  router = createMemoryRouter([{ path: '*' }], { initialEntries: ['/'] });
  const location = new LocationStore();
  location.follow(router);
  preloads = [];
  lookups = [];
  const catalogue = {
    scannedItem: (code: string) =>
      new Promise<{ itemId: string } | null>((resolve, reject) =>
        lookups.push({ code, answer: resolve, fail: () => reject(new Error('502')) }),
      ),
  };
  store = new SearchStore(
    { location, catalogue, dialogs: new DialogStore(location) },
    { results: () => preloads.push('results'), itemDialog: () => preloads.push('itemDialog') },
  );
});

afterEach(() => {
  store.dispose();
  router.dispose();
  jest.useRealTimers();
});

const address = () => `${router.state.location.pathname}${router.state.location.search}`;
const pause = (ms = NAVIGATE_AFTER_MS) => jest.advanceTimersByTimeAsync(ms);
const back = () => router.navigate(-1);
const results = (term: string) => `/search?query=${encodeURIComponent(term)}`;
/** A keyboard-wedge scanner typing `code` and Enter, 10 ms a key, from `at`. */
function scan(code: string, at = 1000): boolean[] {
  return [...code, 'Enter'].map((key, i) => store.key(key, at + i * 10));
}

describe('SearchStore: the address follows the typing', () => {
  it('goes to the results of what was typed once the typing pauses, not at every key', async () => {
    store.type('72');
    await pause(NAVIGATE_AFTER_MS - 1);
    store.type('729');
    await pause(NAVIGATE_AFTER_MS - 1);
    expect(address()).toBe('/');
    await pause(1);
    expect(address()).toBe(results('729'));
    expect(preloads).toContain('results');
  });

  it("keeps a scanner's last keys that arrive just after a pause, and replaces the first search's entry: one Back leaves the results", async () => {
    store.type(CODE.slice(0, 10));
    await pause();
    store.type(CODE);
    expect(address()).toBe(results(CODE.slice(0, 10)));
    await pause();
    expect({ box: store.value, address: address() }).toEqual({ box: CODE, address: results(CODE) });
    await back();
    expect(address()).toBe('/');
  });

  it('drops the search still to come when the buyer follows a link right after typing', async () => {
    store.type('חלב');
    await router.navigate('/categories/3');
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/categories/3');
  });

  it('drops the search still to come when the buyer follows a link to the page they are on (the logo, at home)', async () => {
    store.type('חלב');
    await router.navigate('/');
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/');
  });

  it('keeps a search typed after a link was followed', async () => {
    await router.navigate('/categories/3');
    store.type('חלב');
    await pause();
    expect(address()).toBe(results('חלב'));
  });

  it('drops the search still to come when the buyer goes Back right after typing', async () => {
    await router.navigate('/categories/3');
    store.type('חלב');
    await back();
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/');
  });

  it('searches at once on Enter (home for an empty box), with nothing left to come of the typing', async () => {
    store.type('קולה');
    store.submit('קולה');
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(results('קולה'));
    store.type('');
    store.submit('');
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/');
    // Home is pushed, the results kept behind it.
    await back();
    expect(address()).toBe(results('קולה'));
  });

  it("opens a suggestion's item over the page shown, and drops the search still to come", async () => {
    await router.navigate('/categories/3');
    store.type('קו');
    expect(store.open).toBe(true);
    store.choose('C1');
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/categories/3?d=item&itemId=C1');
    expect(store.open).toBe(false);
  });

  it('asks for suggestions once the typing pauses, and follows the address only while not typed in', async () => {
    store.type(' חל');
    store.type(' חלב ');
    await jest.advanceTimersByTimeAsync(SUGGEST_AFTER_MS - 1);
    expect(store.term).toBe('');
    await jest.advanceTimersByTimeAsync(1);
    expect(store.term).toBe('חלב');
    store.follow('קפה', true);
    expect(store.value).toBe(' חלב ');
    store.follow('קפה', false);
    expect(store.value).toBe('קפה');
  });

  it('moves the chosen suggestion with the arrows, within the list and back to none', () => {
    store.move(1, 2);
    store.move(1, 2);
    store.move(1, 2);
    expect(store.active).toBe(1);
    store.move(-1, 2);
    store.move(-1, 2);
    store.move(-1, 2);
    expect(store.active).toBe(-1);
  });

  it('does not search once the box is gone', async () => {
    store.type('חלב');
    store.dispose();
    await pause(NAVIGATE_AFTER_MS * 2);
    expect(address()).toBe('/');
  });
});

describe("SearchStore: a keyboard scanner's code", () => {
  it("goes to the code's results at once and opens its one item's dialog over them", async () => {
    const pressed = scan(CODE);
    // Only the Enter ends the code; the keys before it are typed into the box as keys.
    expect(pressed.slice(0, -1).every((scanned) => !scanned)).toBe(true);
    expect(pressed.at(-1)).toBe(true);
    expect(store.value).toBe(CODE);
    expect(store.scans).toBe(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(results(CODE));
    expect(lookups.map((l) => l.code)).toEqual([CODE]);
    expect(preloads).toEqual(['results', 'itemDialog']);
    lookups[0]!.answer({ itemId: 'I7' });
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(`${results(CODE)}&d=item&itemId=I7`);
  });

  it('is not a code when typed at a person’s speed', () => {
    expect([...CODE, 'Enter'].some((key, i) => store.key(key, 1000 + i * 150))).toBe(false);
    expect(store.scans).toBe(0);
  });

  it("opens no dialog when the buyer has gone elsewhere before the code's item is known, or it has none", async () => {
    scan(CODE);
    await jest.advanceTimersByTimeAsync(0);
    await back();
    lookups[0]!.answer({ itemId: 'I7' });
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe('/');

    scan(CODE, 5000);
    await jest.advanceTimersByTimeAsync(0);
    lookups[1]!.answer(null);
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(results(CODE));
  });

  it('opens no dialog for a code whose look-up failed: its results page says why', async () => {
    scan(CODE);
    await jest.advanceTimersByTimeAsync(0);
    lookups[0]!.fail();
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(results(CODE));
  });

  it("a second code scanned before the first's item is known: only the second's dialog, over its results, the first's entry replaced", async () => {
    const other = '7290000000028';
    scan(CODE);
    await jest.advanceTimersByTimeAsync(0);
    scan(other, 3000);
    await jest.advanceTimersByTimeAsync(0);
    lookups[0]!.answer({ itemId: 'I7' });
    lookups[1]!.answer({ itemId: 'W1' });
    await jest.advanceTimersByTimeAsync(0);
    expect(address()).toBe(`${results(other)}&d=item&itemId=W1`);
    await back();
    await back();
    expect(address()).toBe('/');
  });
});
