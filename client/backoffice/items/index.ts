// What the other back-office areas use of the items' screen: its filters (the price grid filters the same way).
export { isFiltered, itemFiltersQuery, NO_ITEM_FILTERS, type ItemFilters } from './AdminItemsStore';
export { ItemFiltersBar } from './ItemFiltersBar';
export { boItems } from './strings';
