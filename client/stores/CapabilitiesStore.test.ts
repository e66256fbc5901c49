/** @jest-environment node */
import { reaction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { RootStore } from '../app/RootStore';
import { dispose, fakeApi } from '../app/testing';
import { ApiError } from '../api/ApiError';

/** A root whose /Capabilities answers `answer` (an error is thrown), counting the calls. */
function rootWith(answer: () => unknown) {
  let asked = 0;
  const api = fakeApi(async (endpoint) => {
    if (endpoint.route !== endpoints.capabilities.list.route) throw new Error(`no response for ${endpoint.route}`);
    asked++;
    const value = answer();
    if (value instanceof Error) throw value;
    return value;
  });
  return { root: new RootStore({ api: () => api }), asked: () => asked };
}

/** Whether the root's store says the provider offers order-status, once its read settled. */
async function offersOrderStatus(root: RootStore): Promise<boolean> {
  let last = false;
  const stop = reaction(
    () => root.capabilities.offers('order-status'),
    (v) => (last = v),
    { fireImmediately: true },
  );
  await new Promise((r) => setTimeout(r, 20));
  stop();
  return last;
}

describe('the capabilities the provider offers', () => {
  let root: RootStore | undefined;
  afterEach(() => root && dispose(root));

  it('offers a capability the server lists, read once', async () => {
    const made = rootWith(() => ({ capabilities: ['order-status', 'teleport'] }));
    root = made.root;
    expect(root.capabilities.offers('order-status')).toBe(false);
    expect(await offersOrderStatus(root)).toBe(true);
    expect(await offersOrderStatus(root)).toBe(true);
    expect(made.asked()).toBe(1);
  });

  it('offers none when the server lists none, or cannot be read, and says nothing of it', async () => {
    const none = rootWith(() => ({ capabilities: [] }));
    root = none.root;
    expect(await offersOrderStatus(root)).toBe(false);
    // The answer was read (not merely not yet come).
    expect(none.asked()).toBe(1);
    dispose(root);
    const failing = rootWith(() => new ApiError(0, 'network', 'no network'));
    root = failing.root;
    expect(await offersOrderStatus(root)).toBe(false);
    expect(failing.asked()).toBeGreaterThanOrEqual(1);
  });
});
