// The reminder of a standing order's delivery day as an e-mail: the sentence the app's banner says
// (shared/rules/standingOrder.ts `reminderText`), the lines (what and how many, no prices: the day's
// prices are checked when the buyer confirms), and the link to the ready cart. The e-mail orders
// nothing, and says so: the buyer confirms in the storefront.
import type { StandingOrder } from '@shared/contract/entities';
import { deliveryDayText, reminderText, scheduleText, type Occurrence } from '@shared/rules/standingOrder';

export interface ReminderMail {
  subject: string;
  text: string;
  html: string;
}

/** The page where the buyer confirms the ready cart of a standing order (the client's route). */
export function readyLink(publicUrl: string, id: string): string {
  return `${publicUrl}/standing-orders?ready=${encodeURIComponent(id)}`;
}

/** Text as HTML reads it: its markup characters escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CONFIRM = 'לאישור ההזמנה';
const NOTHING_ORDERED = 'ההזמנה עוד לא נשלחה: היא תישלח רק לאחר שתאשרו אותה באתר.';

/** The reminder of `occurrence` of `order`, in Hebrew, right to left. */
export function reminderMail(
  order: StandingOrder,
  occurrence: Pick<Occurrence, 'deliveryDate' | 'orderBy' | 'passedOver'>,
  publicUrl: string,
): ReminderMail {
  const sentence = reminderText(order.name, occurrence);
  const schedule = `${order.name}: ${scheduleText(order)}`;
  const passed = occurrence.passedOver.length > 0 ? `אין אספקה ב${occurrence.passedOver.map(deliveryDayText).join(', ב')}.` : null;
  const lines = order.lines.map((l) => ({ what: l.itemDescription || l.itemId, quantity: l.quantity }));
  const link = readyLink(publicUrl, order.id);
  const text = [
    sentence,
    ...(passed ? [passed] : []),
    '',
    schedule,
    ...lines.map((l) => `• ${l.what} × ${l.quantity}`),
    '',
    `${CONFIRM}: ${link}`,
    '',
    NOTHING_ORDERED,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html dir="rtl" lang="he">
<head><meta charset="utf-8"><title>${escapeHtml(sentence)}</title></head>
<body style="direction: rtl; text-align: right; font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5">
<p>${escapeHtml(sentence)}</p>
${passed ? `<p>${escapeHtml(passed)}</p>\n` : ''}<p><strong>${escapeHtml(schedule)}</strong></p>
<ul>
${lines.map((l) => `<li><bdi>${escapeHtml(l.what)}</bdi> × ${l.quantity}</li>`).join('\n')}
</ul>
<p><a href="${escapeHtml(link)}">${CONFIRM}</a></p>
<p>${escapeHtml(NOTHING_ORDERED)}</p>
</body>
</html>
`;
  return { subject: `תזכורת: הזמנה קבועה לאספקה ב${deliveryDayText(occurrence.deliveryDate)}`, text, html };
}
