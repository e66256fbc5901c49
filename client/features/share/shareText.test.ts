import fc from 'fast-check';
import { indexItems, normalizeCode, type QuickItem } from '@shared/rules/itemCode';
import { parseQuickOrder, resolveQuickOrder } from '@shared/rules/quickOrder';
import { cartShare, cartText, mailHref, MAX_SHARE_URL, orderShare, orderText, RLM, whatsappHref, type ShareOrder } from './shareText';

const STORE = 'מחסני השרון';
const R = RLM;

const order: ShareOrder = {
  orderNumber: 1042,
  orderDate: '2026-11-26T08:30:00Z',
  totalPrice: 1234.5,
  orderItems: [
    { productName: 'במבה בוטנים 80 גרם', quantity: 24, unitPrice: 3.9 },
    { productName: 'Coca-Cola Zero 1.5L', quantity: 6, unitPrice: 1204.1 },
  ],
};

const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

describe("an order's message", () => {
  it('reads the number, the date, each line (name, quantity, price) and the total in Hebrew, every value between right-to-left marks', () => {
    expect(orderText(order, STORE)).toBe(
      [
        `הזמנה מס׳ ${R}1042${R} – מחסני השרון`,
        `תאריך: ${R}26/11/2026 10:30${R}`,
        '',
        `• ${R}במבה בוטנים 80 גרם${R}: ${R}24${R} יח׳ × ${R}3.90 ₪${R}`,
        `• ${R}Coca-Cola Zero 1.5L${R}: ${R}6${R} יח׳ × ${R}1,204.10 ₪${R}`,
        '',
        `סה״כ כולל מע״מ: ${R}1,234.50 ₪${R}`,
      ].join('\n'),
    );
  });

  it('says the delivery day and the comment under the date, the comment with its own lines (each right to left, no blank ones) and without the requested day repeated', () => {
    const withDay: ShareOrder = {
      ...order,
      comment: 'לפרוק בכניסה האחורית\n\n08:00 עד 10:00\nתאריך אספקה מבוקש: 02/12/2026',
      deliveryDay: 'יום ד׳ 02/12',
    };
    expect(orderText(withDay, STORE).split('\n').slice(0, 6)).toEqual([
      `הזמנה מס׳ ${R}1042${R} – מחסני השרון`,
      `תאריך: ${R}26/11/2026 10:30${R}`,
      `יום אספקה: ${R}יום ד׳ 02/12${R}`,
      `הערה: ${R}לפרוק בכניסה האחורית${R}`,
      // Each line kept right to left (this one begins with digits), a blank one left out.
      `${R}08:00 עד 10:00${R}`,
      '',
    ]);
    // A comment that is only the requested day's line says nothing more; no day known, no day line.
    const onlyDay = orderText({ ...order, comment: 'תאריך אספקה מבוקש: 02/12/2026', deliveryDay: null }, STORE);
    expect(onlyDay).toBe(orderText(order, STORE));
    expect(new URL(orderShare(withDay, STORE).whatsapp).searchParams.get('text')).toContain('יום אספקה');
  });

  it('goes into a wa.me link encoded whole: no space, line break or mark left raw, the text read back as it was', () => {
    const links = orderShare(order, STORE);
    expect(links.whatsapp.startsWith('https://wa.me/?text=')).toBe(true);
    expect(links.whatsapp).not.toMatch(/[\s\u200F]/);
    expect(links.whatsapp).toContain('%E2%80%8F'); // U+200F, encoded
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(orderText(order, STORE));
    expect(links.omittedWhatsapp).toBe(0);
  });

  it('goes into a mailto: link with its subject, and a body whose lines end in CRLF', () => {
    const links = orderShare(order, STORE);
    expect(links.mail).toBe(mailHref(links.subject, links.text));
    expect(links.mail.startsWith('mailto:?subject=')).toBe(true);
    const url = new URL(links.mail);
    expect(url.searchParams.get('subject')).toBe(`הזמנה מס׳ ${R}1042${R} – מחסני השרון`);
    expect(url.searchParams.get('body')).toBe(orderText(order, STORE).replace(/\n/g, '\r\n'));
    expect(links.mail).toContain('%0D%0A');
    expect(links.mail).not.toContain('+');
  });

  it(`keeps a long order's links within ${MAX_SHARE_URL} characters: its heading, as many lines as fit, how many more, and its total`, () => {
    const long: ShareOrder = {
      ...order,
      orderItems: Array.from({ length: 300 }, (_, i) => ({
        productName: `חטיף תירס בטעם גבינה מספר ${i + 1}`,
        quantity: 12,
        unitPrice: 4.5,
      })),
    };
    const links = orderShare(long, STORE);
    for (const href of [links.whatsapp, links.mail]) expect(href.length).toBeLessThanOrEqual(MAX_SHARE_URL);
    expect(links.omittedWhatsapp).toBeGreaterThan(0);
    const sent = textOf(links.whatsapp);
    const shown = sent.split('\n').filter((l) => l.includes('חטיף')).length;
    expect(shown).toBe(300 - links.omittedWhatsapp);
    expect(sent).toContain(`• ועוד ${R}${links.omittedWhatsapp}${R} פריטים`);
    expect(sent.split('\n').at(-1)).toBe(`סה״כ כולל מע״מ: ${R}1,234.50 ₪${R}`);
    // One line more would not have fitted.
    expect(whatsappHref(orderText(long, STORE, shown + 1)).length).toBeGreaterThan(MAX_SHARE_URL);
    // The share sheet's text is the whole order.
    expect(links.text.split('\n').filter((l) => l.includes('חטיף'))).toHaveLength(300);
  });
});

describe("the cart's list, pasted into quick order", () => {
  let nextId = 1;
  const item = (itemDescription: string, minOrderQuantity: number, itemId = String(200000 + nextId)): QuickItem => ({
    id: nextId++,
    itemId,
    catalogNumber: String(7290000100000 + nextId),
    itemDescription,
    pictureUrl: '',
    salePriceInNIS: 5,
    isAvailable: true,
    minOrderQuantity,
  });
  const catalogue = [
    item('במבה בוטנים 80 גרם – שמש', 24),
    item('סוללות AA מארז 4 יח׳', 10, 'BAT-AA4'),
    item('מים מינרליים 1.5 ליטר x6', 6),
    item('Nescafe Gold 200g', 12, 'NES200'),
    item('שקיות אשפה 50 יחידות', 1),
    item('מגבונים לחים 72', 3),
  ];
  const index = indexItems(catalogue);
  const read = (text: string) =>
    resolveQuickOrder(
      parseQuickOrder(text, (t) => index.has(normalizeCode(t))),
      index,
    );
  const line = (i: QuickItem, packs: number) => ({
    itemId: i.itemId,
    itemDescription: i.itemDescription,
    quantity: i.minOrderQuantity * packs,
  });

  it('is a heading quick order skips, then one line per item: code, name and quantity in units', () => {
    expect(cartText([line(catalogue[1]!, 2)], STORE)).toBe(
      `רשימת פריטים ממחסני השרון, להדבקה בהזמנה מהירה:\n${R}BAT-AA4${R} | ${R}סוללות AA מארז 4 יח׳${R} | ${R}20${R} יח׳`,
    );
  });

  it('is read back whole from the WhatsApp message: every item found, with its quantity', () => {
    const lines = catalogue.map((i, n) => line(i, n + 1));
    const rows = read(textOf(cartShare(lines, STORE).whatsapp));
    expect(rows.map((r) => [r.status, r.item?.itemId, r.cartQuantity])).toEqual(lines.map((l) => ['found', l.itemId, l.quantity]));
  });

  it('is read back whole for any cart (any items, any whole packs), from the mail body too', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: catalogue.length - 1 }), { minLength: 1, maxLength: catalogue.length }),
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: catalogue.length, maxLength: catalogue.length }),
        (picked, packs) => {
          const lines = picked.map((i) => line(catalogue[i]!, packs[i]!));
          const body = new URL(cartShare(lines, STORE).mail).searchParams.get('body')!;
          const rows = read(body);
          expect(rows.map((r) => [r.status, r.item?.itemId, r.cartQuantity])).toEqual(lines.map((l) => ['found', l.itemId, l.quantity]));
        },
      ),
    );
  });

  it('cut to fit a link, still reads back every line it holds, and its heading says it is part of the list', () => {
    const many = Array.from({ length: 400 }, (_, n) => line(catalogue[n % catalogue.length]!, 1));
    const links = cartShare(many, STORE);
    expect(links.whatsapp.length).toBeLessThanOrEqual(MAX_SHARE_URL);
    expect(links.omittedWhatsapp).toBeGreaterThan(0);
    const text = textOf(links.whatsapp);
    expect(text.split('\n')[0]).toContain('חלק מהרשימה');
    // Every line the message holds is a row, found (repeated items merge into their first row).
    const rows = read(text);
    expect(rows).toHaveLength(400 - links.omittedWhatsapp);
    expect(rows.every((r) => r.status === 'found' || r.status === 'duplicate')).toBe(true);
  });
});
