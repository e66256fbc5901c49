import { formatAgorot, formatDate, formatShekels, formatTime } from './format';

describe('formatShekels', () => {
  it('shows two decimals and the shekel sign', () => {
    expect(formatShekels(12.5)).toBe('12.50 ₪');
    expect(formatShekels(0)).toBe('0.00 ₪');
    expect(formatShekels(1234567.891)).toBe('1,234,567.89 ₪');
    expect(formatShekels(-3.2)).toBe('-3.20 ₪');
  });
  it('does not show float noise', () => {
    expect(formatShekels(0.1 + 0.2)).toBe('0.30 ₪');
  });
  it('formats agorot', () => {
    expect(formatAgorot(3890)).toBe('38.90 ₪');
    expect(formatAgorot(5)).toBe('0.05 ₪');
  });
  it('gives an empty string for what is not a number', () => {
    expect(formatShekels(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('is dd/mm/yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z')).toBe('05/03/2026');
  });
  it('uses Israel time: late evening UTC is already the next day', () => {
    expect(formatDate('2026-11-20T23:30:00Z')).toBe('21/11/2026');
  });
  it('accepts a Date and an epoch number, and gives "" for an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2025, 0, 31, 8)))).toBe('31/01/2025');
    expect(formatDate(Date.UTC(2025, 11, 1, 8))).toBe('01/12/2025');
    expect(formatDate('nonsense')).toBe('');
  });
});

describe('formatTime', () => {
  it('is HH:MM on the 24-hour clock in Israel time, summer and winter', () => {
    expect(formatTime('2026-07-05T10:07:00Z')).toBe('13:07');
    expect(formatTime('2026-11-20T22:30:00Z')).toBe('00:30');
    expect(formatTime('2026-01-20T15:45:00Z')).toBe('17:45');
  });
  it('gives "" for an invalid date', () => {
    expect(formatTime('nonsense')).toBe('');
  });
});
