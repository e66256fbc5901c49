// A feature's own string table: its strings.ts joined with what several features show
// (client/i18n/common.ts), flat as the product's table is (he.cartTitle). A feature's files read this
// table (client/features/<feature>/he.ts), never the product's, so a string of another feature is
// not in it: reading one is an import of that feature's index, which the eslint zones see.
import { common, validation } from './common';
import { joinStrings, type Joined } from './strings';

type Table = Readonly<Record<string, unknown>>;

/** The common sections, as every feature's table holds them. */
const commonSections = { common, validation: { validation } } as const;

/** A feature's strings joined with the common ones (a key both define is refused, as joinStrings refuses it). */
export function featureStrings<const S extends Table>(own: S): Joined<typeof commonSections & { own: S }> {
  return (joinStrings as (sections: Record<string, Table>) => unknown)({ ...commonSections, own }) as Joined<
    typeof commonSections & { own: S }
  >;
}

/** The Hebrew text of a validation message key (the key itself when it has none). */
export function validationText(key: string | undefined): string {
  if (!key) return '';
  return (validation as Record<string, string>)[key] ?? key;
}
