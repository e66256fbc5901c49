// Which of an import's changes the manager chose to apply. The choice lives here, by change key, and
// not in the preview's rows: the preview draws 200 changes a page, and a row drawn again after paging
// (or never drawn at all) must keep its check, and 'check all' must reach the pages not shown.
//
// A change that looks like a mistake starts unchecked, with the reason: one of more than LARGE_CHANGE
// percent either way (3.95 typed as 1,234.50). Two other flags were asked for and cannot arise here:
// a price of 0 or below never becomes a change (readPriceCell refuses its row, with the price rule's
// message), and a price below cost cannot be told, as no item or price in the contract carries a cost.
import { makeAutoObservable, observable } from 'mobx';
import type { PriceChange } from './priceCsv';
import { boPriceCsv as t } from './strings';

/** A change of more than this many percent either way is flagged: likely a typo (a price times 10). */
export const LARGE_CHANGE = 50;

/** A change's size in percent of the price before; undefined for a price where there was none. */
export const changePercent = (c: PriceChange): number | undefined => (c.from === undefined ? undefined : ((c.to - c.from) / c.from) * 100);

export const isLarge = (p: number | undefined): boolean => p !== undefined && Math.abs(p) > LARGE_CHANGE;

/** A change's key: its item and price list (a file changes an item's price in a list once). */
export const changeKey = (c: Pick<PriceChange, 'productId' | 'listId'>): string => `${c.productId}:${c.listId}`;

/** Why a change starts unchecked, in Hebrew; undefined for one that looks as meant. */
export function flagReason(change: PriceChange): string | undefined {
  return isLarge(changePercent(change)) ? t.flagLarge(LARGE_CHANGE) : undefined;
}

export class CsvSelection {
  /** The keys of the changes not to apply (fewer to hold than the checked ones, in a file of 20,000). */
  private readonly unchecked = observable.set<string>();

  constructor(readonly changes: readonly PriceChange[]) {
    for (const change of changes) if (flagReason(change) !== undefined) this.unchecked.add(changeKey(change));
    makeAutoObservable<CsvSelection, 'unchecked'>(this, { changes: false, unchecked: false });
  }

  isChecked(change: PriceChange): boolean {
    return !this.unchecked.has(changeKey(change));
  }

  setChecked(change: PriceChange, checked: boolean): void {
    if (checked) this.unchecked.delete(changeKey(change));
    else this.unchecked.add(changeKey(change));
  }

  /** Every change, on every page, flagged ones too: the manager asked for them all. */
  checkAll(): void {
    this.unchecked.clear();
  }

  uncheckAll(): void {
    for (const change of this.changes) this.unchecked.add(changeKey(change));
  }

  get checkedCount(): number {
    return this.changes.length - this.unchecked.size;
  }

  /** The changes to apply, in the file's order. */
  get checkedChanges(): PriceChange[] {
    return this.changes.filter((c) => this.isChecked(c));
  }
}
