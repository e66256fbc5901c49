/** @jest-environment node */
import { typedQuantity } from './QuantityControl';

describe('typedQuantity: a typed quantity in whole packs', () => {
  it('rounds up to whole packs and says so', () => {
    expect(typedQuantity('20', 0, 12)).toEqual({ quantity: 24, note: '20 אינו בכפולות של 12: הכמות עוגלה ל־24 (2 אריזות).' });
  });
  it('takes a whole number of packs as it is, with nothing to say', () => {
    expect(typedQuantity(' 240 ', 12, 12)).toEqual({ quantity: 240, note: null });
  });
  it('changes nothing for the same quantity, a blank or a non-number (which it explains)', () => {
    expect(typedQuantity('24', 24, 12)).toEqual({ quantity: null, note: null });
    expect(typedQuantity('', 24, 12)).toEqual({ quantity: null, note: null });
    expect(typedQuantity('12a', 24, 12)).toEqual({ quantity: null, note: 'יש להקליד מספר שלם.' });
    expect(typedQuantity('-12', 24, 12)).toEqual({ quantity: null, note: 'יש להקליד מספר שלם.' });
    expect(typedQuantity('1.5', 24, 12)).toEqual({ quantity: null, note: 'יש להקליד מספר שלם.' });
  });
  it('takes 0 as removing the line, and caps a huge number at the largest whole packs of a line', () => {
    expect(typedQuantity('0', 24, 12)).toEqual({ quantity: 0, note: null });
    expect(typedQuantity('0', 0, 12)).toEqual({ quantity: null, note: null });
    expect(typedQuantity('99999999999', 0, 12)).toEqual({ quantity: 99_996, note: 'הכמות המרבית בשורה היא 99996.' });
  });
});

it("reads '1,000' as a thousand, and a comma that is not a thousands separator as no number", () => {
  expect(typedQuantity('1,200', 0, 12)).toEqual({ quantity: 1200, note: null });
  expect(typedQuantity('1,000', 0, 12)).toEqual({ quantity: 1008, note: '1000 אינו בכפולות של 12: הכמות עוגלה ל־1008 (84 אריזות).' });
  expect(typedQuantity('1,5', 0, 12)).toEqual({ quantity: null, note: 'יש להקליד מספר שלם.' });
});

it('says one pack in words', () => {
  expect(typedQuantity('5', 0, 12).note).toBe('5 אינו בכפולות של 12: הכמות עוגלה ל־12 (אריזה אחת).');
});
