import { endpoints } from '@shared/contract/api';
import { ApiError } from '../../api/ApiError';
import { NetworkStore } from './NetworkStore';
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
