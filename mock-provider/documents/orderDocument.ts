// The printable order document: a Hebrew right-to-left page, as an accounting system would issue.
import { formatDate, formatShekels, formatTime } from '@shared/format';
import { readRequestedDate, REQUESTED_DATE_LABEL, withRequestedDate } from '@shared/rules/delivery';
import type { OrderRecord } from '../store/types';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the page shows besides the order itself. */
export interface DocumentContext {
  customer: { firstName: string; lastName: string; phone: string; email: string };
  seller: { name: string; phone: string; email: string; address: string; logoUrl: string };
}

/**
 * The tab icon: the seller's logo, or an empty icon, so the browser does not ask for a
 * /favicon.ico that the provider does not serve.
 */
const icon = (logoUrl: string) => `<link rel="icon" href="${logoUrl ? escape(logoUrl) : 'data:,'}">`;

/** A day (YYYY-MM-DD) as the document writes dates: 27/11/2026. */
const formatDay = (day: string) => day.split('-').reverse().join('/');

/** The HTML of an order's document. */
export function renderOrderDocument(order: OrderRecord, ctx: DocumentContext): string {
  const rows = order.lines
    .map(
      (l, i) =>
        `<tr><td>${i + 1}</td><td>${escape(l.itemId)}</td><td>${escape(l.productName)}</td>` +
        `<td class="num">${l.quantity}</td><td class="num">${formatShekels(l.unitPrice)}</td>` +
        `<td class="num">${formatShekels((Math.round(l.unitPrice * 100) * l.quantity) / 100)}</td></tr>`,
    )
    .join('');
  const { seller, customer } = ctx;
  // The delivery day the buyer asked for is a field of its own, the rest of the comment with its line breaks.
  const requested = readRequestedDate(order.comment);
  const comment = withRequestedDate(order.comment, null);
  return `<!doctype html>
<html lang="he" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>הזמנה ${order.orderNumber} – ${escape(seller.name)}</title>
${icon(seller.logoUrl)}
<style>
body{font-family:Heebo,Arial,'Liberation Sans',sans-serif;color:#1f2a1a;margin:0;background:#f4f5f1}
main{max-width:860px;margin:24px auto;background:#fff;padding:32px;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
header{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #708D57;padding-block-end:16px}
header img{height:56px}
h1{font-size:1.5rem;margin:0;color:#4b6238}
.meta{display:grid;grid-template-columns:1fr 1fr;gap:8px 32px;margin-block:24px}
.meta div>span:first-child{color:#5b6553;display:block;font-size:.85rem}
table{width:100%;border-collapse:collapse;margin-block:16px}
th,td{padding:8px;border-bottom:1px solid #e2e5dc;text-align:start}
th{background:#eef2e9}
.num{text-align:end;white-space:nowrap;direction:ltr}
.totals{margin-inline-start:auto;width:min(320px,100%)}
.totals td{border:none}
.totals tr.total td{font-weight:700;border-top:2px solid #708D57}
footer{margin-block-start:24px;color:#5b6553;font-size:.85rem}
.lines{overflow-x:auto}
.ltr{direction:ltr;unicode-bidi:isolate}
.comment{grid-column:1/-1;white-space:pre-line;overflow-wrap:anywhere}
@media (max-width:600px){main{margin:0;padding:16px;border-radius:0;box-shadow:none}.meta{grid-template-columns:1fr}th,td{padding:6px 4px;font-size:.9rem}header img{height:44px}}
@media print{body{background:#fff}main{box-shadow:none;margin:0;max-width:none}}
</style></head>
<body><main>
<header><div><h1>הזמנה מס' ${order.orderNumber}</h1><div>${escape(seller.name)}</div></div>${seller.logoUrl ? `<img src="${escape(seller.logoUrl)}" alt="${escape(seller.name)}">` : ''}</header>
<section class="meta">
<div><span>תאריך</span>${formatDate(order.orderDate)}</div>
${order.changedAt ? `<div class="changed"><span>עודכנה</span>${formatDate(order.changedAt)} ${formatTime(order.changedAt)}</div>` : ''}
<div><span>מספר לקוח</span>${order.customerId}</div>
<div><span>לקוח</span>${escape(customer.lastName)}${customer.firstName ? ` (${escape(customer.firstName)})` : ''}</div>
<div><span>טלפון / אימייל</span><span class="ltr">${escape(customer.phone)}</span> · ${escape(customer.email)}</div>
${requested ? `<div><span>${REQUESTED_DATE_LABEL}</span>${formatDay(requested)}</div>` : ''}
${comment ? `<div class="comment"><span>הערה</span>${escape(comment)}</div>` : ''}
</section>
<div class="lines"><table><thead><tr><th>#</th><th>קוד פריט</th><th>תיאור</th><th class="num">כמות</th><th class="num">מחיר ליחידה</th><th class="num">סה"כ</th></tr></thead><tbody>${rows}</tbody></table></div>
<table class="totals"><tbody>
<tr><td>סה"כ לפני מע"מ</td><td class="num">${formatShekels(order.totalPriceBeforeVat)}</td></tr>
<tr><td>מע"מ ${order.vatPercent}%</td><td class="num">${formatShekels(order.vatSum)}</td></tr>
<tr class="total"><td>סה"כ לתשלום</td><td class="num">${formatShekels(order.totalPrice)}</td></tr>
</tbody></table>
<footer>${escape(seller.name)} · ${escape(seller.address)} · <span class="ltr">${escape(seller.phone)}</span> · ${escape(seller.email)}</footer>
</main></body></html>`;
}

/** The page for a link that opens no order. */
export function renderMissingDocument(): string {
  return `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>המסמך לא נמצא</title>${icon('')}</head>
<body style="font-family:Heebo,Arial,sans-serif;text-align:center;padding:48px"><h1>המסמך לא נמצא</h1><p>הקישור אינו תקף.</p></body></html>`;
}
