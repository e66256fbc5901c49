// The strings of this area's screens: its own (strings.ts) and the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { boCategory } from './strings';

export const he = areaStrings(boCategory);
export { validationText } from '../../i18n/featureStrings';
