// The strings of this area's screens: its own (strings.ts) and the shared ones, one flat table.
import { areaStrings } from '../lib/areaStrings';
import { boAttribute } from './strings';

export const he = areaStrings(boAttribute);
