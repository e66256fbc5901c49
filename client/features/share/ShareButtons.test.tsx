/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ShareButtons } from './ShareButtons';
import { orderShare, type ShareOrder } from './shareText';

const order: ShareOrder = {
  orderNumber: 1042,
  orderDate: '2026-11-26T08:30:00Z',
  totalPrice: 46.02,
  orderItems: [{ productName: 'במבה בוטנים 80 גרם', quantity: 12, unitPrice: 3.25 }],
};
const links = orderShare(order, 'מחסני השרון');
const long = orderShare(
  { ...order, orderItems: Array.from({ length: 200 }, (_, i) => ({ productName: `פריט ארוך מאוד מספר ${i}`, quantity: 1, unitPrice: 1 })) },
  'מחסני השרון',
);

const nav = navigator as { share?: (data: ShareData) => Promise<void> };
afterEach(() => {
  cleanup();
  delete nav.share;
});

const draw = async (l = links) => {
  render(<ShareButtons links={l} label="שיתוף הזמנה 1042" />);
  // The share sheet is looked for after the first render.
  await act(async () => undefined);
};

describe('the share buttons', () => {
  it('link to WhatsApp (opening in a new tab, and saying so) and to mail, without a share button where the browser has no share sheet', async () => {
    await draw();
    const group = screen.getByRole('group', { name: 'שיתוף הזמנה 1042' });
    const whatsapp = screen.getByRole('link', { name: 'שיתוף בוואטסאפ (נפתח בוואטסאפ)' });
    expect(group.contains(whatsapp)).toBe(true);
    expect(whatsapp.getAttribute('href')).toBe(links.whatsapp);
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'שליחה במייל' }).getAttribute('href')).toBe(links.mail);
    expect(screen.queryByRole('button', { name: 'שיתוף' })).toBeNull();
  });

  it("open the device's share sheet with the whole message where it has one; closing it says nothing, a failure says what to do", async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'AbortError' }));
    nav.share = share;
    await draw(long);
    const button = screen.getByRole('button', { name: 'שיתוף' });
    await act(async () => fireEvent.click(button));
    expect(share).toHaveBeenCalledWith({ title: long.subject, text: long.text });
    expect(screen.queryByRole('alert')).toBeNull();
    share.mockRejectedValueOnce(new DOMException('not allowed', 'NotAllowedError'));
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('alert').textContent).toBe('השיתוף לא הצליח. אפשר לשלוח בוואטסאפ או במייל.');
  });

  it('say how many items a link could not hold, and that the share sheet sends them all', async () => {
    nav.share = jest.fn();
    await draw(long);
    const omitted = Math.max(long.omittedWhatsapp, long.omittedMail);
    expect(omitted).toBeGreaterThan(0);
    const group = screen.getByRole('group', { name: 'שיתוף הזמנה 1042' });
    const note = document.getElementById(group.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe(
      `${omitted} פריטים לא נכנסו להודעה בוואטסאפ או במייל (הרשימה ארוכה מדי לקישור). כפתור "שיתוף" שולח את כולה.`,
    );
  });
});
