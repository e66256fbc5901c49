// The strings the price grid shows: its own (strings.ts) and the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { boPriceGrid } from './strings';

export const he = areaStrings(boPriceGrid);
