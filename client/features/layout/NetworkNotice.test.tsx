/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from '../../stores/StoreContext';
import type { Api } from '../../api/api';
import { RootStore } from '../../app/RootStore';
import { FakeWindow, MemoryStorage, dispose } from '../../app/testing';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});

// jsdom lays nothing out: the category row's overflow measure (useOverflowCount) gets an observer that never reports.
Object.assign(globalThis, {
  ResizeObserver: class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  },
});

// Imported after the mock they depend on.
import { Header } from './Header';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScreenBoundary } from '../../ui/ScreenBoundary';
import { lazyChunk } from '../../ui/lazyChunk';

let root: RootStore;
let win: FakeWindow;
beforeEach(() => {
  win = new FakeWindow();
  // jsdom has no fetch: the header's reads (categories, settings) are left waiting, never responded to nor failed.
  root = new RootStore({
    network: win,
    storage: new MemoryStorage(),
    api: () => ({ call: () => new Promise(() => undefined) }) as unknown as Api,
  });
});
afterEach(() => {
  cleanup();
  dispose(root);
});

const OFFLINE = 'אין חיבור לרשת';

describe('the header offline', () => {
  it("says 'אין חיבור לרשת' in a status line while offline, and nothing of it online", () => {
    render(
      <StoreProvider store={root}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </StoreProvider>,
    );
    const banner = screen.getByRole('banner');
    expect(banner.textContent).not.toContain(OFFLINE);
    act(() => win.go(false));
    const notice = screen.getAllByRole('status').find((el) => el.textContent === OFFLINE);
    expect(notice && banner.contains(notice)).toBe(true);
    act(() => win.go(true));
    expect(banner.textContent).not.toContain(OFFLINE);
  });
});

describe('LoadFailed offline', () => {
  it('says there is no network instead of the failure, and tries again by itself once it is back', () => {
    const retry = jest.fn();
    render(
      <StoreProvider store={root}>
        <LoadFailed text="לא הצלחנו לטעון את המוצרים." onRetry={retry} />
      </StoreProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('לא הצלחנו לטעון את המוצרים.');
    act(() => win.go(false));
    expect(screen.getByRole('alert').textContent).toBe('אין חיבור לרשת. ננסה שוב מעצמנו כשהחיבור יחזור.');
    fireEvent.click(screen.getByRole('button', { name: 'נסו שוב' }));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => win.go(true));
    expect(retry).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toBe('לא הצלחנו לטעון את המוצרים.');
  });

  it("tries again by itself when the network comes back unknown to the browser: the worker's word, a call's response", () => {
    const retry = jest.fn();
    render(
      <StoreProvider store={root}>
        <LoadFailed text="לא הצלחנו לטעון את המוצרים." onRetry={retry} />
      </StoreProvider>,
    );
    act(() => root.network.noteWorkerBack());
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => root.network.noteResponse(false));
    expect(screen.getByRole('alert').textContent).toBe('אין חיבור לרשת. ננסה שוב מעצמנו כשהחיבור יחזור.');
    act(() => root.network.noteResponse(true));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});

describe('a screen whose code did not load', () => {
  it('loads it again by itself once the network is back, with no press of "נסו שוב"', async () => {
    let loads = 0;
    const Screen = lazyChunk(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/Cart-abc.js');
      return { default: () => <p>העגלה שלי</p> };
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StoreProvider store={root}>
        <MemoryRouter>
          <ScreenBoundary>
            <Screen />
          </ScreenBoundary>
        </MemoryRouter>
      </StoreProvider>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('העגלה שלי')).toBeNull();
    // The service worker's next request was answered: the screen comes by itself.
    act(() => root.network.noteWorkerBack());
    expect(await screen.findByText('העגלה שלי')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
