// The buyer's usual items, shown on their dashboard.
export { UsualItems } from './UsualItems';
