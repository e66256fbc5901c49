// The items list's filters (category, group, availability, the price-change flag, draft or active,
// 'no price in price list X', the sort), shared by the items list and the price grid, which filter alike.
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { PriceList } from '@shared/contract/entities';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import type { ItemFilters } from './AdminItemsStore';

/** A list the bar filters: its filters, the price lists to name, and how a filter is set or cleared. */
export interface FilteredList {
  readonly filters: ItemFilters;
  readonly priceLists: readonly PriceList[];
  readonly filtered: boolean;
  setFilter<K extends keyof ItemFilters>(name: K, value: ItemFilters[K]): void;
  clearFilters(): void;
}

/** One filter's select. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
}) {
  const id = useId();
  return (
    <div className="item-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The filters, the sort and (on the items list) the status and the price column's price list. The
 * price grid leaves those two out: its bar stays one row, so 15 rows of the grid fit a laptop's screen.
 */
export const ItemFiltersBar = observer(function ItemFiltersBar({
  store,
  pricesColumn = true,
  status = true,
}: {
  store: FilteredList;
  pricesColumn?: boolean;
  status?: boolean;
}) {
  const { catalogue } = useStores();
  const f = store.filters;
  const set =
    <K extends keyof ItemFilters>(name: K) =>
    (value: string) =>
      store.setFilter(name, value as ItemFilters[K]);
  const categories = catalogue.categoryList ?? [];
  const groups = categories.find((c) => String(c.id) === f.category)?.itemGroups ?? [];
  const lists: Array<[string, string]> = store.priceLists.map((p) => [String(p.id), p.name]);
  return (
    <form className="item-filters" role="search" aria-label={he.filters} onSubmit={(e) => e.preventDefault()}>
      <FilterSelect
        label={he.filterCategory}
        value={f.category}
        onChange={set('category')}
        options={[['', he.allCategories], ...categories.map((c): [string, string] => [String(c.id), c.categoryName])]}
      />
      <FilterSelect
        label={he.filterGroup}
        value={f.group}
        onChange={set('group')}
        options={[['', he.allGroups], ...groups.map((g): [string, string] => [String(g.id), g.itemGroupName])]}
      />
      <FilterSelect
        label={he.filterAvailable}
        value={f.available}
        onChange={set('available')}
        options={[
          ['', he.any],
          ['yes', he.onlyAvailable],
          ['no', he.onlyUnavailable],
        ]}
      />
      <FilterSelect
        label={he.filterChanged}
        value={f.changed}
        onChange={set('changed')}
        options={[
          ['', he.any],
          ['yes', he.onlyChanged],
          ['no', he.onlyUnchanged],
        ]}
      />
      {status && (
        <FilterSelect
          label={he.filterStatus}
          value={f.status}
          onChange={set('status')}
          options={[
            ['', he.any],
            ['active', he.onlyActive],
            ['draft', he.onlyDrafts],
          ]}
        />
      )}
      <FilterSelect label={he.filterMissing} value={f.missing} onChange={set('missing')} options={[['', he.noMissingFilter], ...lists]} />
      {pricesColumn && (
        <FilterSelect label={he.pricesColumn} value={f.prices} onChange={set('prices')} options={[['', he.noPricesColumn], ...lists]} />
      )}
      <FilterSelect
        label={he.sort}
        value={f.sort}
        onChange={set('sort')}
        options={[
          ['', he.sortCatalogue],
          ['name', he.sortName],
          ['code', he.sortCode],
          ['displayOrder', he.sortDisplayOrder],
        ]}
      />
      {store.filtered && (
        <button type="button" className="button button--secondary button--small item-filters__clear" onClick={() => store.clearFilters()}>
          {he.clearFilters}
        </button>
      )}
    </form>
  );
});
