/**
 * @jest-environment jsdom
 */
// The back office's date field as a store manager types in it, a key at a time at a person's pace:
// dd/mm/yyyy whatever the browser's language, the day given to its owner as YYYY-MM-DD once it is
// whole, a Hebrew message for a day that is not in the calendar, and the owner's day kept meanwhile.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField } from './DateField';

afterEach(cleanup);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A filter that keeps the field's day, and shows it as its query would send it. */
function Filter({ initial = '', onDay }: { initial?: string; onDay: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DateField
        label="מתאריך"
        value={day}
        onChange={(next) => {
          onDay(next);
          setDay(next);
        }}
      />
      <button type="button" onClick={() => setDay((was) => (was === '2026-01-31' ? '2026-02-01' : '2026-01-31'))}>
        מחוץ לשדה
      </button>
      <output aria-label="השאילתה">{day}</output>
    </>
  );
}

function renderFilter(initial = '') {
  const onDay = jest.fn();
  render(<Filter initial={initial} onDay={onDay} />);
  return { onDay, box: screen.getByRole('textbox', { name: 'מתאריך' }) as HTMLInputElement };
}

const query = () => screen.getByRole('status', { name: 'השאילתה' }).textContent;

/** Types text at the caret's end, a key at a time, 150 ms apart: keydown, the input's new value, keyup. */
function typeSlowly(box: HTMLInputElement, text: string): void {
  for (const key of text) {
    fireEvent.keyDown(box, { key });
    fireEvent.change(box, { target: { value: box.value + key } });
    fireEvent.keyUp(box, { key });
    act(() => {
      jest.advanceTimersByTime(150);
    });
  }
}

/** Deletes the last character, as Backspace does. */
function backspace(box: HTMLInputElement): void {
  fireEvent.keyDown(box, { key: 'Backspace' });
  fireEvent.change(box, { target: { value: box.value.slice(0, -1) } });
  fireEvent.keyUp(box, { key: 'Backspace' });
}

describe('DateField: a day typed dd/mm/yyyy', () => {
  it('reads dd/mm/yyyy (not the browser’s order), shows its day so, and gives the day once it is whole', () => {
    const { box, onDay } = renderFilter('2026-03-05');
    expect(box.value).toBe('05/03/2026');
    expect(box.placeholder).toBe('dd/mm/yyyy');
    expect(box.type).toBe('text');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: '' } });
    expect(onDay).toHaveBeenLastCalledWith('');
    onDay.mockClear();
    typeSlowly(box, '12/04/202');
    // Not a day yet: nothing is asked for, and no message interrupts the typing.
    expect(onDay).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    typeSlowly(box, '6');
    expect(onDay.mock.calls).toEqual([['2026-04-12']]);
    expect(query()).toBe('2026-04-12');
    expect(box.value).toBe('12/04/2026');
  });

  it('says in Hebrew that 31/02/2026 is no date, keeps the day it had, and takes the corrected one', () => {
    const { box, onDay } = renderFilter('2026-03-05');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: '' } });
    typeSlowly(box, '31/02/2026');
    expect(screen.getByRole('alert').textContent).toBe('אין תאריך כזה: 31/02/2026.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onDay.mock.calls).toEqual([['']]);
    backspace(box);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(box, { target: { value: '28/02/2026' } });
    expect(query()).toBe('2026-02-28');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('takes 5/3/2026, 05.03.2026 and 05032026, and writes them dd/mm/yyyy once the field is left', () => {
    const { box } = renderFilter();
    for (const typed of ['5/3/2026', '05.03.2026', '05032026']) {
      act(() => box.focus());
      fireEvent.change(box, { target: { value: '' } });
      typeSlowly(box, typed);
      expect({ typed, day: query() }).toEqual({ typed, day: '2026-03-05' });
      expect(box.value).toBe(typed);
      act(() => box.blur());
      expect(box.value).toBe('05/03/2026');
    }
  });

  it('says how to type a date when the field is left with text that is not one, and asks nothing', () => {
    const { box, onDay } = renderFilter();
    act(() => box.focus());
    typeSlowly(box, '5/3/26');
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => box.blur());
    expect(screen.getByRole('alert').textContent).toBe('יש להקליד תאריך בתבנית יום/חודש/שנה, למשל 05/03/2026.');
    expect(onDay).not.toHaveBeenCalled();
    expect(query()).toBe('');
  });

  it('shows a day set from outside (the address, a clear button), but never rewrites the text while it is typed in', () => {
    const { box } = renderFilter('2026-03-05');
    fireEvent.click(screen.getByRole('button', { name: 'מחוץ לשדה' }));
    expect(box.value).toBe('31/01/2026');
    act(() => box.focus());
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'מחוץ לשדה' }));
    expect([query(), box.value]).toEqual(['2026-02-01', '1']);
    act(() => box.blur());
    fireEvent.click(screen.getByRole('button', { name: 'מחוץ לשדה' }));
    expect([query(), box.value]).toEqual(['2026-01-31', '31/01/2026']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens the browser's calendar from a named button where it can, and takes the day picked there", () => {
    const showPicker = jest.fn();
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', { value: showPicker, configurable: true });
    try {
      const { box, onDay } = renderFilter('2026-03-05');
      fireEvent.click(screen.getByRole('button', { name: 'בחירה מלוח השנה: מתאריך' }));
      expect(showPicker).toHaveBeenCalledTimes(1);
      const native = showPicker.mock.contexts[0] as HTMLInputElement;
      expect([native.type, native.value]).toEqual(['date', '2026-03-05']);
      fireEvent.change(native, { target: { value: '2026-04-12' } });
      expect([box.value, query()]).toEqual(['12/04/2026', '2026-04-12']);
      expect(onDay.mock.calls).toEqual([['2026-04-12']]);
    } finally {
      delete (HTMLInputElement.prototype as { showPicker?: unknown }).showPicker;
    }
  });

  it('has no calendar button where the browser cannot open its calendar on demand', () => {
    renderFilter();
    expect(screen.queryByRole('button', { name: /לוח השנה/ })).toBeNull();
  });
});

describe('DateField: tells its owner whether its text is a day', () => {
  it('is valid empty or with a whole day, and not while a date is half typed or impossible (the owner then holds another day)', () => {
    const onValidity = jest.fn();
    render(<DateField label="עד תאריך" value="" onChange={() => undefined} onValidity={onValidity} />);
    const box = screen.getByRole('textbox', { name: 'עד תאריך' }) as HTMLInputElement;
    const last = () => onValidity.mock.calls.at(-1)?.[0];
    expect(last()).toBe(true);
    act(() => box.focus());
    typeSlowly(box, '12/04');
    expect(last()).toBe(false);
    typeSlowly(box, '/2026');
    expect(last()).toBe(true);
    fireEvent.change(box, { target: { value: '31/02/2026' } });
    expect(last()).toBe(false);
    fireEvent.change(box, { target: { value: '' } });
    expect(last()).toBe(true);
  });
});
