// Plus and minus by one pack (docs/product.md §4.2), and a quantity that can be typed (twenty cartons
// are not twenty taps). A typed quantity is rounded up to whole packs, with a visible note saying
// so; one far above the line's usual (a slip: 24 becoming 2504) is confirmed before it reaches the
// cart. The box selects its number at every click or tap and after Enter, in every engine, so typing
// replaces it; a line that grows tenfold in one edit asks too.
// Shown only to a signed-in user for an item that can be ordered; minus is disabled at quantity 0;
// a locked line (one the cart must fix first) takes none of them.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isUnusualQuantity, MAX_LINE_QUANTITY, parseWholeNumber, roundUpToPacks } from '@shared/rules/packSize';
import { he } from '../i18n/he';
import { ConfirmDialog } from './ConfirmDialog';
import { selectOnEveryClick } from './selectOnFocus';

interface Props {
  quantity: number;
  packSize: number;
  onPlus: () => void;
  onMinus: () => void;
  /** Sets a typed quantity, already rounded up to whole packs (0 to remove). */
  onSet: (quantity: number) => void;
  /** The item's name, so each control's name says what it adds (screen readers). */
  itemName: string;
  /** A line that must be fixed first: every control is disabled. */
  locked?: boolean;
  /** The quantity of this item in the buyer's last order, when known (what 'usual' is measured against). */
  lastOrdered?: number;
}

/** What a typed text becomes: the quantity to set and the note to show, or null to change nothing. */
export function typedQuantity(text: string, current: number, pack: number): { quantity: number | null; note: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { quantity: null, note: null };
  // '1,000' is a thousand: the same reading as quick order's.
  const typed = parseWholeNumber(trimmed);
  if (typed === null) return { quantity: null, note: he.quantityNotNumber };
  const quantity = roundUpToPacks(typed, pack);
  if (typed === 0) return { quantity: current === 0 ? null : 0, note: null };
  if (typed > MAX_LINE_QUANTITY) return { quantity, note: he.quantityCapped(quantity) };
  return { quantity: quantity === current ? null : quantity, note: quantity !== typed ? he.quantityRounded(typed, quantity, pack) : null };
}

export function QuantityControl({ quantity, packSize, onPlus, onMinus, onSet, itemName, locked = false, lastOrdered }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** A typed quantity far above the usual, waiting for the buyer's yes. */
  const [unusual, setUnusual] = useState<{ quantity: number; note: string | null } | null>(null);
  const noteId = useId();
  const box = useRef<HTMLInputElement>(null);
  /** Bumped by Enter: the box keeps the focus, with its new number selected, so what is typed next replaces it. */
  const [committed, setCommitted] = useState(0);
  useLayoutEffect(() => {
    const input = box.current;
    if (committed > 0 && input && input.ownerDocument.activeElement === input) input.select();
  }, [committed, quantity]);

  const commit = () => {
    if (draft === null) return;
    const result = typedQuantity(draft, quantity, packSize);
    setDraft(null);
    if (result.quantity !== null && isUnusualQuantity(result.quantity, { pack: packSize, current: quantity, lastOrdered })) {
      setUnusual({ quantity: result.quantity, note: result.note });
      return;
    }
    if (result.quantity !== null) onSet(result.quantity);
    setNote(result.note);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit();
      setCommitted((n) => n + 1);
    } else if (e.key === 'Escape' && draft !== null) {
      // Escape undoes the typing; a dialog around the control stays open.
      e.stopPropagation();
      setDraft(null);
    }
  };

  const step = (act: () => void) => () => {
    setNote(null);
    act();
  };

  return (
    <div className="quantity-wrap">
      <div className="quantity" role="group" aria-label={itemName}>
        <button
          type="button"
          className="quantity__button"
          aria-label={he.addToCart}
          title={he.addToCart}
          onClick={step(onPlus)}
          disabled={locked}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={box}
          className="quantity__input"
          type="text"
          inputMode="numeric"
          enterKeyHint="done"
          autoComplete="off"
          aria-label={he.quantityFor(itemName)}
          aria-describedby={note ? noteId : undefined}
          value={draft ?? String(quantity)}
          disabled={locked}
          {...selectOnEveryClick}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity__button"
          aria-label={he.removeFromCart}
          title={he.removeFromCart}
          onClick={step(onMinus)}
          disabled={locked || quantity === 0}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M5 12h14" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        {packSize > 1 && <span className="quantity__pack">{he.packOf(packSize)}</span>}
      </div>
      <span id={noteId} className="quantity__note" role="status">
        {note}
      </span>
      {unusual && (
        <ConfirmDialog
          title={he.unusualQuantityTitle}
          message={he.unusualQuantity(unusual.quantity, itemName, packSize)}
          confirmLabel={he.unusualQuantityConfirm}
          onConfirm={() => {
            onSet(unusual.quantity);
            setNote(unusual.note);
            setUnusual(null);
          }}
          onCancel={() => setUnusual(null)}
        />
      )}
    </div>
  );
}
