// One checked row of quick order's table: its code or name and its quantity fixed in place, the item
// found, what was understood, a pick list for a name that fits several items; on a phone one line with
// its details on demand.
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { formatShekels } from '@shared/format';
import { packSize } from '@shared/rules/packSize';
import { hasPrice } from '@shared/rules/price';
import { askedUnits, isRejectedRow, type QuickRow } from '@shared/rules/quickOrder';
import { Img } from '../../ui/Img';
import { selectOnFocus } from '../../ui/selectOnFocus';
import { he } from './he';
import type { QuickOrderStore } from './QuickOrderStore';
import { statusText, statusTone } from './quickRowStatus';
import { Substitutes, SwapNote } from '../substitutes';

interface RowProps {
  row: QuickRow;
  store: QuickOrderStore;
}

/** What was understood of a found row (by name, in packs, a default or rounded quantity, merged lines). */
function rowNotes(row: QuickRow): string[] {
  const good = row.status === 'found';
  const item = row.item;
  const notes: string[] = [];
  if (row.byName && item) notes.push(he.matchedByName);
  if (good && row.unit === 'pack' && row.quantity !== null)
    notes.push(he.packsUnderstood(row.quantity, row.packWord ?? 'אריזה', row.quantity * packSize(item!)));
  if (good && row.defaulted) notes.push(he.defaultedNote);
  if (good && row.roundedUp && row.units !== undefined) notes.push(he.roundedUpNote(row.units, packSize(item!)));
  if (good && row.merged?.length) notes.push(he.mergedNote(row.merged.join(', ')));
  return notes;
}

export const RowView = observer(function RowView({ row, store }: RowProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const toFix = isRejectedRow(row) || row.status === 'unchecked';
  const item = row.item;
  const notes = rowNotes(row);
  const tone = statusTone(row);
  return (
    <tr className={`quick-order__row quick-order__row--${row.status}${open ? ' quick-order__row--open' : ''}`}>
      <td data-label={he.colLine} className="quick-order__line">
        {row.line}
      </td>
      <td data-label={he.colCode} className="quick-order__more" id={detailsId}>
        <CodeField row={row} store={store} />
      </td>
      <td data-label={he.colItem} className="quick-order__item-cell">
        <span className="quick-order__item-head">
          <span className={`quick-order__mark quick-order__mark--${tone}`}>
            <span aria-hidden="true">{tone === 'good' ? '✓' : tone === 'bad' ? '!' : '↩'}</span>
            <span className="visually-hidden">{statusText(row)}</span>
          </span>
          {item ? (
            <span className="quick-order__item">
              <Img src={item.pictureUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
              <span className="quick-order__name">{item.itemDescription}</span>
            </span>
          ) : (
            <span className="muted quick-order__name" dir="auto">
              {row.raw}
            </span>
          )}
        </span>
        <RowSubstitutes row={row} store={store} />
      </td>
      <td data-label={he.colPack} className="quick-order__more">
        {item ? he.quickPackOf(packSize(item)) : '–'}
      </td>
      <td data-label={he.colPrice} className="quick-order__more">
        {item && hasPrice(item) ? formatShekels(item.salePriceInNIS) : '–'}
      </td>
      <td data-label={he.colQuantity} className="quick-order__quantity-cell">
        <QuantityField row={row} store={store} />
      </td>
      <td data-label={he.colStatus} className="quick-order__more">
        <span className="quick-order__status-cell">
          <span className={`quick-order__status quick-order__status--${tone}`}>{statusText(row)}</span>
          {notes.map((n) => (
            <span key={n} className="quick-order__note muted">
              {n}
            </span>
          ))}
          {row.status === 'choose' && <PickList row={row} store={store} />}
        </span>
      </td>
      <td className="actions-cell quick-order__more quick-order__actions-cell">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={he.removeRow(row.line)}
          onClick={() => store.removeRow(row.line)}
        >
          {he.removeLineShort}
        </button>
      </td>
      {/* A phone's one-line row: its details on demand (a desktop's table shows them all). */}
      <td className="quick-order__toggle-cell">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={he.rowDetailsOf(toFix ? he.rowFix : he.rowDetails, row.line)}
          onClick={() => setOpen(!open)}
        >
          {toFix ? he.rowFix : he.rowDetails}
        </button>
      </td>
    </tr>
  );
});

/** A row's code (or the name it gave): fixed in place when no item was found, checked again on leaving the field. */
const CodeField = observer(function CodeField({ row, store }: RowProps) {
  const byName = row.code === '';
  if (row.status !== 'notFound') {
    return (
      <span dir="ltr" className="quick-order__code-text">
        {row.code || '–'}
      </span>
    );
  }
  return (
    <input
      className="input quick-order__code"
      dir="auto"
      aria-label={byName ? he.nameOfLine(row.line) : he.codeOfLine(row.line)}
      defaultValue={byName ? (row.name ?? '') : row.code}
      onBlur={(e) => {
        if (e.target.value.trim() !== (byName ? (row.name ?? '') : row.code)) void store.fixRow(row.line, { code: e.target.value });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
    />
  );
});

/** A row's quantity: fixed in place for a found row or one whose quantity was not understood. */
const QuantityField = observer(function QuantityField({ row, store }: RowProps) {
  const good = row.status === 'found';
  if (!good && row.status !== 'badQuantity') return <span dir="ltr">{row.quantity ?? '–'}</span>;
  return (
    <input
      className="input quick-order__quantity"
      inputMode="numeric"
      dir="ltr"
      aria-label={he.quantityOfLine(row.line)}
      {...selectOnFocus}
      defaultValue={good ? String(row.cartQuantity) : (row.badQuantity ?? '')}
      key={`${row.cartQuantity}-${row.badQuantity ?? ''}`}
      onBlur={(e) => {
        const value = e.target.value.trim();
        if (value !== (good ? String(row.cartQuantity) : (row.badQuantity ?? ''))) void store.fixRow(row.line, { quantity: value });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
      }}
    />
  );
});

/** A name that fits several items: the closest few, one press takes it. */
const PickList = observer(function PickList({ row, store }: RowProps) {
  const headingId = useId();
  const choices = row.choices ?? [];
  const more = (row.choicesTotal ?? choices.length) - choices.length;
  return (
    <span className="quick-order__pick" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="quick-order__pick-title">
        {he.didYouMean}
      </span>
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          className="quick-order__choice"
          aria-label={he.chooseItem(choice.itemDescription)}
          onClick={() => void store.pickItem(row.line, choice)}
        >
          {choice.itemDescription}
          {hasPrice(choice) && <span className="muted"> · {formatShekels(choice.salePriceInNIS)}</span>}
        </button>
      ))}
      {more > 0 && <span className="muted quick-order__note">{he.moreChoices(more)}</span>}
    </span>
  );
});

/**
 * An item that cannot be ordered: its substitutes (from the catalogue the rows were checked against),
 * one press swaps the row; a row a swap just filled says so (docs/product.md §5.10).
 */
const RowSubstitutes = observer(function RowSubstitutes({ row, store }: RowProps) {
  const item = row.item;
  if (item && row.status === 'found') return <SwapNote itemId={item.itemId} quantity={row.cartQuantity ?? 0} />;
  if (!item || (row.status !== 'unavailable' && row.status !== 'priceOnRequest')) return null;
  return (
    <Substitutes
      itemId={item.itemId}
      item={item}
      known={(code) => store.itemByCode(code)}
      quantity={askedUnits(row, item)}
      onSwap={(substitute, quantity) => {
        store.swapRow(row.line, substitute, quantity);
        return quantity;
      }}
    />
  );
});
