/** @jest-environment node */
import { ok, type Testbed } from '../lib/testing';
import { openSettings, savedSettings as saves } from './testing';
import { parseMinimum } from './DeliveryFormStore';

const DEMO = { Days: [0, 1, 2, 3, 4], CutoffHour: 14, NoDeliveryDates: ['2026-09-12'], MinimumOrder: 300 };

/** The provider's settings calls, its Delivery setting kept as saved. */
async function loaded(delivery: object | null = DEMO, now?: () => number) {
  let current = delivery ? [{ key: 'Delivery', value: JSON.stringify(delivery) }] : [];
  const { env, admin } = await openSettings(
    {
      'GET /WebsiteConfiguration/List': () => ok(current),
      'POST /WebsiteConfiguration/AddOrUpdate': (req) => {
        const entry = req.body as { key: string; value: string };
        current = [...current.filter((e) => e.key !== entry.key), entry];
        return ok();
      },
    },
    now,
  );
  return { env, admin, form: admin.delivery };
}

describe('the delivery tab of the site settings (DeliveryFormStore)', () => {
  let env: Testbed;
  afterEach(() => env.dispose());

  it('fills the form from the Delivery setting: days, hour, holidays day first, minimum', async () => {
    const { env: bed, form } = await loaded();
    env = bed;
    expect(form.days).toEqual([0, 1, 2, 3, 4]);
    expect(form.cutoffHour).toBe('14');
    expect(form.noDeliveryDates).toBe('12/09/2026');
    expect(form.minimumOrder).toBe('300.00');
  });

  it('starts an unset store with no days, 14:00 and no minimum, and refuses to save without a day', async () => {
    const { env: bed, admin, form } = await loaded(null);
    env = bed;
    expect([form.days, form.cutoffHour, form.noDeliveryDates, form.minimumOrder]).toEqual([[], '14', '', '0']);
    await expect(form.save()).resolves.toBe(false);
    expect(admin.sections.delivery.errors).toEqual({ days: 'יש לבחור לפחות יום אספקה אחד.' });
    expect(saves(env)).toEqual([]);
  });

  it('says which line is not a date and which amount is not one, on their fields, and saves nothing', async () => {
    const { env: bed, admin, form } = await loaded();
    env = bed;
    form.set('noDeliveryDates', '12/09/2026\n\n31/02/2027');
    form.set('minimumOrder', '-5');
    await expect(form.save()).resolves.toBe(false);
    expect(admin.sections.delivery.errors).toEqual({
      noDeliveryDates: 'שורה 3: "31/02/2027" אינו תאריך קיים בפורמט dd/mm/yyyy.',
      minimumOrder: 'יש להזין סכום בשקלים מ־0 עד 1,000,000, עד שתי ספרות אחרי הנקודה.',
    });
    expect(saves(env)).toEqual([]);
    // Typing in a field takes its message away.
    form.set('minimumOrder', '250,5');
    expect(admin.sections.delivery.errors).toEqual({ noDeliveryDates: 'שורה 3: "31/02/2027" אינו תאריך קיים בפורמט dd/mm/yyyy.' });
  });

  it('saves the days sorted, the hour, the holidays sorted once each, and the minimum in shekels; then nothing is unsaved', async () => {
    const { env: bed, admin, form } = await loaded();
    env = bed;
    expect(admin.unsaved).toBe(false);
    form.setDay(4, false);
    form.setDay(5, true);
    form.set('cutoffHour', '12');
    form.set('noDeliveryDates', '02/10/2026\n12.9.2026\n02/10/2026');
    form.set('minimumOrder', '250,5');
    expect(admin.unsaved).toBe(true);
    await expect(form.save()).resolves.toBe(true);
    expect(saves(env)).toEqual([
      {
        key: 'Delivery',
        value: JSON.stringify({
          Days: [0, 1, 2, 3, 5],
          CutoffHour: 12,
          NoDeliveryDates: ['2026-09-12', '2026-10-02'],
          MinimumOrder: 250.5,
        }),
      },
    ]);
    expect(admin.sections.delivery.message).toEqual({ tone: 'success', text: 'ההגדרות נשמרו בהצלחה. האתר כבר מציג את השינוי.' });
    expect(admin.unsaved).toBe(false);
  });

  it('counts an edit undone as nothing unsaved, and the same dates in another spelling too', async () => {
    const { env: bed, admin, form } = await loaded();
    env = bed;
    form.setDay(2, false);
    expect(admin.unsaved).toBe(true);
    form.setDay(2, true);
    expect(admin.unsaved).toBe(false);
    form.set('noDeliveryDates', ' 12.9.2026 \n');
    expect(admin.unsaved).toBe(false);
    form.set('minimumOrder', '300');
    expect(admin.unsaved).toBe(false);
    form.set('minimumOrder', '299.99');
    expect(admin.unsaved).toBe(true);
  });

  it('reads a minimum typed in shekels, with a dot or a comma', () => {
    expect(parseMinimum('300')).toBe(300);
    expect(parseMinimum(' 120,50 ')).toBe(120.5);
    for (const bad of ['', '-1', '1.234', 'שלוש מאות', '2000000']) expect(parseMinimum(bad)).toBeNull();
  });
});

describe('the holiday calendar of the delivery tab', () => {
  let env: Testbed;
  afterEach(() => env.dispose());
  // Sunday 30 August 2026, in Israel: the year 5787 lies ahead.
  const AUGUST = () => Date.parse('2026-08-30T09:00:00Z');

  it("proposes the next twelve months' holidays from the Hebrew calendar, none confirmed by a setting without a calendar", async () => {
    const { env: bed, form } = await loaded(DEMO, AUGUST);
    env = bed;
    expect(form.proposals.map((h) => `${h.holiday} ${h.date}`)).toEqual([
      'roshHashana 2026-09-12',
      'yomKippur 2026-09-21',
      'sukkot 2026-09-26',
      'sheminiAtzeret 2026-10-03',
      'pesach 2027-04-22',
      'pesachSeventh 2027-04-28',
      'yomHaatzmaut 2027-05-12',
      'shavuot 2027-06-11',
    ]);
    expect(form.confirmed.size).toBe(0);
  });

  it('saves the confirmed holidays with their eves and Chol HaMoed and the rule of each kind of day; reads them back as confirmed', async () => {
    const { env: bed, admin, form } = await loaded(DEMO, AUGUST);
    env = bed;
    form.confirm('5787 yomKippur', true);
    form.confirm('5787 pesach', true);
    form.setRule('eve', { cutoffHour: '11' });
    form.setRule('cholHamoed', { deliver: false });
    expect(admin.unsaved).toBe(true);
    await expect(form.save()).resolves.toBe(true);
    const saved = JSON.parse((saves(env)[0] as { value: string }).value);
    expect(saved).toMatchObject({ ...DEMO, Eve: { Deliver: true, CutoffHour: 11 }, CholHamoed: { Deliver: false, CutoffHour: null } });
    expect(saved.Calendar.map((d: { Date: string; Kind: string }) => `${d.Date} ${d.Kind}`)).toEqual([
      '2026-09-20 eve',
      '2026-09-21 holiday',
      '2027-04-21 eve',
      '2027-04-22 holiday',
      '2027-04-23 cholHamoed',
      '2027-04-24 cholHamoed',
      '2027-04-25 cholHamoed',
      '2027-04-26 cholHamoed',
    ]);
    expect(admin.unsaved).toBe(false);
    // Dropping one is a change; confirming it again is none.
    form.confirm('5787 pesach', false);
    expect(admin.unsaved).toBe(true);
    form.confirm('5787 pesach', true);
    expect(admin.unsaved).toBe(false);
  });

  it('keeps confirmed days beyond the twelve months as they were, and saves no calendar for a store that confirms none', async () => {
    const later = { Date: '2028-04-10', Kind: 'holiday', Holiday: 'pesach' };
    const { env: bed, form } = await loaded({ ...DEMO, Calendar: [later], Eve: { Deliver: false, CutoffHour: null } }, AUGUST);
    env = bed;
    expect(form.eve).toEqual({ deliver: false, cutoffHour: '' });
    form.confirmAll();
    expect(form.confirmed.size).toBe(8);
    await expect(form.save()).resolves.toBe(true);
    const saved = JSON.parse((saves(env)[0] as { value: string }).value);
    expect(saved.Calendar.at(-1)).toEqual(later);
    expect(saved.Calendar.filter((d: { Kind: string }) => d.Kind === 'holiday')).toHaveLength(10);

    const { env: none, form: plain } = await loaded(DEMO, AUGUST);
    await expect(plain.save()).resolves.toBe(true);
    expect(JSON.parse((saves(none)[0] as { value: string }).value)).toEqual(DEMO);
    none.dispose();
  });

  it('shows a holiday under way as confirmed when any of its days is saved, and a save keeps its days to come', async () => {
    const chol = ['2027-04-24', '2027-04-25', '2027-04-26'].map((Date) => ({ Date, Kind: 'cholHamoed', Holiday: 'pesach' }));
    // Saturday 24/04/2027, in Pesach's Chol HaMoed.
    const { env: bed, admin, form } = await loaded({ ...DEMO, Calendar: chol }, () => Date.parse('2027-04-24T09:00:00Z'));
    env = bed;
    expect([...form.confirmed]).toContain('5787 pesach');
    expect(admin.unsaved).toBe(false);
    form.set('minimumOrder', '250');
    await expect(form.save()).resolves.toBe(true);
    const saved = JSON.parse((saves(env)[0] as { value: string }).value) as { Calendar: Array<{ Date: string }> };
    expect(saved.Calendar.map((d) => d.Date)).toEqual(expect.arrayContaining(chol.map((d) => d.Date)));
  });
});
