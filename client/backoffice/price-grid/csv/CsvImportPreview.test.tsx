/**
 * @jest-environment jsdom
 */
// The import preview as the store manager sees it: what would change, what was refused and why,
// then apply or cancel.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { CsvImportPreview } from './CsvImportPreview';
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

function setup(props: Partial<Parameters<typeof CsvImportPreview>[0]> = {}) {
  const onApply = jest.fn();
  const onCancel = jest.fn();
  render(<CsvImportPreview result={result} applying={false} onApply={onApply} onCancel={onCancel} {...props} />);
  return { onApply, onCancel, dialog: screen.getByRole('dialog', { name: t.previewTitle }) };
}

describe('CsvImportPreview', () => {
  it('shows the summary, the refused rows with their reasons and the unknown columns, then every change with its old and new price', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('3 שינויים, 2 שורות נדחו')).toBeTruthy();
    const changes = within(dialog).getByRole('table', { name: t.changesCaption });
    const rows = within(changes).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'מק"טשם פריטמחירוןמחיר נוכחימחיר חדששינוי',
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
    fireEvent.click(within(dialog).getByRole('button', { name: 'החלת השינויים' }));
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
    const apply = within(dialog).getByRole('button', { name: 'החלת השינויים' });
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
    expect(rows[1]!.textContent).toMatch(/\+60% שינוי חריג$/);
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
          {open && <CsvImportPreview result={result} applying={false} onApply={() => {}} onCancel={() => setOpen(false)} />}
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
});
