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

  it('selects the whole number again on a click or tap in a box that already has the focus (a tap to retype it)', () => {
    const { box } = renderBox();
    webkitClick(box, 1);
    fireEvent.mouseDown(box);
    box.setSelectionRange(1, 1);
    expect(fireEvent.mouseUp(box)).toBe(false);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 2]);
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

describe('a quantity committed with Enter', () => {
  it('keeps the focus with the new number selected, so a 0 typed after 72 replaces it rather than making 720', () => {
    const onSet = jest.fn();
    const props = { packSize: 24, onPlus: jest.fn(), onMinus: jest.fn(), onSet, itemName: 'קולה 1.5 ליטר' };
    const { rerender } = render(<QuantityControl quantity={24} {...props} />);
    const box = screen.getByRole('textbox', { name: 'כמות של קולה 1.5 ליטר' }) as HTMLInputElement;
    webkitClick(box, 2);
    fireEvent.change(box, { target: { value: '72' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSet).toHaveBeenLastCalledWith(72);
    rerender(<QuantityControl quantity={72} {...props} />);
    expect(box.ownerDocument.activeElement).toBe(box);
    expect([box.value, box.selectionStart, box.selectionEnd]).toEqual(['72', 0, 2]);
    // A tap on the box, still focused: the number stays selected, and the 0 typed replaces it.
    fireEvent.mouseDown(box);
    box.setSelectionRange(2, 2);
    fireEvent.mouseUp(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 2]);
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSet).toHaveBeenLastCalledWith(0);
  });

  it('asks when the line grows tenfold in one edit (72 becoming 720)', () => {
    const { box, onSet } = renderBox(72, 24);
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '720' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'כמות חריגה' })).toBeTruthy();
    expect(onSet).not.toHaveBeenCalled();
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

  it('does not ask within ten times the usual (the pack or the last order), nor below tenfold the line', () => {
    const { box, onSet } = renderBox(0, 24, 48);
    fireEvent.change(box, { target: { value: '480' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSet).toHaveBeenCalledWith(480);
    cleanup();
    const again = renderBox(24, 24, 48);
    fireEvent.change(again.box, { target: { value: '216' } });
    fireEvent.keyDown(again.box, { key: 'Enter' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(again.onSet).toHaveBeenCalledWith(216);
  });
});
