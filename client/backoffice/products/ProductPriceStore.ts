// The manage-price screen (/products/{productId}/price): one form for one product. Every price list
// is a row with the product's unit price in it (an empty field when it has none) and a field for
// the new price; one Save sends the rows whose price was changed. A price is saved with Price/Add
// when the list had none and Price/Update when it had one. The single-price form (choose a list,
// enter a price) is this form with the choice made by typing in the list's row: saving with no row
// changed says 'please select a price list'.
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { PriceList, Product } from '@shared/contract/entities';
import { firstErrors, PriceDto, validateDto } from '@shared/validation';
import { validationText } from '../../i18n/he';
import { he } from './he';
import { failedWith, FormState, numberOrUndefined } from '../lib/FormState';
import { PriceDrafts, savePrice } from '../lib/prices';
import { loadScreen } from '../lib/screenState';

/** The price list picker asks for this many lists, in one page. */
export const PRICE_LIST_PICKER_SIZE = 100;

/** The lists whose price could not be saved, and why (the first failure). */
class RowsFailed extends Error {
  constructor(
    readonly names: string[],
    readonly first: unknown,
  ) {
    super('rows failed');
  }
}

/** A row's field name in the form's errors. */
export const rowField = (priceListId: number) => `price-${priceListId}`;

export class ProductPriceStore {
  readonly form = new FormState();
  product: Product | null = null;
  priceLists: PriceList[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The prices as typed over the saved ones. */
  readonly drafts = new PriceDrafts(() => this.product?.prices);

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly productId: number,
  ) {
    makeAutoObservable<ProductPriceStore, 'deps'>(this, { deps: false, form: false, productId: false, drafts: false });
  }

  /** Loads the product (with its prices) and the price lists. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () =>
        Promise.all([
          this.deps.api.call(endpoints.product.get, { params: { id: this.productId } }),
          this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: PRICE_LIST_PICKER_SIZE } }),
        ]),
      ([product, lists]) => {
        this.product = product;
        this.priceLists = lists.items;
      },
    );
  }

  /** The product's saved price in a list, or undefined (a 0 stored before is no price: shared/rules/price.ts). */
  priceIn(priceListId: number): number | undefined {
    return this.drafts.priceIn(priceListId);
  }

  /** What a list's field shows: as typed, else its saved price (empty when it has none). */
  draftOf(priceListId: number): string {
    return this.drafts.shown(priceListId);
  }

  setDraft(priceListId: number, value: string): void {
    this.drafts.set(priceListId, value);
    this.form.setError(rowField(priceListId), null);
  }

  /** Whether a list's field holds something other than its saved price. */
  isChanged(priceListId: number): boolean {
    return this.drafts.isChanged(priceListId);
  }

  /** The lists whose price was changed, in the table's order. */
  get changedLists(): PriceList[] {
    return this.priceLists.filter((list) => this.isChanged(list.id));
  }

  /** A row's message under its field, in Hebrew. */
  rowError(priceListId: number): string | undefined {
    const key = this.form.errors[rowField(priceListId)];
    return key === undefined ? undefined : validationText(key);
  }

  /**
   * Checks and saves every changed row; true when all were saved. Nothing changed is 'please
   * select a price list'; a row refused by the check is marked and nothing is sent; a row the
   * provider refuses keeps its typing while the rows saved are kept.
   */
  async submit(): Promise<boolean> {
    if (this.form.busy) return false;
    this.form.reset();
    const changed = this.changedLists;
    if (changed.length === 0) {
      this.form.setFailure(he.chooseListFirst);
      return false;
    }
    const rows = changed.map((list) => ({
      list,
      body: { productID: this.productId, priceListID: list.id, unitPrice: numberOrUndefined(this.draftOf(list.id)) as number },
    }));
    for (const { list, body } of rows) {
      const checked = validateDto(PriceDto, body);
      if (!checked.ok) {
        const errors = firstErrors(checked.errors);
        this.form.setError(rowField(list.id), errors.unitPrice ?? Object.values(errors)[0] ?? 'required');
      }
    }
    if (Object.keys(this.form.errors).length > 0) {
      this.form.setFailure(he.fixRows);
      return false;
    }
    const result = await this.form.run(
      async () => {
        const failed: string[] = [];
        let first: unknown;
        for (const { list, body } of rows) {
          try {
            await savePrice(this.deps.api, body, this.priceIn(list.id) !== undefined);
            runInAction(() => {
              this.remember(list.id, body.unitPrice);
              this.drafts.delete(list.id);
            });
          } catch (err) {
            failed.push(list.name);
            first ??= err;
          }
        }
        // The storefront shows the prices saved, whatever became of the others.
        if (failed.length < rows.length) await invalidateItems(this.deps);
        if (failed.length > 0) throw new RowsFailed(failed, first);
      },
      {
        success: rows.length === 1 ? he.saved : he.savedMany,
        failure: (err) => {
          const rowsFailed = err as RowsFailed;
          return `${failedWith(he.saveFailed, rowsFailed.first)} ${he.failedIn(rowsFailed.names)}`;
        },
      },
    );
    return result.ok;
  }

  private remember(priceListID: number, unitPrice: number): void {
    if (!this.product) return;
    const prices = this.product.prices.filter((p) => p.priceListID !== priceListID);
    this.product = { ...this.product, prices: [...prices, { priceListID, unitPrice }].sort((a, b) => a.priceListID - b.priceListID) };
  }
}
