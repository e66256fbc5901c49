// The price grid itself: an ARIA grid of items (rows) by price lists (columns), edited like a
// spreadsheet. Only the rows in view (and the active one) are drawn: rows have one fixed height, so
// the rows in view follow from the scroll position alone, and 20,000 rows cost what 20 do. Without a
// virtualisation library: windowing fixed-height rows is a few lines, and the grid needs the active
// row kept drawn for its focus, which is simpler here than through a library's API.
// Keys (WAI-ARIA grid pattern, as in a spreadsheet): arrows, Home/End, Page Up/Down and Tab move;
// typing replaces the cell's price, Enter or F2 edits it; in the editor Enter commits and moves
// down, Tab commits and moves on, Escape drops the typing; Escape on a cell undoes its change.
import { observer } from 'mobx-react-lite';
import { memo, useCallback, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import type { PriceList } from '@shared/contract/entities';
import { he } from './he';
import type { GridRow, PriceGridStore } from './PriceGridStore';
import './PriceGrid.css';

/**
 * A row's height until the grid's CSS is read (jsdom reads none). PriceGrid.css alone sets the height
 * (--pgrid-row: compact under a mouse, finger-sized on a touch screen) and places the rows by it; the
 * grid reads it back for the rows it draws and Page Up/Down, so the two never disagree.
 */
const DEFAULT_ROW_HEIGHT = 48;
/** Rows drawn beyond the edges of the view, so a fast scroll shows no gap. */
const OVERSCAN = 8;

/** The active cell: row index, column (0 the item, 1.. the lists). */
interface Cell {
  row: number;
  col: number;
}
/** The cell being edited: its text, and whether the editor selects it (Enter, F2, a tap) or types after it. */
interface Editing {
  text: string;
  select: boolean;
}

const PriceCell = observer(function PriceCell({
  store,
  row,
  list,
  rowIndex,
  col,
  active,
  editing,
  onEditText,
  onCommit,
}: {
  store: PriceGridStore;
  row: GridRow;
  list: PriceList;
  rowIndex: number;
  col: number;
  active: boolean;
  editing: Editing | null;
  onEditText: (text: string) => void;
  onCommit: () => void;
}) {
  const edit = store.edits.edit(row, list.id);
  const text = store.edits.cellText(row, list.id);
  const errorId = `pgrid-error-${row.productId}-${list.id}`;
  const classes = ['pgrid__cell', 'pgrid__price', edit && (edit.error ? 'is-refused' : 'is-changed')].filter(Boolean).join(' ');
  return (
    <div
      role="gridcell"
      aria-colindex={col + 1}
      className={classes}
      tabIndex={active && !editing ? 0 : -1}
      data-cell={`${rowIndex}:${col}`}
      aria-invalid={edit?.error ? true : undefined}
      aria-describedby={edit?.error ? errorId : undefined}
    >
      {editing ? (
        <input
          className="pgrid__input"
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          aria-label={he.cellLabel(row.name, list.name)}
          value={editing.text}
          onChange={(e) => onEditText(e.target.value)}
          onBlur={onCommit}
        />
      ) : (
        <>
          <span className="pgrid__value" dir="ltr">
            {text === '' ? <span className="pgrid__none">{he.noPrice}</span> : text}
          </span>
          {edit && !edit.error && <span className="visually-hidden">{` (${he.changed})`}</span>}
          {edit?.error && (
            <span id={errorId} className="pgrid__error" title={edit.error}>
              {edit.error}
            </span>
          )}
        </>
      )}
    </div>
  );
});

interface RowProps {
  store: PriceGridStore;
  row: GridRow;
  index: number;
  lists: readonly PriceList[];
  /** The active column on this row, or -1. */
  activeCol: number;
  editing: Editing | null;
  onEditText: (text: string) => void;
  onCommit: () => void;
}

const GridRowView = memo(function GridRowView({ store, row, index, lists, activeCol, editing, onEditText, onCommit }: RowProps) {
  return (
    <div role="row" aria-rowindex={index + 2} className="pgrid__row" style={{ '--pgrid-index': index } as CSSProperties}>
      <div
        role="rowheader"
        aria-colindex={1}
        className="pgrid__cell pgrid__item"
        tabIndex={activeCol === 0 ? 0 : -1}
        data-cell={`${index}:0`}
      >
        <span className="pgrid__name">{row.name}</span>
        <span className="pgrid__code" dir="ltr">
          {row.itemCode}
        </span>
      </div>
      {lists.map((list, i) => (
        <PriceCell
          key={list.id}
          store={store}
          row={row}
          list={list}
          rowIndex={index}
          col={i + 1}
          active={activeCol === i + 1}
          editing={activeCol === i + 1 ? editing : null}
          onEditText={onEditText}
          onCommit={onCommit}
        />
      ))}
    </div>
  );
});

/** The grid's view: how far its rows are scrolled, how tall it is, and its rows' height, in CSS pixels. */
interface View {
  top: number;
  height: number;
  rowHeight: number;
}

/** The rows in view, from the scroll position: [first, last). */
function rowsInView({ top, height, rowHeight }: View, count: number): [number, number] {
  const first = Math.max(0, Math.floor(top / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((top + height) / rowHeight) + OVERSCAN);
  return [first, last];
}

/** The row height PriceGrid.css gives the grid (it changes with the pointer), or the default before any CSS. */
function rowHeightOf(grid: HTMLElement): number {
  const height = parseFloat(getComputedStyle(grid).getPropertyValue('--pgrid-row'));
  return height > 0 ? height : DEFAULT_ROW_HEIGHT;
}

export const PriceGrid = observer(function PriceGrid({ store, labelledBy }: { store: PriceGridStore; labelledBy: string }) {
  const { rows, lists } = store;
  const scroller = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ top: 0, height: 800, rowHeight: DEFAULT_ROW_HEIGHT });
  const [active, setActive] = useState<Cell>({ row: 0, col: lists.length > 0 ? 1 : 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  /** Set by the user's own moves: the active cell (or its editor) then takes the focus. */
  const focusWanted = useRef(false);
  const editingRef = useRef(editing);
  editingRef.current = editing;

  // The rows may have changed under the active cell (a new filter): it moves inside the grid, in the
  // state too, so that what is typed next lands on the cell shown (not on a row past the end).
  const row = Math.min(active.row, Math.max(rows.length - 1, 0));
  const col = Math.min(active.col, lists.length);
  if (row !== active.row || col !== active.col) setActive({ row, col });
  const activeRef = useRef<Cell>({ row, col });
  activeRef.current = { row, col };

  const onScroll = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    const offset = body.current?.offsetTop ?? 0;
    setView({ top: Math.max(0, node.scrollTop - offset), height: node.clientHeight, rowHeight: rowHeightOf(node) });
  }, []);
  useLayoutEffect(onScroll, [onScroll, rows]);
  // The grid's height follows the window's, and its rows' height the pointer: both can change with the window.
  useLayoutEffect(() => {
    window.addEventListener('resize', onScroll);
    return () => window.removeEventListener('resize', onScroll);
  }, [onScroll]);

  // After a move: focus the active cell (or the editor) and bring it into view.
  useLayoutEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    const cell = scroller.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (!cell) return;
    const input = cell.querySelector('input');
    if (input) {
      input.focus({ preventScroll: true });
      if (editing?.select) input.select();
      else input.setSelectionRange(input.value.length, input.value.length);
    } else cell.focus({ preventScroll: true });
    cell.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  const moveTo = (next: Cell) => {
    focusWanted.current = true;
    setActive({ row: Math.max(0, Math.min(rows.length - 1, next.row)), col: Math.max(0, Math.min(lists.length, next.col)) });
  };
  const startEditing = (text: string, select: boolean) => {
    if (col === 0 || rows.length === 0) return;
    focusWanted.current = true;
    setEditing({ text, select });
  };
  /** Takes the editor's text into the store (once: Enter and the blur that follows do not both commit). */
  const commit = useCallback(() => {
    const current = editingRef.current;
    if (!current) return;
    editingRef.current = null;
    const { row: r, col: c } = activeRef.current;
    const target = store.rows[r];
    const list = store.lists[c - 1];
    if (target && list) store.edits.setCell(target, list.id, current.text);
    setEditing(null);
  }, [store]);
  const onEditText = useCallback((text: string) => setEditing((e) => (e ? { ...e, text } : e)), []);

  const pageRows = Math.max(1, Math.floor(view.height / view.rowHeight) - 1);
  // Right-to-left: the arrow pointing left goes to the next column.
  const forward = typeof document !== 'undefined' && document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    const { key, shiftKey, ctrlKey, metaKey, altKey } = e;
    if (editing) {
      if (key === 'Escape') {
        e.preventDefault();
        editingRef.current = null;
        focusWanted.current = true;
        setEditing(null);
      } else if (key === 'Enter' || key === 'ArrowDown' || key === 'ArrowUp') {
        e.preventDefault();
        commit();
        moveTo({ row: row + (key === 'ArrowUp' || (key === 'Enter' && shiftKey) ? -1 : 1), col });
      } else if (key === 'Tab') {
        e.preventDefault();
        commit();
        moveTo({ row, col: Math.max(1, Math.min(lists.length, col + (shiftKey ? -1 : 1))) });
      }
      return;
    }
    const moves: Record<string, Cell> = {
      ArrowDown: { row: row + 1, col },
      ArrowUp: { row: row - 1, col },
      [forward]: { row, col: col + 1 },
      [forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft']: { row, col: col - 1 },
      PageDown: { row: row + pageRows, col },
      PageUp: { row: row - pageRows, col },
      Home: ctrlKey ? { row: 0, col: 0 } : { row, col: 0 },
      End: ctrlKey ? { row: rows.length - 1, col: lists.length } : { row, col: lists.length },
    };
    const move = moves[key];
    if (move) {
      e.preventDefault();
      moveTo(move);
    } else if (key === 'Tab') {
      // Tab goes from price to price along the row; past the row's edge it leaves the grid.
      const next = col + (shiftKey ? -1 : 1);
      if (next < 1 || next > lists.length) return;
      e.preventDefault();
      moveTo({ row, col: next });
    } else if ((key === 'Enter' || key === 'F2') && col > 0) {
      e.preventDefault();
      const target = rows[row]!;
      startEditing(store.edits.cellText(target, lists[col - 1]!.id), true);
    } else if (key === 'Escape' && col > 0) {
      store.edits.undoCell(rows[row]!, lists[col - 1]!.id);
    } else if ((key === 'Backspace' || key === 'Delete') && col > 0) {
      e.preventDefault();
      startEditing('', false);
    } else if (key.length === 1 && !ctrlKey && !metaKey && !altKey && col > 0) {
      // Typing replaces the cell: the key pressed is the editor's first character.
      e.preventDefault();
      startEditing(key, false);
    }
  };

  /** A press on a cell makes it active; a finger (no keys to type with) or a second press opens its editor. */
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    if (!cell || (e.target as HTMLElement).tagName === 'INPUT') return;
    const [r, c] = cell.dataset.cell!.split(':').map(Number) as [number, number];
    if (editingRef.current) commit();
    const again = r === row && c === col;
    moveTo({ row: r, col: c });
    if (c > 0 && (e.pointerType !== 'mouse' || again)) {
      e.preventDefault();
      focusWanted.current = true;
      setEditing({ text: store.edits.cellText(rows[r]!, lists[c - 1]!.id), select: true });
    }
  };

  const [first, last] = rowsInView(view, rows.length);
  const shown: number[] = [];
  for (let i = first; i < last; i++) shown.push(i);
  if (rows.length > 0 && (row < first || row >= last)) shown.push(row);

  const activeRow = rows[row];
  const activeList = col > 0 ? lists[col - 1] : undefined;
  const activeError = activeRow && activeList ? store.edits.edit(activeRow, activeList.id)?.error : undefined;
  return (
    <>
      {/* The active cell's refusal in full (a cell has room for its start only); the line stays, empty, so the grid never moves. */}
      <p className="pgrid-active-error" aria-live="polite">
        {activeError && activeRow && activeList ? `${activeRow.name}, ${activeList.name}: ${activeError}` : ''}
      </p>
      <div
        ref={scroller}
        className="pgrid"
        role="grid"
        aria-labelledby={labelledBy}
        aria-rowcount={rows.length + 1}
        aria-colcount={lists.length + 1}
        style={{ '--pgrid-lists': lists.length } as CSSProperties}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
      >
        <div role="rowgroup" className="pgrid__head">
          <div role="row" aria-rowindex={1} className="pgrid__row pgrid__row--head">
            <div role="columnheader" aria-colindex={1} className="pgrid__cell pgrid__item">
              {he.colItem}
            </div>
            {lists.map((list, i) => (
              <div key={list.id} role="columnheader" aria-colindex={i + 2} className="pgrid__cell pgrid__price">
                {list.name}
              </div>
            ))}
          </div>
        </div>
        <div ref={body} role="rowgroup" className="pgrid__body" style={{ '--pgrid-rows': rows.length } as CSSProperties}>
          {shown.map((i) => (
            <GridRowView
              key={rows[i]!.productId}
              store={store}
              row={rows[i]!}
              index={i}
              lists={lists}
              activeCol={i === row ? col : -1}
              editing={i === row ? editing : null}
              onEditText={onEditText}
              onCommit={commit}
            />
          ))}
        </div>
      </div>
    </>
  );
});
