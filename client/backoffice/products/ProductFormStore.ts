// The add-product (/add-product) and edit-product (/products/edit/{productId}) forms: name,
// description and category required; a pre-weighted product needs its default weight in kg.
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, PriceList, ProductInput, ProductPrice } from '@shared/contract/entities';
import { ProductDto, ProductUpdateDto } from '@shared/validation';
import { he } from '../he';
import { failedWith, FormState, hasStatus, numberOrUndefined } from '../lib/FormState';
import { PRICE_LIST_PICKER_SIZE } from './ProductPriceStore';
import { deletePending, loadScreen, submitForm } from '../lib/screenState';

export class ProductFormStore {
  readonly form = new FormState();
  productName = '';
  description = '';
  /** The chosen category's id as the picker holds it ('' for none). */
  categoryId = '';
  /** The chosen item group's id as the picker holds it ('' for none). */
  itemGroupId = '';
  isPreWeighted = false;
  /** Kilograms as typed. */
  defaultWeight = '';
  categories: Category[] = [];
  /** The edit form's price lists and the product's prices in them (the missing-prices warning). */
  priceLists: PriceList[] = [];
  prices: ProductPrice[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The edit form's product waiting for the delete confirmation (its name as loaded). */
  pendingDelete: { productName: string } | null = null;
  deleting = false;
  /** The outcome of the delete; once deleted the screen has no product to edit. */
  deleteMessage: Message | null = null;
  deleted = false;
  /** The name the product was loaded with (the delete's question and message name it). */
  private loadedName = '';

  /** `productId` is null for the add form. */
  constructor(
    private readonly deps: BackOfficeDeps,
    readonly productId: number | null = null,
  ) {
    makeAutoObservable<ProductFormStore, 'deps'>(this, { deps: false, form: false, productId: false });
  }

  setProductName(value: string): void {
    this.productName = value;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  setCategoryId(value: string): void {
    this.categoryId = value;
    // A group of another category cannot stay chosen; a category with one group needs no choice.
    if (!this.groups.some((g) => String(g.id) === this.itemGroupId))
      this.itemGroupId = this.groups.length === 1 ? String(this.groups[0]!.id) : '';
  }

  /** The item groups of the chosen category (the item-group picker). */
  get groups(): Array<{ id: number; itemGroupName: string }> {
    return this.categories.find((c) => String(c.id) === this.categoryId)?.itemGroups ?? [];
  }

  setItemGroupId(value: string): void {
    this.itemGroupId = value;
    this.form.setError('itemGroupId', null);
  }

  setPreWeighted(value: boolean): void {
    this.isPreWeighted = value;
    if (!value) this.form.setError('defaultWeight', null);
  }

  setDefaultWeight(value: string): void {
    this.defaultWeight = value;
  }

  /** Loads the category picker and, for the edit form, the product. */
  async load(): Promise<void> {
    const productId = this.productId;
    await loadScreen(
      this,
      () =>
        Promise.all([
          this.deps.api.call(endpoints.category.list, { query: { getAll: true } }),
          productId === null ? Promise.resolve(null) : this.deps.api.call(endpoints.product.get, { params: { id: productId } }),
          productId === null
            ? Promise.resolve(null)
            : this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: PRICE_LIST_PICKER_SIZE } }),
        ]),
      ([categories, product, lists]) => {
        this.categories = categories.items;
        this.priceLists = lists?.items ?? [];
        if (product) {
          this.prices = product.prices;
          this.productName = product.productName;
          this.loadedName = product.productName;
          this.description = product.description;
          this.categoryId = product.categoryId ? String(product.categoryId) : '';
          this.itemGroupId = product.itemGroupId ? String(product.itemGroupId) : '';
          this.isPreWeighted = product.isPreWeighted;
          this.defaultWeight = product.defaultWeight === null ? '' : String(product.defaultWeight);
        }
      },
    );
  }

  /** The body the form describes (weight only when pre-weighted). */
  private input(): ProductInput {
    return {
      productName: this.productName.trim(),
      description: this.description.trim(),
      categoryId: this.categoryId === '' ? 0 : Number(this.categoryId),
      ...(this.itemGroupId === '' ? {} : { itemGroupId: Number(this.itemGroupId) }),
      isPreWeighted: this.isPreWeighted,
      defaultWeight: this.isPreWeighted ? numberOrUndefined(this.defaultWeight) : null,
    };
  }

  /** Checks and sends the form; true on success. */
  /** Saves the form; gives the product's id once saved (the new one's for an addition), or null. */
  async submit(): Promise<number | null> {
    const input = this.input();
    // The form always names the group (a new product must not land in whichever group comes first).
    if (this.categoryId !== '' && this.groups.length > 0 && this.itemGroupId === '') {
      this.form.setError('itemGroupId', 'selectItemGroup');
      return null;
    }
    if (this.productId === null) {
      const result = await submitForm(this.form, ProductDto, input, () => this.deps.api.call(endpoints.product.add, { body: input }), {
        success: he.boProduct.added,
        failure: (err) => failedWith(he.boProduct.addFailed, err),
      });
      return result.ok ? result.value : null;
    }
    const productId = this.productId;
    const body = { ...input, productID: productId };
    const result = await submitForm(this.form, ProductUpdateDto, body, () => this.deps.api.call(endpoints.product.update, { body }), {
      success: he.boProduct.updated,
      failure: (err) => failedWith(he.boProduct.updateFailed, err),
    });
    return result.ok ? productId : null;
  }

  /** Asks to delete the edited product. */
  askDelete(): void {
    if (this.productId !== null && !this.deleted) this.pendingDelete = { productName: this.loadedName };
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /**
   * Deletes the product once confirmed: the provider takes it off the storefront and out of every
   * price list (past orders keep their lines); the storefront's items are marked stale.
   */
  async confirmDelete(): Promise<void> {
    const productId = this.productId;
    if (productId === null) return;
    await deletePending(this, async (target) => {
      this.deleteMessage = null;
      try {
        await this.deps.api.call(endpoints.product.delete, { params: { id: productId } });
      } catch (err) {
        runInAction(() => {
          if (hasStatus(err, 404)) this.deleted = true;
          this.deleteMessage = {
            tone: 'error',
            text: hasStatus(err, 404) ? he.boProduct.notFound : failedWith(he.boProduct.deleteFailed, err),
          };
        });
        return;
      }
      runInAction(() => {
        this.deleted = true;
        this.deleteMessage = { tone: 'success', text: he.boProduct.deleted(target.productName) };
      });
      await invalidateItems(this.deps);
    });
  }
}
