// The strings of this area's screens: its own (strings.ts) and the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { joinStrings } from '../../i18n/strings';
import { boCustomers, boCustomerCard, boCustomerInsights } from './strings';

export const he = areaStrings(joinStrings({ boCustomers, boCustomerCard, boCustomerInsights }));
