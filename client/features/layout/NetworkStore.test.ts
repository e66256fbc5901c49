import { endpoints } from '@shared/contract/api';
import { ApiError } from '../../api/ApiError';
import { KEPT_RESPONSE_HEADER } from '../../sw/routing';
import { NetworkStore, PROBE_DELAYS_MS } from './NetworkStore';
import { FakeProvider, FakeWindow, dispose, fail, makeRoot, ok, pageOf } from '../../app/testing';

describe('NetworkStore', () => {
  it("starts from the browser's word and follows its online and offline events", () => {
    const win = new FakeWindow(false);
    const network = new NetworkStore(win);
    expect(network.online).toBe(false);
    win.go(true);
    expect(network.online).toBe(true);
    win.go(false);
    expect(network.online).toBe(false);
    network.dispose();
    win.go(true);
    expect(network.online).toBe(false);
  });

  it('is online without a window (the server draws the page)', () => {
    expect(new NetworkStore(null).online).toBe(true);
  });
});

describe('the network store learning from calls', () => {
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };

  it('goes offline when a request gets no response, and back online with the next request that gets one', async () => {
    let reachable = false;
    const provider = new FakeProvider({ 'GET /Category/List': () => (reachable ? ok(pageOf([])) : unreachable()) });
    const win = new FakeWindow();
    const { root } = makeRoot(provider, { network: win });
    await expect(root.api.call(endpoints.category.list)).rejects.toEqual(new ApiError(0, 'network', 'network error'));
    expect(root.network.online).toBe(false);
    // One failed call does not keep it offline for good.
    reachable = true;
    await root.api.call(endpoints.category.list);
    expect(root.network.online).toBe(true);
    dispose(root);
  });

  it("counts a refusal (any status) as a response, and the browser's online event as the network back", async () => {
    let reachable = false;
    const provider = new FakeProvider({
      'GET /Category/List': () => (reachable ? fail(502, 'bad_gateway', 'busy') : unreachable()),
    });
    const win = new FakeWindow();
    const { root } = makeRoot(provider, { network: win });
    await expect(root.api.call(endpoints.category.list)).rejects.toBeInstanceOf(ApiError);
    expect(root.network.online).toBe(false);
    win.go(true);
    expect(root.network.online).toBe(true);
    reachable = true;
    await expect(root.api.call(endpoints.category.list)).rejects.toMatchObject({ status: 502 });
    expect(root.network.online).toBe(true);
    dispose(root);
  });

  it('stays offline while the browser says so, whatever responds (a service worker may respond from its cache)', async () => {
    const provider = new FakeProvider({ 'GET /Category/List': () => ok(pageOf([])) });
    const win = new FakeWindow(false);
    const { root } = makeRoot(provider, { network: win });
    await root.api.call(endpoints.category.list);
    expect(root.network.online).toBe(false);
    dispose(root);
  });
});

describe('a read the service worker answered from its cache', () => {
  it('counts as no response: the kept data shows and the app says it is offline, until a response from the network', async () => {
    let kept = true;
    const provider = new FakeProvider({
      'GET /Category/List': () => ({ ...ok(pageOf([])), ...(kept ? { headers: { [KEPT_RESPONSE_HEADER]: '1' } } : {}) }),
    });
    const win = new FakeWindow();
    const { root } = makeRoot(provider, { network: win });
    await expect(root.api.call(endpoints.category.list)).resolves.toMatchObject({ items: [] });
    expect(root.network.online).toBe(false);
    kept = false;
    await root.api.call(endpoints.category.list);
    expect(root.network.online).toBe(true);
    dispose(root);
  });
});

describe('the network found again', () => {
  afterEach(() => jest.useRealTimers());

  it("counts each return once: the browser's online event, a response after none, the worker's word", () => {
    const win = new FakeWindow();
    const network = new NetworkStore(win);
    expect(network.returns).toBe(0);
    network.noteResponse(true);
    expect(network.returns).toBe(0);
    network.noteResponse(false);
    network.noteResponse(false);
    network.noteResponse(true);
    expect(network.returns).toBe(1);
    win.go(false);
    win.go(true);
    expect(network.returns).toBe(2);
    // The worker's network answered after a request of its own got none, unknown to the page: a return too.
    network.noteWorkerBack();
    expect([network.returns, network.online]).toEqual([3, true]);
    // While the browser says offline, the worker's word is not taken (its answer may be its cache's).
    win.go(false);
    network.noteWorkerBack();
    expect([network.returns, network.online]).toEqual([3, false]);
    network.dispose();
  });

  it('asks the server again while cut off with the browser online, less often as it goes, and stops once it answers', async () => {
    jest.useFakeTimers();
    const asked: number[] = [];
    let answers = false;
    const start = Date.now();
    const network = new NetworkStore(new FakeWindow(), () => {
      asked.push(Date.now() - start);
      return Promise.resolve(answers);
    });
    network.noteResponse(false);
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]! + PROBE_DELAYS_MS[1]! + PROBE_DELAYS_MS[2]!);
    expect(asked).toEqual([
      PROBE_DELAYS_MS[0],
      PROBE_DELAYS_MS[0]! + PROBE_DELAYS_MS[1]!,
      PROBE_DELAYS_MS[0]! + PROBE_DELAYS_MS[1]! + PROBE_DELAYS_MS[2]!,
    ]);
    expect(network.online).toBe(false);
    answers = true;
    await jest.advanceTimersByTimeAsync(PROBE_DELAYS_MS[3]!);
    expect([network.online, network.returns, asked.length]).toEqual([true, 1, 4]);
    // Online again: nothing more is asked.
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(asked).toHaveLength(4);
    network.dispose();
  });

  it('asks nothing while the browser says offline, nor after its online event ended it, nor once disposed', async () => {
    jest.useFakeTimers();
    const probe = jest.fn(() => Promise.resolve(false));
    const win = new FakeWindow(false);
    const network = new NetworkStore(win, probe);
    network.noteResponse(false);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(probe).not.toHaveBeenCalled();
    win.go(true);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(probe).not.toHaveBeenCalled();
    network.noteResponse(false);
    network.dispose();
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(probe).not.toHaveBeenCalled();
  });

  it('checks once whether a failure was the network: no answer makes it offline, an answer changes nothing', async () => {
    let answers = true;
    const network = new NetworkStore(new FakeWindow(), () => Promise.resolve(answers));
    await network.check();
    expect(network.online).toBe(true);
    answers = false;
    await network.check();
    expect(network.online).toBe(false);
    network.dispose();
  });
});
