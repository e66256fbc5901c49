// Prices never leave the server for a visitor (docs/architecture.md §3.3), whatever the provider does: in proxy mode,
// every JSON answer to a call without a token has its price fields removed before it is sent, so a
// real provider that forgets to hide them leaks nothing. A price field is any property whose name
// speaks of a price (salePriceInNIS, price, prices, basePrice...) holding an amount or a list or
// record of amounts; the flags about prices (isPriceOnRequest, isPriceChanged) stay: they are not prices.

/** A property name that speaks of a price (not a flag about one). */
const PRICE_NAME = /price/i;
const FLAG_NAME = /^(is|has)[A-Z]/;

/** Whether `value` may be an amount or hold amounts (a list or record of them): anything but a yes/no. */
function isPriceValue(value: unknown): boolean {
  return typeof value !== 'boolean';
}

/** The deepest a provider's answer may nest objects and lists (its answers are shallow: a catalogue item is 4 deep). */
export const MAX_ANSWER_DEPTH = 64;

/** An answer nested deeper than MAX_ANSWER_DEPTH: not walked, so never sent to a visitor. */
export class TooDeep extends Error {
  constructor() {
    super(`the answer nests deeper than ${MAX_ANSWER_DEPTH} levels`);
  }
}

/**
 * `value` with every price field removed, at any depth; the same value when it has none. Throws
 * TooDeep for a document nested deeper than MAX_ANSWER_DEPTH, which it does not walk to the end.
 */
export function withoutPrices(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_ANSWER_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const next = withoutPrices(v, depth + 1);
      if (next !== v) changed = true;
      return next;
    });
    return changed ? out : value;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (PRICE_NAME.test(key) && !FLAG_NAME.test(key) && isPriceValue(v)) {
      changed = true;
      continue;
    }
    const next = withoutPrices(v, depth + 1);
    if (next !== v) changed = true;
    out[key] = next;
  }
  return changed ? out : value;
}

/**
 * A JSON answer's body without its price fields: the same buffer when it had none, a new one
 * otherwise; null when it is not JSON, or nests too deep to be walked whole (a visitor then gets no
 * answer from it, never one unread).
 */
export function stripPrices(body: Buffer): Buffer | null {
  let parsed: unknown;
  let stripped: unknown;
  try {
    // A byte-order mark before the JSON is still JSON.
    parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
    stripped = withoutPrices(parsed);
  } catch {
    return null;
  }
  return stripped === parsed ? body : Buffer.from(JSON.stringify(stripped));
}
