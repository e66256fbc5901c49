// The address of an order's confirmation (the thank-you page), from what Order/Create responded.
import type { OrderCreated } from '@shared/contract/entities';

export function thankYouPath(created: OrderCreated, changed = false, standing: string | null = null): string {
  const query = new URLSearchParams({ orderNumber: String(created.orderNumber), documentLink: created.documentLink });
  // A change of a placed order: the page says the order was updated.
  if (changed) query.set('changed', '1');
  // A standing order's day: the page names the standing order.
  if (standing) query.set('standing', standing);
  return `/thank-you?${query.toString()}`;
}
