// A provider's optional capabilities: operations beyond the seed's contract that a provider may offer
// (each marked `x-capability` in the OpenAPI document). A provider says which it offers at
// GET /Capabilities, itself optional: one without it (404) offers none. The storefront's server reads
// it and keeps it for a while (server/capabilities.ts); the storefront shows a capability's screens
// and controls only when the provider offers it.

/**
 * `order-status`: each order's status and its changes, the delivery day asked for, an administrator
 * moves an order along.
 * `order-change`: until the cutoff of its delivery day a buyer changes a placed order (its lines and
 * comment), checked again as a whole; each order says until when it may be changed.
 */
export const CAPABILITIES = ['order-status', 'order-change'] as const;

export type Capability = (typeof CAPABILITIES)[number];

/** Whether a value names a capability this storefront knows (a provider may list others: they are ignored). */
export const isCapability = (value: unknown): value is Capability => (CAPABILITIES as readonly unknown[]).includes(value);

/** The capabilities a list offers that this storefront knows, each once, in the storefront's order. */
export function knownCapabilities(listed: readonly unknown[]): Capability[] {
  return CAPABILITIES.filter((c) => listed.includes(c));
}

/**
 * MOCK_CAPABILITIES as written: 'all' (or nothing) for every capability, 'none' for none, else names
 * parted by commas. Throws an Error saying what is wrong for anything else.
 */
export function parseCapabilityList(raw: string | undefined): Capability[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'all') return [...CAPABILITIES];
  if (value === 'none') return [];
  const names = value.split(',').map((n) => n.trim());
  const unknown = names.filter((n) => !isCapability(n));
  if (unknown.length > 0 || names.some((n) => n === ''))
    throw new Error(`must be 'all', 'none' or a list of ${CAPABILITIES.join(', ')}; got '${value.slice(0, 80)}'`);
  return knownCapabilities(names);
}
