import { MAX_INT } from '../validation/messages';
import { DISPLAY_ORDER_MIN, displayOrderProblem } from './displayOrder';

describe('displayOrderProblem: the display orders allowed', () => {
  it('takes an item from 1 up, as a number or as typed', () => {
    expect(DISPLAY_ORDER_MIN.item).toBe(1);
    expect(displayOrderProblem(1, 'item')).toBeNull();
    expect(displayOrderProblem(' 12 ', 'item')).toBeNull();
    expect(displayOrderProblem(MAX_INT, 'item')).toBeNull();
  });

  it("refuses an item's 0 and negatives with 'from 1', as the provider does", () => {
    expect(displayOrderProblem(0, 'item')).toBe('displayOrderFromOne');
    expect(displayOrderProblem('0', 'item')).toBe('displayOrderFromOne');
    expect(displayOrderProblem('-3', 'item')).toBe('displayOrderFromOne');
  });

  it('takes 0 for a category or an item group, and refuses a negative', () => {
    expect(displayOrderProblem('0', 'group')).toBeNull();
    expect(displayOrderProblem(-1, 'group')).toBe('minZero');
  });

  it('refuses blanks, fractions, text and numbers past the largest integer', () => {
    expect(displayOrderProblem('', 'item')).toBe('required');
    expect(displayOrderProblem(undefined, 'item')).toBe('required');
    expect(displayOrderProblem('1.5', 'item')).toBe('mustBeInteger');
    expect(displayOrderProblem(2.5, 'group')).toBe('mustBeInteger');
    expect(displayOrderProblem('abc', 'item')).toBe('mustBeInteger');
    expect(displayOrderProblem('7', 'item')).toBeNull();
    expect(displayOrderProblem(String(MAX_INT + 1), 'item')).toBe('tooLarge');
  });
});
