/**
 * @jest-environment jsdom
 */
import { useLayoutEffect, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

afterEach(cleanup);

/**
 * A key pressed the moment the dialog is drawn: dispatched from a layout effect of a component drawn
 * after the dialog, in the same commit, before any passive effect runs (as a fast key press or a
 * slow browser may land between the drawing and React's effects).
 */
function PressAtOnce({ seen }: { seen: (focused: Element | null) => void }) {
  useLayoutEffect(() => {
    seen(document.activeElement);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }, [seen]);
  return null;
}

function Screen({ seen }: { seen: (focused: Element | null) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">פתיחה</button>
      {open && (
        <Dialog title="פרטי פריט" onClose={() => setOpen(false)}>
          <input aria-label="כמות" />
        </Dialog>
      )}
      {open && <PressAtOnce seen={seen} />}
    </>
  );
}

describe('Dialog: ready the moment it is drawn', () => {
  it('holds the focus and closes on an Escape pressed right after it is drawn, before its passive effects', () => {
    let focused = '';
    render(<Screen seen={(el) => (focused = el?.getAttribute('aria-label') ?? el?.tagName ?? '')} />);
    expect(focused).toBe('כמות');
    expect(screen.queryByRole('dialog', { name: 'פרטי פריט' })).toBeNull();
    expect(screen.getByRole('button', { name: 'פתיחה' })).toBeTruthy();
  });

  it('closes on Escape and on its close button once open', () => {
    const onClose = jest.fn();
    render(
      <Dialog title="פרטי פריט" onClose={onClose}>
        <p>תוכן</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'פרטי פריט' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'סגירה' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
