import { dayOf, dayText, isDay, isWithinDays, parseTypedDay } from './orderDays';

describe('order days', () => {
  it('knows a day that exists', () => {
    expect(isDay('2026-03-01')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '2026-3-1', '01/03/2026', '', '2026-03-01T00:00:00Z']) expect(isDay(text)).toBe(false);
  });

  it("reads an instant's day in Israel, not in UTC", () => {
    // 22:30 UTC on 1 March is already 2 March in Israel (UTC+2 in winter).
    expect(dayOf('2026-03-01T22:30:00Z')).toBe('2026-03-02');
    expect(dayOf('2026-03-01T21:30:00Z')).toBe('2026-03-01');
    expect(dayOf('not a date')).toBe('');
  });

  it('keeps the days of the range, both ends included', () => {
    const at = '2026-03-05T10:00:00Z';
    expect(isWithinDays(at)).toBe(true);
    expect(isWithinDays(at, '2026-03-05', '2026-03-05')).toBe(true);
    expect(isWithinDays(at, '2026-03-06')).toBe(false);
    expect(isWithinDays(at, undefined, '2026-03-04')).toBe(false);
    expect(isWithinDays(at, '2026-03-01', '2026-03-31')).toBe(true);
    expect(isWithinDays('garbage', '2026-03-01')).toBe(false);
  });

  it('reads a day typed day first, in the usual spellings, and says what is wrong with one that is not a day', () => {
    for (const text of ['05/03/2026', '5/3/2026', ' 05.03.2026 ', '05-03-2026', '5 3 2026', '05032026']) {
      expect({ text, read: parseTypedDay(text) }).toEqual({ text, read: { day: '2026-03-05' } });
    }
    expect(parseTypedDay('29/02/2024')).toEqual({ day: '2024-02-29' });
    for (const text of ['31/02/2026', '29/02/2026', '00/03/2026', '05/13/2026', '31/04/2026', '05/03/0026']) {
      expect({ text, read: parseTypedDay(text) }).toEqual({ text, read: { problem: 'impossible' } });
    }
    for (const text of ['05/03/26', '05/03/202', '2026-03-05', 'מחר', '05/03', '5032026', '05//03/2026']) {
      expect({ text, read: parseTypedDay(text) }).toEqual({ text, read: { problem: 'format' } });
    }
    expect(parseTypedDay('  ')).toBeNull();
  });

  it('shows a day as dd/mm/yyyy', () => {
    expect(dayText('2026-03-05')).toBe('05/03/2026');
    expect(dayText('2026-02-30')).toBe('');
    expect(dayText('')).toBe('');
  });
});
