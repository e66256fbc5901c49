// The header's search box: typing goes to /search?query=..., an empty value home; a dropdown
// suggests items (at most 5 rows visible), each opening the item's dialog.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { he } from '../i18n/he';
import { useStores } from '../StoreContext';
import { SearchIcon } from './icons';
import { Img } from './Img';
import './SearchBox.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const SearchBox = observer(function SearchBox() {
  const { catalogue, dialogs, session } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const urlQuery = location.pathname === '/search' ? (new URLSearchParams(location.search).get('query') ?? '') : '';
  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.trim(), 200);

  // Follow the URL when it changes from elsewhere (a scan, back and forward).
  useEffect(() => setValue(urlQuery), [urlQuery]);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey (other prices) is a reason to read again, not an input
  const suggestions = useMemo(() => catalogue.suggestions(term), [catalogue, term, session.priceKey]);
  const items = open && term ? (suggestions.data?.items ?? []) : [];

  const onChange = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
    if (next.trim() === '') navigate('/');
    else navigate(`/search?query=${encodeURIComponent(next)}`, { replace: location.pathname === '/search' });
  };

  const choose = (itemId: string) => {
    setOpen(false);
    dialogs.open({ d: 'item', itemId });
  };

  return (
    <div className="search-box" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <span className="search-box__icon">
        <SearchIcon />
      </span>
      <input
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
          if (e.key === 'ArrowDown' && items.length > 0) {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, items.length - 1));
          } else if (e.key === 'ArrowUp' && items.length > 0) {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, -1));
          } else if (e.key === 'Enter' && active >= 0 && items[active]) {
            e.preventDefault();
            choose(items[active].itemId);
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
