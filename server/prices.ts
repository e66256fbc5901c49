// Prices never leave the server for a visitor (issue 16), whatever the provider does: in proxy mode,
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

/** `value` with every price field removed, at any depth; the same value when it has none. */
export function withoutPrices(value: unknown, depth = 0): unknown {
  // Provider answers are shallow; a deeper document is not walked further (and is not a catalogue answer).
  if (depth > 64 || typeof value !== 'object' || value === null) return value;
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
 * otherwise; null when it is not JSON (a visitor then gets no answer from it, never one unread).
 */
export function stripPrices(body: Buffer): Buffer | null {
  let parsed: unknown;
  try {
    // A byte-order mark before the JSON is still JSON.
    parsed = JSON.parse(body.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    return null;
  }
  const stripped = withoutPrices(parsed);
  return stripped === parsed ? body : Buffer.from(JSON.stringify(stripped));
}
