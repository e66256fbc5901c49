// The header's search box: typing goes to /search?query=..., an empty value home; a dropdown
// suggests items (at most 5 rows visible), each opening the item's dialog. A keyboard-wedge barcode
// scanner's code (faster than a person types, ended by Enter) opens its item when one item has that
// barcode or item code, and is left selected so the next scan replaces it. The box is never
// rewritten from the address while it has the focus: the address follows the typing a little
// late, and a scanner's keys typed in between were lost. Offline, it suggests from the items already seen.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { SearchIcon } from '../../ui/icons';
import { browserAddress } from '../../ui/browserAddress';
import { Img } from '../../ui/Img';
import { WedgeReader } from './keyboardWedge';
import { preloadItemDialog } from '../item-dialog';
import { preload } from '../../ui/preload';
import './SearchBox.css';

/** How long the typing pauses before the address (and the results page) follows it. */
const NAVIGATE_AFTER_MS = 150;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const SearchBox = observer(function SearchBox() {
  const { catalogue, dialogs, network, session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const urlQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.trim(), 200);
  const input = useRef<HTMLInputElement>(null);
  const [wedge] = useState(() => new WedgeReader());
  /** How many codes were scanned into the box: each is selected once it is drawn (and never a later typing). */
  const [scans, setScans] = useState(0);

  // Follow the URL when it changes from elsewhere (a camera scan, back and forward), but never
  // while the box has the focus: then its value is what is being typed, which the address lags.
  useEffect(() => {
    if (input.current?.ownerDocument.activeElement !== input.current) setValue(urlQuery);
  }, [urlQuery]);

  useLayoutEffect(() => {
    if (scans > 0) input.current?.select();
  }, [scans]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey (other prices) is a reason to read again, not an input
  const suggestions = useMemo(() => catalogue.suggestions(term), [catalogue, term, session.priceKey]);
  // Offline, the suggestions come from the items already seen (as the results page does).
  const offlineItems = open && term && !network.online && !suggestions.data ? catalogue.searchSeen(term).slice(0, 8) : null;
  const items = open && term ? (suggestions.data?.items ?? offlineItems ?? []) : [];

  // The address follows the typing once it pauses (NAVIGATE_AFTER_MS), not at every key: a scanner's
  // thirteen keys would otherwise draw thirteen result pages, each one's reads started and dropped.
  const pendingSearch = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Drops the search waiting for the typing's pause, if any. */
  const cancelPendingSearch = useCallback(() => {
    if (pendingSearch.current) clearTimeout(pendingSearch.current);
    pendingSearch.current = null;
  }, []);
  const goTo = (text: string) => {
    cancelPendingSearch();
    const to = text.trim() === '' ? '/' : `/search?query=${encodeURIComponent(text)}`;
    // On the results already (or on the way there), a new search replaces the address: one Back leaves them.
    void navigate(to, { replace: to !== '/' && window.location.pathname === '/search' });
  };
  useEffect(() => cancelPendingSearch, [cancelPendingSearch]);

  const onChange = (next: string) => {
    // Typing leads to the results page: its code comes meanwhile.
    preload('productList');
    setValue(next);
    setOpen(true);
    setActive(-1);
    cancelPendingSearch();
    // The search goes only if the buyer is still where the last key was typed: a link followed, Back
    // or Forward after it (drawn yet or not) drops it; a key typed after a link, while that page is
    // still on its way, is a search of its own.
    const typedAt = browserAddress();
    pendingSearch.current = setTimeout(() => {
      pendingSearch.current = null;
      if (browserAddress() === typedAt) goTo(next);
    }, NAVIGATE_AFTER_MS);
  };

  const choose = (itemId: string) => {
    // The item's dialog opens over the results already shown; a search still to come would close it.
    cancelPendingSearch();
    setOpen(false);
    dialogs.open({ d: 'item', itemId });
  };

  /** A scanner's code: its search, and its item's dialog when exactly one item has that code. */
  const scanned = (code: string) => {
    setOpen(false);
    setActive(-1);
    setScans((n) => n + 1);
    setValue(code);
    input.current?.select();
    goTo(code);
    const scannedAt = browserAddress();
    // The results page's and the dialog's code come while the code's one search is asked for (the page's own request).
    preload('productList');
    preloadItemDialog();
    catalogue.scannedItem(code).then(
      // Over the code's results, unless the buyer has gone elsewhere meanwhile (Back, a link).
      (item) => item && browserAddress() === scannedAt && dialogs.open({ d: 'item', itemId: item.itemId }),
      // The search page for the code is open and says what it found (or why it could not look).
      () => undefined,
    );
  };

  return (
    <div
      className="search-box"
      onBlur={(e) => {
        wedge.reset();
        if (!e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <span className="search-box__icon">
        <SearchIcon />
      </span>
      <input
        ref={input}
        type="search"
        className="search-box__input"
        aria-label={he.searchLabel}
        placeholder={he.searchPlaceholder}
        value={value}
        role="searchbox"
        aria-autocomplete="list"
        aria-controls={items.length > 0 ? listId : undefined}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={(e) => {
          const code = wedge.key(e.key, e.timeStamp);
          if (code !== null) {
            e.preventDefault();
            scanned(code);
          } else if (e.key === 'ArrowDown' && items.length > 0) {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === 'ArrowUp' && items.length > 0) {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, -1));
          } else if (e.key === 'Enter' && active >= 0 && items[active]) {
            e.preventDefault();
            choose(items[active].itemId);
          } else if (e.key === 'Enter') {
            goTo(e.currentTarget.value);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {items.length > 0 && (
        <ul id={listId} className="search-box__list" role="listbox" aria-label={he.suggestionsLabel}>
          {items.map((item, index) => (
            <li
              key={item.itemId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(item.itemId)}
            >
              <Img src={item.pictureUrl} alt="" width={48} height={48} />
              <span className="search-box__text">
                <span className="search-box__name">{item.itemDescription}</span>
                <span className="search-box__number">
                  {he.productCatalogNumber}: <bdi>{item.catalogNumber}</bdi>
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
