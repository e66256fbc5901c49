/**
 * @jest-environment jsdom
 */
// A quantity box as a buyer types in it: the click that focuses it leaves its whole value selected
// in every engine (WebKit moves the caret on mouseup), and a quantity far above the usual asks first.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QuantityControl } from './QuantityControl';

afterEach(cleanup);

function renderBox(quantity = 24, packSize = 24, lastOrdered?: number) {
  const onSet = jest.fn();
  render(
    <QuantityControl
      quantity={quantity}
      packSize={packSize}
      onPlus={jest.fn()}
      onMinus={jest.fn()}
      onSet={onSet}
      itemName="קולה 1.5 ליטר"
      lastOrdered={lastOrdered}
    />,
  );
  return { onSet, box: screen.getByRole('textbox', { name: 'כמות של קולה 1.5 ליטר' }) as HTMLInputElement };
}

/** A pointer click on an unfocused box as WebKit runs it: focus, then the caret put at the click point before mouseup. */
function webkitClick(box: HTMLInputElement, caretAt: number): { mouseUpPrevented: boolean } {
  fireEvent.mouseDown(box);
  box.focus();
  box.setSelectionRange(caretAt, caretAt);
  const mouseUpPrevented = !fireEvent.mouseUp(box);
  fireEvent.click(box);
  return { mouseUpPrevented };
}

describe('a quantity box clicked to type over it', () => {
  it('keeps the whole value selected after the focusing click, so typing 50 replaces 24', () => {
    const { box } = renderBox();
    const { mouseUpPrevented } = webkitClick(box, 1);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 2]);
    expect(mouseUpPrevented).toBe(true);
  });

  it('places the caret as usual on a click in a box that already has the focus', () => {
    const { box } = renderBox();
    webkitClick(box, 1);
    fireEvent.mouseDown(box);
    box.setSelectionRange(1, 1);
    expect(fireEvent.mouseUp(box)).toBe(true);
    expect([box.selectionStart, box.selectionEnd]).toEqual([1, 1]);
  });

  it('keeps a part of the value the buyer chose by dragging', () => {
    const { box } = renderBox(1200, 1);
    fireEvent.mouseDown(box);
    box.focus();
    box.setSelectionRange(1, 3);
    fireEvent.mouseUp(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([1, 3]);
  });
});

describe('a typed quantity far above the usual', () => {
  it('asks before it goes into the cart, and cancel changes nothing', () => {
    const { box, onSet } = renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '2504' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = screen.getByRole('dialog', { name: 'כמות חריגה' });
    expect(dialog.textContent).toContain("להכניס לסל 2,520 יח' של קולה 1.5 ליטר (105 אריזות של 24)?");
    expect(onSet).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'ביטול' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSet).not.toHaveBeenCalled();
    expect(box.value).toBe('24');
  });

  it('goes into the cart, rounded to whole packs, once the buyer says yes', () => {
    const { box, onSet } = renderBox();
    fireEvent.change(box, { target: { value: '2504' } });
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('button', { name: 'כן, להכניס לסל' }));
    expect(onSet).toHaveBeenCalledWith(2520);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not ask within ten times the usual (the pack, the line or the last order)', () => {
    const { box, onSet } = renderBox(24, 24, 48);
    fireEvent.change(box, { target: { value: '480' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSet).toHaveBeenCalledWith(480);
  });
});
