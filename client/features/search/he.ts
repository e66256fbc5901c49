// The strings the search box and the barcode scanner shows: its own (strings.ts) and the common ones, one flat table.
import { featureStrings } from '../../i18n/featureStrings';
import { strings } from './strings';

export const he = featureStrings(strings);
