// What the price grid offers the other areas: its strings (the hub's tile names it).
export { boPriceGrid } from './strings';
