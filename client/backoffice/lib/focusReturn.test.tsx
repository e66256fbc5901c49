/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MessageLine } from './Message';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

afterEach(cleanup);

/** A list whose rows each have Edit and Delete; Delete asks, then removes the row, or (`announce`) is refused and says so. */
function List({ initial, announce }: { initial: string[]; announce: boolean }) {
  const [rows, setRows] = useState(initial);
  const [asking, setAsking] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <main>
      <section aria-labelledby="title">
        <h1 id="title">ערכים</h1>
        {announce && <MessageLine message={message ? { tone: 'success', text: message } : null} focus />}
        <table>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <td>{row}</td>
                <td>
                  <button type="button">{`עריכה: ${row}`}</button>
                  <button type="button" onClick={() => setAsking(row)}>{`מחיקה: ${row}`}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {asking && (
        <ConfirmDialog
          message="למחוק?"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            if (announce) {
              // A refusal, as the stores give it: the row stays, the outcome is set first and the
              // confirmation closes after (deletePending's finally).
              setMessage(`${asking} לא נמחק.`);
              setTimeout(() => setAsking(null), 0);
            } else {
              setRows((all) => all.filter((r) => r !== asking));
              setAsking(null);
            }
          }}
        />
      )}
    </main>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

/** Opens the confirmation from a row's Delete, as a keyboard user would (the button has the focus). */
function askDelete(row: string) {
  const opener = button(`מחיקה: ${row}`);
  opener.focus();
  fireEvent.click(opener);
  expect(document.activeElement).toBe(button('ביטול'));
}

describe('focus after a dialog closes', () => {
  it('returns to the button that opened it when the dialog is cancelled', () => {
    render(<List initial={['אדום', 'כחול']} announce={false} />);
    askDelete('אדום');
    act(() => {
      fireEvent.click(button('ביטול'));
    });
    expect(document.activeElement).toBe(button('מחיקה: אדום'));
  });

  it("goes to the same button of the row that took the deleted row's place, else of the last row, else to the heading", () => {
    render(<List initial={['אדום', 'כחול', 'ירוק']} announce={false} />);
    askDelete('אדום');
    act(() => {
      fireEvent.click(button('כן, למחוק'));
    });
    expect(document.activeElement).toBe(button('מחיקה: כחול'));

    askDelete('ירוק');
    act(() => {
      fireEvent.click(button('כן, למחוק'));
    });
    expect(document.activeElement).toBe(button('מחיקה: כחול'));

    askDelete('כחול');
    act(() => {
      fireEvent.click(button('כן, למחוק'));
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'ערכים' }));
    // Focused without joining the tab order.
    expect(screen.getByRole('heading', { name: 'ערכים' }).getAttribute('tabindex')).toBe('-1');
  });

  it("lands on the action's message when the action has one, and the dialog closing after it does not take it back", async () => {
    render(<List initial={['אדום', 'כחול']} announce />);
    askDelete('אדום');
    await act(async () => {
      fireEvent.click(button('כן, למחוק'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.getByRole('status').textContent).toBe('אדום לא נמחק.');
  });
});
