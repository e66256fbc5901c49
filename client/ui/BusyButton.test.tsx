/**
 * @jest-environment jsdom
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BusyButton } from './BusyButton';

afterEach(cleanup);

/** A form whose submit takes until `finish` is called, counting its submits. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <BusyButton type="submit" busy={busy}>
        {busy ? 'שומר…' : 'שמירה'}
      </BusyButton>
      <button type="button" onClick={() => setBusy(false)}>
        סיום
      </button>
    </form>
  );
}

describe('BusyButton', () => {
  it('keeps the focus while its action runs, says it is busy, and ignores presses until it ends', () => {
    const submits = jest.fn();
    render(<SlowForm onSubmit={submits} />);
    const save = screen.getByRole('button', { name: 'שמירה' });
    save.focus();
    fireEvent.click(save);
    expect(submits).toHaveBeenCalledTimes(1);

    const busy = screen.getByRole('button', { name: 'שומר…' });
    expect(busy).toBe(save);
    expect(document.activeElement).toBe(save);
    expect([save.getAttribute('aria-busy'), save.getAttribute('aria-disabled'), (save as HTMLButtonElement).disabled]).toEqual([
      'true',
      'true',
      false,
    ]);
    fireEvent.click(save);
    expect(submits).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'סיום' }));
    expect([save.hasAttribute('aria-busy'), save.hasAttribute('aria-disabled')]).toEqual([false, false]);
    fireEvent.click(save);
    expect(submits).toHaveBeenCalledTimes(2);
  });

  it('calls its own action only when not busy, and is disabled when its caller says it cannot act', () => {
    const act = jest.fn();
    const { rerender } = render(
      <BusyButton busy onClick={act}>
        מחיקה
      </BusyButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'מחיקה' }));
    expect(act).not.toHaveBeenCalled();
    rerender(
      <BusyButton busy={false} onClick={act}>
        מחיקה
      </BusyButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'מחיקה' }));
    expect(act).toHaveBeenCalledTimes(1);
    rerender(
      <BusyButton busy={false} disabled onClick={act}>
        מחיקה
      </BusyButton>,
    );
    expect((screen.getByRole('button', { name: 'מחיקה' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
