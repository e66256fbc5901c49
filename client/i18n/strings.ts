// The one way the product's strings are joined (docs/architecture.md): each feature keeps its Hebrew
// strings beside its screens in a strings.ts of its own (client/features/<feature>/strings.ts, a
// back-office area's client/backoffice/<area>/strings.ts), what several use sits in client/i18n, and
// joinStrings makes them one table. A key two tables define is refused: at compile time (the joined
// type is `never`, so every use of the table fails to compile) and when the table is built (an Error
// naming the key and its tables), so a later table never silently replaces an earlier one's text.

type Table = Readonly<Record<string, unknown>>;

/** The keys a section shares with any other section of S. */
type Clash<S extends Record<string, Table>> = {
  [K in keyof S]: keyof S[K] & { [J in Exclude<keyof S, K>]: keyof S[J] }[Exclude<keyof S, K>];
}[keyof S];

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The sections merged into one table. */
export type Joined<S extends Record<string, Table>> = Intersection<S[keyof S]>;

/**
 * Joins named string sections into one table, the sections' names only saying who defined a key.
 * Two sections that define one key do not compile (the argument's type asks for the clash's name),
 * and throw an Error naming the key and both sections when the table is built.
 */
export function joinStrings<const S extends Record<string, Table>>(
  sections: S & ([Clash<S>] extends [never] ? unknown : { clash: Clash<S> }),
): Joined<S> {
  const joined: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const [name, table] of Object.entries(sections as S)) {
    for (const [key, text] of Object.entries(table)) {
      const earlier = owner.get(key);
      if (earlier !== undefined) throw new Error(`The string "${key}" is defined by both ${earlier} and ${name}`);
      owner.set(key, name);
      joined[key] = text;
    }
  }
  return joined as Joined<S>;
}
