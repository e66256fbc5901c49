/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { endpoints, searchEndpoints } from '@shared/contract/api';
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
  if (endpoint.route === endpoints.item.list.route || endpoint.route === searchEndpoints.items.route) return new Promise(() => undefined);
  throw new Error(`no response for ${endpoint.route}`);
});

/** The category page's chunk, on its way until the test lets it arrive. */
let categoryChunkArrives: () => void;

/** The address as the page draws it, a link to a page whose chunk loads, and Back. */
function Around({ CategoryPage }: { CategoryPage: ComponentType }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
      <Link to="/category/3">קטגוריה</Link>
      <Link to="/">הלוגו</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        חזרה
      </button>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/category/:id" element={<CategoryPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </>
  );
}

let root: RootStore;

/** The box with the app's stores, under the app's router: the window's own address, written at once and drawn in a transition. */
function renderBox() {
  window.history.replaceState(null, '', '/');
  const CategoryPage = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        categoryChunkArrives = () => resolve({ default: () => <h1>קטגוריה 3</h1> });
      }),
  );
  render(
    <StoreProvider store={root}>
      <BrowserRouter>
        <SearchBox />
        <Around CategoryPage={CategoryPage} />
      </BrowserRouter>
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
/** Presses Back: the browser goes back in a task of its own (a timer in jsdom, faked here: a tick), then the page is drawn. */
const goBack = () => {
  fireEvent.click(screen.getByRole('button', { name: 'חזרה' }));
  pause(1);
};

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
    goBack();
    expect(address()).toBe('/');
  });

  /** Follows the category link: its address is written at once, its page drawn when its chunk arrives. */
  const followLink = () => act(async () => fireEvent.click(screen.getByRole('link', { name: 'קטגוריה' })));
  const chunkArrives = () => act(async () => categoryChunkArrives());

  it('drops the search still to come when the buyer follows a link right after typing, drawn yet or not', async () => {
    act(() => box().focus());
    type('חלב');
    await followLink();
    pause(PAUSE_MS * 2);
    // The link's page is still on its way, and the search did not overtake it.
    expect({ drawn: address(), browser: window.location.pathname }).toEqual({ drawn: '/', browser: '/category/3' });
    await chunkArrives();
    pause(PAUSE_MS * 2);
    expect({ drawn: address(), browser: window.location.pathname }).toEqual({ drawn: '/category/3', browser: '/category/3' });
  });

  it('drops the search still to come when the buyer follows a link to the page they are on (the logo, at home)', async () => {
    act(() => box().focus());
    type('חלב');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'הלוגו' })));
    pause(PAUSE_MS * 2);
    expect(address()).toBe('/');
  });

  it("keeps a search typed after a link was followed, while that link's page is still on its way", async () => {
    await followLink();
    act(() => box().focus());
    type('חלב');
    // The page the buyer left arrives after the key: it is not the buyer going elsewhere.
    await chunkArrives();
    expect(address()).toBe('/category/3');
    pause();
    expect(address()).toBe(`/search?query=${encodeURIComponent('חלב')}`);
  });

  it('drops the search still to come when the buyer goes Back right after typing', async () => {
    await followLink();
    await chunkArrives();
    act(() => box().focus());
    type('חלב');
    goBack();
    pause(PAUSE_MS * 2);
    expect({ drawn: address(), browser: window.location.pathname }).toEqual({ drawn: '/', browser: '/' });
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
