/**
 * @jest-environment jsdom
 */
// The import preview as the store manager sees it: what would change, what was refused and why,
// which changes to apply (a flagged one unchecked, with its reason), then apply or cancel.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CsvImportPreview } from './CsvImportPreview';
import { CsvSelection } from './CsvSelection';
import type { CsvImport, PriceChange } from './priceCsv';
import { boPriceCsv as t } from './strings';

// jsdom has no TextEncoder, which react-router (the table's row links) needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
  return jest.requireActual('react-router-dom');
});

afterEach(cleanup);

const change = (i: number, from: number | undefined, to: number): PriceChange => ({
  productId: i,
  itemCode: `0${1000 + i}`,
  name: `פריט ${i}`,
  listId: 1,
  listName: 'סיטונאי א',
  from,
  to,
});

const result: CsvImport = {
  changes: [change(1, 12.5, 13), change(2, undefined, 1234.5), change(3, 7, 6.99)],
  refused: [
    { line: 4, itemCode: '99999', reason: t.unknownCode },
    { line: 9, itemCode: '10003', reason: t.cell('סיטונאי ב', '0', t.aboveZero) },
  ],
  unknownColumns: ['סיטונאי ג'],
};

function setup({ result: shown = result, ...props }: Partial<Omit<Parameters<typeof CsvImportPreview>[0], 'selection'>> = {}) {
  const onApply = jest.fn();
  const onCancel = jest.fn();
  const selection = new CsvSelection(shown.changes);
  render(<CsvImportPreview result={shown} selection={selection} applying={false} onApply={onApply} onCancel={onCancel} {...props} />);
  return { onApply, onCancel, selection, dialog: screen.getByRole('dialog', { name: t.previewTitle }) };
}

/** A change's check box as a screen reader finds it: by the item, the list and the prices. */
const box = (scope: HTMLElement, code: string, from: string, to: string, list = 'סיטונאי א') =>
  within(scope).getByRole('checkbox', { name: `החלת השינוי של ${code} ב${list}: ${from} ← ${to}` }) as HTMLInputElement;
/** A row's text without its check box's hidden name. */
const rowText = (row: HTMLElement) => row.textContent!.replace(/^החלת השינוי של [^←]*← [^₪]*₪|^החלת השינוי של [^←]*← אין מחיר/, '');

describe('CsvImportPreview', () => {
  it('shows the summary, the refused rows with their reasons and the unknown columns, then every change with its old and new price', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('3 שינויים, 2 שורות נדחו')).toBeTruthy();
    const changes = within(dialog).getByRole('table', { name: t.changesCaption });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map(rowText)).toEqual([
      'להחילמק"טשם פריטמחירוןמחיר נוכחימחיר חדששינוי',
      '01001פריט 1סיטונאי א12.50 ₪13.00 ₪+4%',
      '01002פריט 2סיטונאי אאין מחיר1,234.50 ₪מחיר חדש',
      '01003פריט 3סיטונאי א7.00 ₪6.99 ₪-0.1%',
    ]);
    const refused = within(dialog).getByRole('table', { name: t.refusedTitle });
    expect(within(refused).getAllByRole('row')[1]!.textContent).toBe(`499999${t.unknownCode}`);
    expect(within(refused).getByText(/סיטונאי ב: .*0.* – המחיר חייב להיות גדול מ־0/)).toBeTruthy();
    const unknown = within(dialog).getByRole('region', { name: t.unknownColumnsTitle });
    expect(within(unknown).getByRole('listitem').textContent).toBe('סיטונאי ג');
    // The refusals come first: a long list of changes never hides them.
    expect(refused.compareDocumentPosition(changes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('applies on its button and cancels on its button and on Escape', () => {
    const { onApply, onCancel, dialog } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'החלת 3 שינויים' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ביטול' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot apply a file with no change, and says so', () => {
    const { onApply, dialog } = setup({ result: { changes: [], refused: result.refused, unknownColumns: [] } });
    expect(within(dialog).getByText('0 שינויים, 2 שורות נדחו')).toBeTruthy();
    expect(within(dialog).getByText(t.noChanges)).toBeTruthy();
    const apply = within(dialog).getByRole('button', { name: 'החלת השינויים' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('while applying: both buttons wait (pressed, they do nothing, and keep the focus), Escape does not close, and the progress is announced', () => {
    const { onApply, onCancel, dialog } = setup({ applying: true });
    const apply = within(dialog).getByRole('button', { name: 'החלת 3 שינויים' });
    const cancel = within(dialog).getByRole('button', { name: 'ביטול' });
    expect([apply.getAttribute('aria-disabled'), apply.getAttribute('aria-busy'), cancel.getAttribute('aria-disabled')]).toEqual([
      'true',
      'true',
      'true',
    ]);
    apply.focus();
    fireEvent.click(apply);
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(apply);
    expect(within(dialog).getByRole('status', { name: 'מחיל את השינויים…' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect([onApply, onCancel].map((f) => f.mock.calls.length)).toEqual([0, 0]);
  });

  it('shows every one of 3,000 changes, 200 a page, with the previous and next pages', () => {
    const many = Array.from({ length: 3_000 }, (_, i) => change(i + 1, 10, 11));
    const { dialog } = setup({ result: { changes: many, refused: [], unknownColumns: [] } });
    expect(within(dialog).getByText('3,000 שינויים, 0 שורות נדחו')).toBeTruthy();
    const table = () => within(dialog).getByRole('table', { name: t.changesCaption });
    const pages = within(dialog).getByRole('navigation', { name: 'דפי השינויים' });
    const previous = within(pages).getByRole('button', { name: 'הקודמים' }) as HTMLButtonElement;
    const next = within(pages).getByRole('button', { name: 'הבאים' }) as HTMLButtonElement;
    expect([within(pages).getByText('שינויים 1–200 מתוך 3,000'), previous.disabled]).toEqual([expect.anything(), true]);
    expect(within(table()).getAllByRole('row')).toHaveLength(201);
    fireEvent.click(next);
    within(pages).getByText('שינויים 201–400 מתוך 3,000');
    expect(within(table()).getAllByRole('row')[1]!.textContent).toContain('פריט 201');
    for (let i = 0; i < 13; i++) fireEvent.click(next);
    within(pages).getByText('שינויים 2,801–3,000 מתוך 3,000');
    expect(within(table()).getAllByRole('row').at(-1)!.textContent).toContain('פריט 3000');
    // The last page disables 'next': the focus goes to 'previous', not to the page.
    expect([next.disabled, document.activeElement]).toEqual([true, previous]);
    fireEvent.click(previous);
    within(pages).getByText('שינויים 2,601–2,800 מתוך 3,000');
  });

  it('sums the changes up per price list (how many, the largest rise and fall) and marks a change of more than ±50% in words', () => {
    const other = (i: number, from: number, to: number) => ({ ...change(i, from, to), listId: 2, listName: 'קמעונאי' });
    const changes = [change(1, 10, 16), change(2, 10, 9), change(3, 10, 10.5), other(4, 10, 12), other(5, 10, 2), change(6, undefined, 5)];
    const { dialog } = setup({ result: { changes, refused: [], unknownColumns: [] } });
    const summary = within(dialog).getByRole('table', { name: 'סיכום לפי מחירון' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'מחירוןשינוייםהעלייה הגדולההירידה הגדולהשינויים חריגים (מעל ±50%)',
      'סיטונאי א4+60% שינוי חריג-10%1',
      'קמעונאי2+20%-80% שינוי חריג1',
    ]);
    const rows = within(within(dialog).getByRole('table', { name: t.changesCaption })).getAllByRole('row');
    expect(rows[1]!.textContent).toMatch(/\+60%שינוי חריג \(מעל ±50%\): לא נבחר, יש לבדוק ולסמן אם הוא נכון$/);
    expect(rows[2]!.textContent).not.toContain('שינוי חריג');
  });

  it('marks an item found by its code without the leading zeros Excel dropped, with the code as the file wrote it', () => {
    const { dialog } = setup({
      result: { changes: [{ ...change(1, 10, 11), itemCode: '0123', fileCode: '123' }], refused: [], unknownColumns: [] },
    });
    const rows = within(within(dialog).getByRole('table', { name: t.changesCaption })).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('0123בקובץ: \u2068123\u2069, בלי אפסים מובילים');
  });

  it('shows a file refused as a whole as the file’s problem, with nothing to apply', () => {
    const { dialog } = setup({
      result: { changes: [], refused: [{ line: 1, itemCode: '', reason: t.noCodeColumn }], unknownColumns: ['מחיר'] },
    });
    expect(within(dialog).getByRole('alert').textContent).toBe(`${t.fileRefusedTitle}${t.noCodeColumn}`);
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('listitem').textContent).toBe('מחיר');
    expect((within(dialog).getByRole('button', { name: 'החלת השינויים' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives the focus back to the button that opened it when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {t.importButton}
          </button>
          {open && (
            <CsvImportPreview
              result={result}
              selection={new CsvSelection(result.changes)}
              applying={false}
              onApply={() => {}}
              onCancel={() => setOpen(false)}
            />
          )}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: t.importButton });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: t.previewTitle });
    expect(dialog.contains(document.activeElement)).toBe(true);
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('checks every change but a flagged one, which says why it is not checked; the count and the apply button say how many', () => {
    const changes = [change(1, 3.95, 1234.5), change(2, 10, 11), change(3, undefined, 5), change(4, 10, 4)];
    const { dialog } = setup({ result: { changes, refused: [], unknownColumns: [] } });
    const boxes = [box(dialog, '01001', '3.95 ₪', '1,234.50 ₪'), box(dialog, '01002', '10.00 ₪', '11.00 ₪')];
    boxes.push(box(dialog, '01003', 'אין מחיר', '5.00 ₪'), box(dialog, '01004', '10.00 ₪', '4.00 ₪'));
    expect(boxes.map((b) => b.checked)).toEqual([false, true, true, false]);
    const rows = within(within(dialog).getByRole('table', { name: t.changesCaption })).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('.csv-preview__flag')?.textContent ?? null)).toEqual([
      null,
      t.flagLarge(50),
      null,
      null,
      t.flagLarge(50),
    ]);
    expect(within(dialog).getByText('2 מתוך 4 שינויים נבחרו')).toBeTruthy();
    expect(within(dialog).getByText('2 שינויים חריגים לא נבחרו מראש.')).toBeTruthy();
    fireEvent.click(boxes[0]!);
    expect(boxes[0]!.checked).toBe(true);
    fireEvent.click(boxes[1]!);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true, false]);
    expect(within(dialog).getByText('2 מתוך 4 שינויים נבחרו')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'החלת 2 שינויים' })).toBeTruthy();
  });

  it('keeps a change unchecked after paging away and back, and checks or unchecks every page at once', () => {
    const many = Array.from({ length: 450 }, (_, i) => change(i + 1, 10, i === 300 ? 100 : 11));
    const { dialog, selection } = setup({ result: { changes: many, refused: [], unknownColumns: [] } });
    const pages = within(dialog).getByRole('navigation', { name: 'דפי השינויים' });
    within(dialog).getByText('449 מתוך 450 שינויים נבחרו');
    fireEvent.click(box(dialog, '01005', '10.00 ₪', '11.00 ₪'));
    fireEvent.click(within(pages).getByRole('button', { name: 'הבאים' }));
    // Page 2 holds the flagged change (item 301), unchecked though never drawn before.
    expect(box(dialog, '01301', '10.00 ₪', '100.00 ₪').checked).toBe(false);
    fireEvent.click(within(pages).getByRole('button', { name: 'הקודמים' }));
    expect(box(dialog, '01005', '10.00 ₪', '11.00 ₪').checked).toBe(false);
    within(dialog).getByText('448 מתוך 450 שינויים נבחרו');

    fireEvent.click(within(dialog).getByRole('button', { name: t.checkAll }));
    within(dialog).getByText('450 מתוך 450 שינויים נבחרו');
    expect(selection.checkedChanges).toHaveLength(450);
    fireEvent.click(within(dialog).getByRole('button', { name: t.uncheckAll }));
    within(dialog).getByText('0 מתוך 450 שינויים נבחרו');
    fireEvent.click(within(pages).getByRole('button', { name: 'הבאים' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'הבאים' }));
    expect(box(dialog, '01450', '10.00 ₪', '11.00 ₪').checked).toBe(false);
  });

  it('cannot apply with no change checked, and says why next to the button', () => {
    const { dialog, onApply } = setup();
    fireEvent.click(within(dialog).getByRole('button', { name: t.uncheckAll }));
    const apply = within(dialog).getByRole('button', { name: 'החלת 0 שינויים' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(document.getElementById(apply.getAttribute('aria-describedby')!)?.textContent).toBe(t.noneChecked);
    fireEvent.click(apply);
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(box(dialog, '01002', 'אין מחיר', '1,234.50 ₪'));
    expect([apply.disabled, apply.textContent, apply.hasAttribute('aria-describedby')]).toEqual([false, 'החלת שינוי אחד', false]);
  });
});
