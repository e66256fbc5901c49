/**
 * @jest-environment jsdom
 */
// A price of 0 is never sold at: the storefront shows 'מחיר לפי בקשה' and no add control, as for an
// item whose price list has no price (a 0 once reached a buyer as 0.00 ₪ and was ordered).
import { cleanup, render, screen } from '@testing-library/react';
import { canAddToCart, ItemPrice } from './ProductCard';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder });
  return jest.requireActual('react-router-dom');
});

afterEach(cleanup);

describe('ItemPrice', () => {
  it('shows a positive price in shekels', () => {
    render(<ItemPrice item={{ salePriceInNIS: 12.5 }} />);
    expect(screen.getByText(/12\.50/)).toBeTruthy();
  });

  it.each([
    ['0', { salePriceInNIS: 0 }],
    ['none in the buyer’s list', { isPriceOnRequest: true }],
  ])('shows price on request for a price of %s', (_, item) => {
    const { container } = render(<ItemPrice item={item} />);
    expect(container.textContent).toBe('מחיר לפי בקשה');
    expect(container.textContent).not.toContain('0.00');
  });

  it('shows nothing to a visitor, whose items carry no price', () => {
    const { container } = render(<ItemPrice item={{}} />);
    expect(container.textContent).toBe('');
  });
});

describe('canAddToCart', () => {
  it('takes an available item with a positive price only', () => {
    expect(canAddToCart({ isAvailable: true, salePriceInNIS: 3 })).toBe(true);
    expect(canAddToCart({ isAvailable: true, salePriceInNIS: 0 })).toBe(false);
    expect(canAddToCart({ isAvailable: false, salePriceInNIS: 3 })).toBe(false);
  });
});
