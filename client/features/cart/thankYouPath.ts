// The address of an order's confirmation (the thank-you page), from what Order/Create responded.
import type { OrderCreated } from '@shared/contract/entities';

export function thankYouPath(created: OrderCreated): string {
  const query = new URLSearchParams({ orderNumber: String(created.orderNumber), documentLink: created.documentLink });
  return `/thank-you?${query.toString()}`;
}
