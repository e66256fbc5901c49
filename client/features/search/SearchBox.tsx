// The header's search box: typing goes to /search?query=..., an empty value home; a dropdown
// suggests items (at most 5 rows visible), each opening the item's dialog. A keyboard-wedge barcode
// scanner's code (faster than a person types, ended by Enter) opens its item when one item has that
// barcode or item code, and is left selected so the next scan replaces it. The box is never
// rewritten from the address while it has the focus: the address follows the typing a little
// late, and a scanner's keys typed in between were lost. Offline, it suggests from the items already seen.
// What it does with keys, codes and the pause is its store's (SearchStore.ts); this draws it.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { SearchIcon } from '../../ui/icons';
import { Img } from '../../ui/Img';
import { SearchStore } from './SearchStore';
import { preloadItemDialog } from '../item-dialog';
import { preload } from '../../ui/preload';
import './SearchBox.css';

export const SearchBox = observer(function SearchBox() {
  const { catalogue, dialogs, location: place, network, session } = useStores();
  const location = useLocation();
  const listId = useId();
  const urlQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  const [store] = useState(
    () =>
      new SearchStore(
        { location: place, catalogue, dialogs },
        { results: () => preload('productList'), itemDialog: preloadItemDialog },
        urlQuery,
      ),
  );
  const input = useRef<HTMLInputElement>(null);
  const { value, open, active, term, scans } = store;

  // Follow the URL drawn when it changes from elsewhere (a camera scan, back and forward), but never
  // while the box has the focus: then its value is what is being typed, which the address lags.
  useEffect(() => store.follow(urlQuery, input.current?.ownerDocument.activeElement === input.current), [store, urlQuery]);
  useEffect(() => () => store.dispose(), [store]);

  useLayoutEffect(() => {
    if (scans > 0) input.current?.select();
  }, [scans]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey (other prices) is a reason to read again, not an input
  const suggestions = useMemo(() => catalogue.suggestions(term), [catalogue, term, session.priceKey]);
  // Offline, the suggestions come from the items already seen (as the results page does).
  const offlineItems = open && term && !network.online && !suggestions.data ? catalogue.searchSeen(term).slice(0, 8) : null;
  const items = open && term ? (suggestions.data?.items ?? offlineItems ?? []) : [];

  return (
    <div className="search-box" onBlur={(e) => store.blurred(!e.currentTarget.contains(e.relatedTarget))}>
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
        onChange={(e) => store.type(e.target.value)}
        onFocus={() => store.focused()}
        onKeyDown={(e) => {
          if (store.key(e.key, e.timeStamp)) {
            e.preventDefault();
            e.currentTarget.select();
          } else if (e.key === 'ArrowDown' && items.length > 0) {
            e.preventDefault();
            store.move(1, items.length);
          } else if (e.key === 'ArrowUp' && items.length > 0) {
            e.preventDefault();
            store.move(-1, items.length);
          } else if (e.key === 'Enter' && active >= 0 && items[active]) {
            e.preventDefault();
            store.choose(items[active].itemId);
          } else if (e.key === 'Enter') {
            store.submit(e.currentTarget.value);
          } else if (e.key === 'Escape') {
            store.close();
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
              onClick={() => store.choose(item.itemId)}
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
