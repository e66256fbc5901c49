/**
 * @jest-environment jsdom
 */
// The buyer's comment in the all-orders table: their own text, shown as text, whole when short, its
// beginning and a button for the rest when long.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Order } from '@shared/contract/entities';

// jsdom has no TextEncoder, which react-router needs as it loads (the orders feature's index brings
// it, with the buyer's status notice): lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});

// Imported after the mock it depends on.
import { commentPreview, OrderComment } from './OrderCells';

afterEach(cleanup);

const order = (comment: string): Order => ({
  id: 1,
  orderNumber: 50007,
  orderDate: '2026-03-01T08:00:00Z',
  userId: 2,
  customerId: 1001,
  comment,
  totalPriceBeforeVat: 100,
  vatSum: 18,
  vatPercent: 18,
  totalPrice: 118,
  customer: { lastName: 'מכולת השכונה', phone: '03-5551234', email: 'yossi@example.com' },
  orderItems: [],
  documentLink: '',
});

describe("an order's comment", () => {
  it('shows a short comment whole, as text: markup the buyer typed is not run or drawn', () => {
    const { container } = render(<OrderComment order={order('נא לתאם <b>לפני</b> 10:00 <img src=x onerror=alert(1)>')} />);
    expect(container.textContent).toBe('נא לתאם <b>לפני</b> 10:00 <img src=x onerror=alert(1)>');
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says there is none when the buyer wrote none', () => {
    const { container } = render(<OrderComment order={order('  ')} />);
    expect(container.textContent).toBe('—אין הערה');
  });

  it('shows the beginning of a long comment, cut at a word, and the whole at a press of its button', () => {
    const long = `${'פריקה בכניסה האחורית ליד המחסן. '.repeat(8)}להתקשר לפני.`;
    const { container } = render(<OrderComment order={order(long)} />);
    const more = screen.getByRole('button', { name: 'הצגת ההערה המלאה של הזמנה 50007' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const shown = container.querySelector('p')!.textContent!;
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(141);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(long.charAt(shown.length - 1)).toBe(' ');
    fireEvent.click(more);
    expect(container.querySelector('p')!.textContent).toBe(long.trim());
    fireEvent.click(screen.getByRole('button', { name: 'הצגה מקוצרת של הזמנה 50007' }));
    expect(container.querySelector('p')!.textContent).toBe(shown);
  });

  it('cuts a comment of many short lines after its third', () => {
    expect(commentPreview('א\nב\nג')).toBeNull();
    expect(commentPreview('א\nב\nג\nד')).toBe('א\nב\nג…');
  });
});
