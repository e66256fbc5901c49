// The manage-price screen (/products/{productId}/price): the product's price in every price list,
// each editable in place (issue 17), and the spec's form: choose a price list, see the product's
// unit price in it (an empty field when it has none). A price is saved with Price/Add when it had
// none and Price/Update when it had one.
import type { BackOfficeDeps } from '../lib/deps';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { PriceList, Product } from '@shared/contract/entities';
import { PriceDto } from '@shared/validation';
import { he } from '../he';
import { failedWith, FormState, numberOrUndefined } from '../lib/FormState';
import { checkPrice, savePrice } from '../lib/prices';
import { loadScreen, submitForm } from '../lib/screenState';

/** The price list picker asks for this many lists (SPEC.md section 9). */
export const PRICE_LIST_PICKER_SIZE = 100;

export class ProductPriceStore {
  readonly form = new FormState();
  product: Product | null = null;
  priceLists: PriceList[] = [];
  /** The chosen list's id as the picker holds it ('' for none). */
  priceListId = '';
  /** The unit price as typed. */
  unitPrice = '';
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The table's prices as typed, by price list id (a list not typed in shows its saved price). */
  readonly drafts = observable.map<number, string>();
  /** Per price list: saving now, and the last save's message. */
  readonly rowSaving = observable.set<number>();
  readonly rowNotices = observable.map<number, { tone: 'success' | 'error'; text: string }>();

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly productId: number,
  ) {
    makeAutoObservable<ProductPriceStore, 'api'>(this, {
      api: false,
      form: false,
      productId: false,
      drafts: false,
      rowSaving: false,
      rowNotices: false,
    });
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

  /** The product's unit price in the chosen list, or undefined when it has none there. */
  get currentPrice(): number | undefined {
    if (!this.product || this.priceListId === '') return undefined;
    const id = Number(this.priceListId);
    return this.product.prices.find((p) => p.priceListID === id)?.unitPrice;
  }

  /** The product's saved price in a list, or undefined. */
  priceIn(priceListId: number): number | undefined {
    return this.product?.prices.find((p) => p.priceListID === priceListId)?.unitPrice;
  }

  /** What a list's field in the table shows: as typed, else its saved price. */
  draftOf(priceListId: number): string {
    const typed = this.drafts.get(priceListId);
    if (typed !== undefined) return typed;
    const saved = this.priceIn(priceListId);
    return saved === undefined ? '' : String(saved);
  }

  setDraft(priceListId: number, value: string): void {
    this.drafts.set(priceListId, value);
    this.rowNotices.delete(priceListId);
  }

  /** Saves one list's price from the table; true on success. */
  async saveRow(priceListId: number): Promise<boolean> {
    if (this.rowSaving.has(priceListId)) return false;
    const checked = checkPrice(this.productId, priceListId, this.draftOf(priceListId));
    if (!checked.ok) {
      this.rowNotices.set(priceListId, { tone: 'error', text: checked.error });
      return false;
    }
    const { input } = checked;
    this.rowSaving.add(priceListId);
    this.rowNotices.delete(priceListId);
    try {
      await savePrice(this.deps.api, input, this.priceIn(priceListId) !== undefined);
      runInAction(() => {
        this.remember(priceListId, input.unitPrice);
        this.drafts.delete(priceListId);
        this.rowNotices.set(priceListId, { tone: 'success', text: he.boProductPrice.saved });
        if (String(priceListId) === this.priceListId) this.unitPrice = String(input.unitPrice);
      });
      return true;
    } catch (err) {
      runInAction(() => this.rowNotices.set(priceListId, { tone: 'error', text: failedWith(he.boProductPrice.saveFailed, err) }));
      return false;
    } finally {
      runInAction(() => this.rowSaving.delete(priceListId));
    }
  }

  /** Chooses a list and shows the product's price in it (empty when none). */
  selectPriceList(value: string): void {
    this.priceListId = value;
    const price = this.currentPrice;
    this.unitPrice = price === undefined ? '' : String(price);
    this.form.reset();
  }

  setUnitPrice(value: string): void {
    this.unitPrice = value;
  }

  /** Checks and saves the price; true on success. */
  async submit(): Promise<boolean> {
    const input = {
      productID: this.productId,
      priceListID: this.priceListId === '' ? 0 : Number(this.priceListId),
      unitPrice: numberOrUndefined(this.unitPrice) as number,
    };
    const hadPrice = this.currentPrice !== undefined;
    const result = await submitForm(this.form, PriceDto, input, () => savePrice(this.deps.api, input, hadPrice), {
      success: he.boProductPrice.saved,
      failure: (err) => failedWith(he.boProductPrice.saveFailed, err),
    });
    if (result.ok) {
      this.remember(input.priceListID, input.unitPrice);
      this.drafts.delete(input.priceListID);
    }
    return result.ok;
  }

  private remember(priceListID: number, unitPrice: number): void {
    if (!this.product) return;
    const prices = this.product.prices.filter((p) => p.priceListID !== priceListID);
    this.product = { ...this.product, prices: [...prices, { priceListID, unitPrice }].sort((a, b) => a.priceListID - b.priceListID) };
  }
}
