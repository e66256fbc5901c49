// The strings of this area's screens: its two sections (strings.ts: the list, the item's dialog) and
// the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { boItemExtension, boItems } from './strings';

export const he = areaStrings({ ...boItems, ...boItemExtension });
export { validationText } from '../../i18n/featureStrings';
