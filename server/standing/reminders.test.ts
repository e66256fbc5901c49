// The reminders by e-mail, sent to a real SMTP server of the test's own (smtp-server) and read back as
// a mail client reads them (mailparser): one a standing order's day, whichever instance goes first, none
// before its moment or for a day placed or skipped, and a refusal of the mail server tried again later.
import { deliveryRulesOf } from '@shared/rules/delivery';
import { nextOccurrence, reminderText } from '@shared/rules/standingOrder';
import { DEMO_DELIVERY } from '../../mock-provider/seed/settings';
import { createLogger } from '../logging';
import { until } from '../testing';
import { MemoryStandingStore } from './processStore';
import { newStandingOrder, withOutcomeOf, type Buyer, type StandingInput } from './records';
import { Reminders, smtpMailer } from './reminders';
import { mailServer } from './testing';
import type { StandingStore } from './store';

jest.setTimeout(30_000);

/** The demo's rules: Sunday to Thursday, cutoff 14:00. */
const RULES = deliveryRulesOf(DEMO_DELIVERY);
/** A Sunday; its cutoff is Thursday 31/12 at 14:00 in Israel (12:00 UTC), its reminder a day before. */
const SUNDAY = '2027-01-03';
const BEFORE_REMINDER = new Date('2026-12-30T11:59:00Z');
const AFTER_REMINDER = new Date('2026-12-30T12:01:00Z');
const BUYER: Buyer = { userId: 2, customerId: 1001, email: 'buyer@example.com' };

function input(name: string): StandingInput {
  return {
    name,
    weekday: 0,
    everyWeeks: 1,
    startDate: SUNDAY,
    comment: '',
    lines: [
      { id: 1, itemId: 'A-1', itemDescription: 'במבה אסם', salePriceInNIS: 3.17, quantity: 12, itemPackSize: 6 },
      { id: 2, itemId: 'A-2', itemDescription: 'קפה <שחור> & "טורקי"', salePriceInNIS: 21.43, quantity: 2, itemPackSize: 1 },
    ],
  };
}

describe("the standing orders' reminders", () => {
  let smtp: Awaited<ReturnType<typeof mailServer>>;
  let mailer: ReturnType<typeof smtpMailer>;
  let store: StandingStore;
  let now: Date;
  let logs: string[];
  const reminders = () =>
    new Reminders({
      store,
      rules: async () => RULES,
      send: mailer.send,
      from: '"מחסני השרון" <no-reply@shop.example>',
      publicUrl: 'https://shop.example',
      logger: createLogger('info', { write: (line: string) => void logs.push(line) }),
      now: () => now,
    });

  beforeEach(async () => {
    smtp = await mailServer();
    mailer = smtpMailer(smtp.url);
    store = new MemoryStandingStore();
    logs = [];
  });
  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  it('sends one reminder a day from its moment on, whichever instance goes first, saying the sentence, the lines and the link', async () => {
    const kept = await store.create(BUYER, newStandingOrder(input('ירקות <טריים> & "פירות"'), BEFORE_REMINDER));
    const [a, b] = [reminders(), reminders()];
    now = BEFORE_REMINDER;
    expect(await a.tick()).toBe(0);
    expect(await b.tick()).toBe(0);
    now = AFTER_REMINDER;
    expect(await Promise.all([a.tick(), b.tick()])).toEqual(expect.arrayContaining([0, 1]));
    expect(await a.tick()).toBe(0);
    expect(await b.tick()).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const mail = smtp.received[0]!;
    const occurrence = nextOccurrence(kept, RULES, AFTER_REMINDER)!;
    expect(occurrence.deliveryDate).toBe(SUNDAY);
    const sentence = reminderText(kept.name, occurrence);
    const link = `https://shop.example/standing-orders?ready=${kept.id}`;
    expect(mail.subject).toBe('תזכורת: הזמנה קבועה לאספקה ביום א׳ 03/01');
    expect(mail.from?.text).toBe('"מחסני השרון" <no-reply@shop.example>');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : null).toBe('buyer@example.com');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(sentence).toContain('עד יום ה׳ 31/12 בשעה 14:00');
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain('במבה אסם × 12');
    expect(mail.text).toContain(`לאישור ההזמנה: ${link}`);
    const html = mail.html as string;
    expect(html).toContain('<html dir="rtl" lang="he">');
    expect(html).toContain('ירקות &#60;טריים&#62; &#38; &#34;פירות&#34;');
    expect(html).not.toContain('<טריים>');
    expect(html).toContain('<bdi>קפה &#60;שחור&#62; &#38; &#34;טורקי&#34;</bdi> × 2');
    expect(html).toContain(`<a href="${link}">לאישור ההזמנה</a>`);
    // No prices: the day's are checked when the buyer confirms.
    for (const part of [mail.text!, html]) expect(part).not.toMatch(/3\.17|21\.43|₪/);
  });

  it('sends none for a day placed or skipped, and none for a day whose cutoff has passed', async () => {
    const open = await store.create(BUYER, newStandingOrder(input('פתוחה'), BEFORE_REMINDER));
    for (const [name, outcome] of [
      ['הוזמנה', 'placed'],
      ['דולגה', 'skipped'],
    ] as const) {
      const kept = await store.create(BUYER, newStandingOrder(input(name), BEFORE_REMINDER));
      await store.change(BUYER, kept.id, (o) => withOutcomeOf(o, { deliveryDate: SUNDAY, outcome }, BEFORE_REMINDER));
    }
    now = AFTER_REMINDER;
    expect(await reminders().tick()).toBe(1);
    expect(smtp.received.map((m) => m.text)).toEqual([expect.stringContaining(`ready=${open.id}`)]);
    // Past Thursday's cutoff the Sunday can no longer be ordered for; next Sunday's reminder is not due yet.
    now = new Date('2026-12-31T12:00:00Z');
    expect(await reminders().tick()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('logs a mail the server refused, does not throw, and sends it in a later round', async () => {
    await store.create(BUYER, newStandingOrder(input('בפעם השנייה'), BEFORE_REMINDER));
    const r = reminders();
    now = AFTER_REMINDER;
    smtp.refuse = true;
    expect(await r.tick()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(logs.some((l) => l.includes('could not be sent') && l.includes('try again later'))).toBe(true);
    smtp.refuse = false;
    expect(await r.tick()).toBe(1);
    expect(await r.tick()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it('goes round by itself once started, and stops', async () => {
    await store.create(BUYER, newStandingOrder(input('לבד'), BEFORE_REMINDER));
    now = AFTER_REMINDER;
    const r = reminders();
    r.start(20);
    await until(() => smtp.received.length === 1);
    await r.stop();
    await store.create(BUYER, newStandingOrder(input('אחרי העצירה'), BEFORE_REMINDER));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});
