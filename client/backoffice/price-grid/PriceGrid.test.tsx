/**
 * @jest-environment jsdom
 */
// The grid under the keyboard: the active cell stays inside the rows when they shrink (a search), so
// what is typed next lands on the cell shown.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { BackOfficeDeps } from '../lib/deps';
import { PriceGrid } from './PriceGrid';
import { PriceGridStore, type GridRow } from './PriceGridStore';

afterEach(cleanup);
// jsdom lays nothing out: scrolling a cell into view does nothing there.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

const rows = (count: number): GridRow[] =>
  Array.from({ length: count }, (_, i) => ({
    productId: i + 1,
    itemCode: `A${i + 1}`,
    barcode: '',
    name: `פריט ${i + 1}`,
    prices: { 1: i + 1.5 },
  }));

it('types into the last row shown after the rows shrink under an active cell past their end (Ctrl+End on row 300, then 5 rows)', () => {
  // The grid reads and edits the store only: it calls no api.
  const store = new PriceGridStore({} as BackOfficeDeps);
  runInAction(() => {
    store.lists = [{ id: 1, name: 'סיטונאי א' }] as PriceGridStore['lists'];
    store.rows = rows(301);
  });
  render(<PriceGrid store={store} labelledBy="none" />);
  const grid = screen.getByRole('grid');
  fireEvent.keyDown(grid, { key: 'End', ctrlKey: true });
  expect(document.activeElement?.getAttribute('data-cell')).toBe('300:1');
  act(() => {
    runInAction(() => {
      store.rows = store.rows.slice(0, 5);
    });
  });
  fireEvent.keyDown(grid, { key: '1' });
  const editor = screen.getByRole('textbox', { name: 'מחיר פריט 5 בסיטונאי א' });
  fireEvent.change(editor, { target: { value: '12.5' } });
  fireEvent.keyDown(editor, { key: 'Enter' });
  expect(store.edits.edit(store.rows[4]!, 1)).toEqual({ text: '12.5', value: 12.5, before: 5.5 });
  expect(screen.getByRole('row', { name: /פריט 5/ }).textContent).toContain('12.50');
});
