// A back-office area's own string table, flat as a storefront feature's (he.saveChanges): the area's
// strings joined with the product's common ones and the back office's shared form strings (boForm).
// An area's files read it (client/backoffice/<area>/he.ts), so a string of another area is an import
// of that area's index.ts, which the eslint zones see.
import { common, validation } from '../../i18n/common';
import { joinStrings, type Joined } from '../../i18n/strings';
import { boForm } from './strings';

type Table = Readonly<Record<string, unknown>>;

/** The sections every area's table holds. */
const shared = { common, validation: { validation }, boForm } as const;

/** An area's strings joined with the shared ones (a key two of them define is refused, as joinStrings refuses it). */
export function areaStrings<const S extends Table>(own: S): Joined<typeof shared & { own: S }> {
  return (joinStrings as (sections: Record<string, Table>) => unknown)({ ...shared, own }) as Joined<typeof shared & { own: S }>;
}
