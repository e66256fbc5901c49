// The strings of this area's screens: its own (strings.ts) and the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { joinStrings } from '../../i18n/strings';
import { boAccount, boAccountForms } from './strings';

export const he = areaStrings(joinStrings({ boAccount, boAccountForms }));
export { validationText } from '../../i18n/featureStrings';
