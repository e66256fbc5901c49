/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { endpoints } from '@shared/contract/api';
import { RootStore } from '../../app/RootStore';
import { StoreProvider } from '../../stores/StoreContext';
import { MemoryStorage, dispose, fakeApi } from '../../app/testing';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});
jest.mock('./SearchBox.css', () => ({}));
jest.mock('../../assets/placeholder.svg', () => 'placeholder.svg');

// Imported after the mocks it depends on.
import { SearchBox } from './SearchBox';

/** The pause in the typing after which the address follows the box (the box's NAVIGATE_AFTER_MS). */
const PAUSE_MS = 150;
const CODE = '7294521364052';

/** The suggestions' reads never end: these tests are about the address. */
const provider = fakeApi(async (endpoint) => {
  if (endpoint.route === endpoints.item.list.route) return new Promise(() => undefined);
  throw new Error(`no response for ${endpoint.route}`);
});

/** The address as the page sees it, a link elsewhere, and Back. */
function Around() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <Link to="/category/3">קטגוריה</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        חזרה
      </button>
    </>
  );
}

let root: RootStore;

/** The box with the app's stores, under a router kept in memory or in the window's own address. */
function renderBox(router: 'memory' | 'browser' = 'memory') {
  const page = (
    <>
      <SearchBox />
      <Around />
    </>
  );
  render(
    <StoreProvider store={root}>
      {router === 'memory' ? <MemoryRouter initialEntries={['/']}>{page}</MemoryRouter> : <BrowserRouter>{page}</BrowserRouter>}
    </StoreProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  root = new RootStore({ storage: new MemoryStorage(), now: () => Date.now(), api: () => provider });
});

afterEach(() => {
  cleanup();
  dispose(root);
  jest.useRealTimers();
});

const box = () => screen.getByRole('searchbox') as HTMLInputElement;
const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const pause = (ms = PAUSE_MS) => act(() => jest.advanceTimersByTime(ms));

describe('SearchBox: the address follows the typing', () => {
  beforeEach(() => renderBox());

  it('goes to the results of what was typed once the typing pauses, not at every key', () => {
    act(() => box().focus());
    type('72');
    pause(PAUSE_MS - 1);
    type('729');
    pause(PAUSE_MS - 1);
    expect(address()).toBe('/');
    pause(1);
    expect(address()).toBe('/search?query=729');
  });

  it("keeps a scanner's last keys that arrive after a pause, before the page has drawn that pause's search (WebKit under load)", () => {
    act(() => box().focus());
    type(CODE.slice(0, 10));
    act(() => {
      // The pause sends the buyer to the first ten digits' results; the last three keys come in the
      // same moment, so their handler is the one drawn before that search.
      jest.advanceTimersByTime(PAUSE_MS);
      type(CODE);
    });
    expect(address()).toBe(`/search?query=${CODE.slice(0, 10)}`);
    pause();
    expect({ box: box().value, address: address() }).toEqual({ box: CODE, address: `/search?query=${CODE}` });
    // The second search replaced the first: one Back leaves the results.
    fireEvent.click(screen.getByRole('button', { name: 'חזרה' }));
    expect(address()).toBe('/');
  });

  it('drops the search still to come when the buyer goes elsewhere right after typing', () => {
    act(() => box().focus());
    type('חלב');
    fireEvent.click(screen.getByRole('link', { name: 'קטגוריה' }));
    pause(PAUSE_MS * 2);
    expect(address()).toBe('/category/3');
  });
});

describe("SearchBox: the browser's own address", () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    renderBox('browser');
  });

  it("keeps the last keys of a term the browser writes otherwise in its address (an apostrophe, as in צ'יפס)", () => {
    act(() => box().focus());
    type("צ'");
    act(() => {
      // The browser's address writes the apostrophe as %27, which encodeURIComponent leaves as it is.
      jest.advanceTimersByTime(PAUSE_MS);
      type("צ'יפס");
    });
    pause();
    const expected = new URL(`/search?query=${encodeURIComponent("צ'יפס")}`, window.location.origin);
    expect(address()).toBe(`${expected.pathname}${expected.search}`);
    expect(window.location.search).toBe(expected.search);
  });
});
