// The text of an order or of the cart sent on (docs/product.md §5.9), and the links that carry it:
// WhatsApp's click-to-chat (https://wa.me/?text=) and mailto: (RFC 6068). Pure functions: the
// screen gives the order or the lines, these give the text and the links.
//
// Right to left: every value put into the Hebrew text (a number, a price, a date, a name, a code that
// may be Latin) is set between two right-to-left marks (U+200F), so a reader's app never moves a
// number or a Latin code to the other end of its line, nor takes the line for a left-to-right one.
//
// Length: a link holds at most MAX_SHARE_URL characters (Hebrew takes six per letter once encoded).
// An order too long for one keeps its heading and its total and as many lines as fit, then says how
// many more there are; the device's own share sheet (Web Share) sends the whole text, which has no
// such limit.
import { formatDate, formatShekels, formatTime } from '@shared/format';
import { withRequestedDate } from '@shared/rules/delivery';
import { strings as t } from './strings';

/** Right-to-left mark. */
export const RLM = '\u200F';

/**
 * The longest link made: well under the 8 KB request line that servers take (wa.me sends the text
 * on to WhatsApp in a redirect) and what mail apps take from a mailto: link.
 */
export const MAX_SHARE_URL = 6000;

/** A value set in Hebrew text: kept in its place between right-to-left marks. */
export const rtl = (value: string | number): string => `${RLM}${value}${RLM}`;

/** What an order's message needs of it. */
export interface ShareOrder {
  orderNumber: number;
  /** ISO 8601 instant. */
  orderDate: string;
  /** With VAT. */
  totalPrice: number;
  orderItems: ReadonlyArray<{ productName: string; quantity: number; unitPrice: number }>;
  /** The order's comment as placed (a requested day's line in it is said as the delivery day, not repeated). */
  comment?: string;
  /** The delivery day as the app says it ('יום ה׳ 27/11'), when known. */
  deliveryDay?: string | null;
}

/** What the cart's list needs of a line. */
export interface ShareCartLine {
  itemId: string;
  itemDescription: string;
  quantity: number;
}

/** A message and the links that carry it (each with as many lines as fit), and what each link left out. */
export interface ShareLinks {
  /** The whole message (for the share sheet). */
  text: string;
  subject: string;
  whatsapp: string;
  mail: string;
  /** Lines the WhatsApp link left out (0 when it holds them all). */
  omittedWhatsapp: number;
  /** Lines the mail link left out. */
  omittedMail: number;
}

/** The click-to-chat link of a text (no number: the sender picks the chat). */
export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/** A mailto: link with a subject and a body; lines end in CRLF, as RFC 6068 asks. */
export function mailHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`;
}

/**
 * The comment's lines in a message: the first after 'הערה:', each between right-to-left marks (a line
 * that begins in Latin letters or digits would else be read left to right), blank lines and the
 * requested day's line (said as the delivery day) left out.
 */
function commentLines(comment: string): string[] {
  const lines = withRequestedDate(comment, null)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return lines.map((line, i) => (i === 0 ? t.msgOrderComment(rtl(line)) : rtl(line)));
}

/** An order's message, with its first `shown` lines (all by default) and how many more there are. */
export function orderText(order: ShareOrder, store: string, shown = order.orderItems.length): string {
  const lines = order.orderItems
    .slice(0, shown)
    .map((l) => t.msgOrderLine(rtl(l.productName), rtl(l.quantity), rtl(formatShekels(l.unitPrice))));
  const more = order.orderItems.length - lines.length;
  return [
    t.msgOrderTitle(rtl(order.orderNumber), store),
    // The day and the time it came in (Israel's), as every screen and export of the order says them.
    t.msgOrderDate(rtl(`${formatDate(order.orderDate)} ${formatTime(order.orderDate)}`)),
    ...(order.deliveryDay ? [t.msgOrderDelivery(rtl(order.deliveryDay))] : []),
    ...commentLines(order.comment ?? ''),
    '',
    ...lines,
    ...(more > 0 ? [t.msgOrderMore(rtl(more))] : []),
    '',
    t.msgOrderTotal(rtl(formatShekels(order.totalPrice))),
  ].join('\n');
}

/**
 * The cart as a list quick order reads back whole (docs/product.md §5.7): a heading quick order skips,
 * then one line per item: its code, its name and its quantity in units. With its first `shown` lines.
 */
export function cartText(lines: readonly ShareCartLine[], store: string, shown = lines.length): string {
  const head = shown < lines.length ? t.msgCartTitleShort(store) : t.msgCartTitle(store);
  return [head, ...lines.slice(0, shown).map((l) => t.msgCartLine(rtl(l.itemId), rtl(l.itemDescription), rtl(l.quantity)))].join('\n');
}

/** The link of the most lines (from `count` down) whose text fits MAX_SHARE_URL, and how many it left out. */
export function fitLink(count: number, text: (shown: number) => string, href: (text: string) => string): { href: string; omitted: number } {
  // Each line lengthens the link: the longest that fits is found by halving.
  let low = 0;
  let high = count;
  if (href(text(count)).length <= MAX_SHARE_URL) return { href: href(text(count)), omitted: 0 };
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (href(text(mid)).length <= MAX_SHARE_URL) low = mid;
    else high = mid - 1;
  }
  return { href: href(text(low)), omitted: count - low };
}

/** An order's message and its links. */
export function orderShare(order: ShareOrder, store: string): ShareLinks {
  const subject = t.msgOrderTitle(rtl(order.orderNumber), store);
  const text = (shown: number) => orderText(order, store, shown);
  const count = order.orderItems.length;
  const whatsapp = fitLink(count, text, whatsappHref);
  const mail = fitLink(count, text, (body) => mailHref(subject, body));
  return {
    text: text(count),
    subject,
    whatsapp: whatsapp.href,
    mail: mail.href,
    omittedWhatsapp: whatsapp.omitted,
    omittedMail: mail.omitted,
  };
}

/** The cart's list and its links. */
export function cartShare(lines: readonly ShareCartLine[], store: string): ShareLinks {
  const subject = t.msgCartSubject(store);
  const text = (shown: number) => cartText(lines, store, shown);
  const whatsapp = fitLink(lines.length, text, whatsappHref);
  const mail = fitLink(lines.length, text, (body) => mailHref(subject, body));
  return {
    text: text(lines.length),
    subject,
    whatsapp: whatsapp.href,
    mail: mail.href,
    omittedWhatsapp: whatsapp.omitted,
    omittedMail: mail.omitted,
  };
}
