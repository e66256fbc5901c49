// The manage-price screen (/products/{productId}/price): choose a price list, see the product's
// unit price in it (an empty field when it has none), save it with Price/Add when it had none and
// Price/Update when it had one.
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { PriceList, Product } from '@shared/contract/entities';
import { PriceDto } from '@shared/validation';
import { he } from '../he';
import { failedWith, FormState, hasStatus, numberOrUndefined, type ApiCaller } from '../components/FormState';
import { loadScreen, submitForm } from './screenState';

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

  constructor(
    private readonly api: ApiCaller,
    readonly productId: number,
  ) {
    makeAutoObservable<ProductPriceStore, 'api'>(this, { api: false, form: false, productId: false });
  }

  /** Loads the product (with its prices) and the price lists. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () =>
        Promise.all([
          this.api.call(endpoints.product.get, { params: { id: this.productId } }),
          this.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: PRICE_LIST_PICKER_SIZE } }),
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
    const result = await submitForm(this.form, PriceDto, input, () => this.save(input, hadPrice), {
      success: he.priceSaved,
      failure: (err) => failedWith(he.priceSaveFailed, err),
    });
    if (result.ok) this.remember(input.priceListID, input.unitPrice);
    return result.ok;
  }

  /** Add or update as the product's known prices say; if another screen changed that meanwhile, the other call. */
  private async save(input: { productID: number; priceListID: number; unitPrice: number }, hadPrice: boolean): Promise<void> {
    const { addPrice, updatePrice } = endpoints.priceList;
    try {
      await this.api.call(hadPrice ? updatePrice : addPrice, { body: input });
    } catch (err) {
      if (hadPrice && hasStatus(err, 404)) await this.api.call(addPrice, { body: input });
      else if (!hadPrice && hasStatus(err, 409)) await this.api.call(updatePrice, { body: input });
      else throw err;
    }
  }

  private remember(priceListID: number, unitPrice: number): void {
    if (!this.product) return;
    const prices = this.product.prices.filter((p) => p.priceListID !== priceListID);
    this.product = { ...this.product, prices: [...prices, { priceListID, unitPrice }].sort((a, b) => a.priceListID - b.priceListID) };
  }
}
