// A price cell as Excel writes it: the forms taken, the forms refused and why.
import { Msg } from '@shared/validation/messages';
import { validationText } from '../../../i18n/he';
import { readPriceCell, unescapeFormula } from './priceCell';
import { boPriceCsv as t } from './strings';

describe('readPriceCell', () => {
  it.each([
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['  7 ', 7],
    ['12,50', 12.5],
    ['12,5', 12.5],
    ['₪ 12.50', 12.5],
    ['12.50 ₪', 12.5],
    ['₪12.50', 12.5],
    ['\u200F₪\u00A012.50', 12.5],
    ['12.50 ש"ח', 12.5],
    ['1,234.50 ₪', 1234.5],
    ['1,234,567', 1234567],
    ['12.500', 12.5],
    ['0.01', 0.01],
    ['100000000', 100_000_000],
  ])('reads %j as %p', (raw, value) => {
    expect(readPriceCell(raw)).toEqual({ kind: 'price', value });
  });

  it.each(['', '   ', '\u00A0'])('reads %j as no change', (raw) => {
    expect(readPriceCell(raw)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['abc', t.notNumber],
    ['₪', t.notNumber],
    ['=1+2', t.notNumber],
    ["'=1+2", t.notNumber],
    ['+12', t.notNumber],
    ['@SUM(A1)', t.notNumber],
    ["-2+3+cmd|' /C calc'!A0", t.notNumber],
    ['1.234,50', t.notNumber],
    ['12.5.1', t.notNumber],
    ['1e3', t.notNumber],
    ['1,234', t.ambiguousComma],
    ['0', t.aboveZero],
    ['0.00', t.aboveZero],
    ['-5', t.aboveZero],
    ['12.345', t.twoDecimals],
    ['0.001', t.fromAgora],
    ['0.009 ₪', t.fromAgora],
    ['12.3400000001', t.twoDecimals],
    ['12,345678', t.twoDecimals],
    ['100000000.01', t.tooLarge],
  ])('refuses %j: %s', (raw, reason) => {
    expect(readPriceCell(raw)).toEqual({ kind: 'refused', reason });
  });

  it('refuses 0 with the price DTO’s own message, which says a price of 0 is none', () => {
    expect(t.aboveZero).toBe(validationText(Msg.priceAboveZero));
    expect(t.aboveZero).toContain('גדול מ־0');
  });
});

it('refuses a price below one agora with the price DTO’s own message (one rule: shared/rules/price.ts)', () => {
  expect(t.fromAgora).toBe(validationText(Msg.priceFromAgora));
});

describe('unescapeFormula', () => {
  it('takes off the apostrophe the export put before a formula-like text, and no other', () => {
    expect(unescapeFormula("'=HYPERLINK(1)")).toBe('=HYPERLINK(1)');
    expect(unescapeFormula("'-007")).toBe('-007');
    expect(unescapeFormula("'tis")).toBe("'tis");
    expect(unescapeFormula('plain')).toBe('plain');
  });
});
