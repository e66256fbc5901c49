// A product in one form (/add-product and /products/edit/{productId}): its code, barcode, name and
// description, category and item group, pack and weighing, a price in each price list, pictures and
// its status, checked together and saved with one press (productSave.ts does the calls in order).
// Name, description and category are required; a pre-weighted product needs its weight in kg.
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, Item, PriceList, Product } from '@shared/contract/entities';
import type { ProductStatus } from '@shared/rules/productStatus';
import { imageFileProblem } from '@shared/rules/upload';
import { firstErrors, ItemExtensionDto, Msg, ProductDto, ProductUpdateDto, validateDto } from '@shared/validation';
import { he } from './he';
import { failedWith, FormState, hasStatus, numberOrUndefined } from '../lib/FormState';
import { checkPrice, PriceDrafts } from '../lib/prices';
import { PRICE_LIST_PICKER_SIZE } from './ProductPriceStore';
import { deletePending, loadScreen } from '../lib/screenState';
import { priceField, saveProduct, type PendingPicture } from './productSave';

export { priceField };

let pictureKeys = 0;

export class ProductFormStore {
  readonly form = new FormState();
  /** The product's id: given for the edit form; for the add form, set once the first press created it. */
  productId: number | null;
  /** True for the add form (a new product opens its own screen once wholly saved). */
  readonly adding: boolean;
  itemId = '';
  catalogNumber = '';
  productName = '';
  description = '';
  /** The chosen category's id as the picker holds it ('' for none). */
  categoryId = '';
  /** The chosen item group's id as the picker holds it ('' for none). */
  itemGroupId = '';
  isPreWeighted = false;
  /** Kilograms as typed. */
  defaultWeight = '';
  /** The pack size as typed (the item's minOrderQuantity). */
  pack = '1';
  /** The status the manager chose, or null while untouched (a new product: draft until priced). */
  chosenStatus: ProductStatus | null = null;
  /** The prices as typed over the saved ones. */
  readonly priceDrafts = new PriceDrafts(() => this.saved?.prices);
  pictures: PendingPicture[] = [];
  categories: Category[] = [];
  priceLists: PriceList[] = [];
  /** What the provider holds (null until the product exists): its prices, images, status, code. */
  saved: Product | null = null;
  /** The pack the provider holds. */
  savedPack = 1;
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The edit form's product waiting for the delete confirmation (its name as loaded). */
  pendingDelete: { productName: string } | null = null;
  deleting = false;
  /** The outcome of the delete; once deleted the screen has no product to edit. */
  deleteMessage: Message | null = null;
  deleted = false;

  /** `productId` is null for the add form. */
  constructor(
    readonly deps: BackOfficeDeps,
    productId: number | null = null,
  ) {
    this.productId = productId;
    this.adding = productId === null;
    makeAutoObservable<ProductFormStore>(this, { deps: false, form: false, adding: false, priceDrafts: false, pictures: observableRef });
  }

  setItemId(value: string): void {
    this.itemId = value;
  }

  setCatalogNumber(value: string): void {
    this.catalogNumber = value;
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

  setPack(value: string): void {
    this.pack = value;
  }

  setStatus(value: ProductStatus): void {
    this.chosenStatus = value;
  }

  /** The status the form shows: as chosen, else as saved, else (new) active once a price is typed. */
  get status(): ProductStatus {
    if (this.chosenStatus) return this.chosenStatus;
    if (this.saved) return this.saved.status ?? 'active';
    return this.priceLists.some((l) => this.priceDrafts.typedIn(l.id)?.trim()) ? 'active' : 'draft';
  }

  /** Whether the item code can still be typed: only before the product exists. */
  get codeEditable(): boolean {
    return this.productId === null;
  }

  /** The product's saved price in a list, or undefined (a 0 stored before is none). */
  priceIn(priceListId: number): number | undefined {
    return this.priceDrafts.priceIn(priceListId);
  }

  /** What a list's field shows: as typed, else its saved price (empty when it has none). */
  priceDraft(priceListId: number): string {
    return this.priceDrafts.shown(priceListId);
  }

  setPrice(priceListId: number, value: string): void {
    this.priceDrafts.set(priceListId, value);
    this.form.setError(priceField(priceListId), null);
  }

  /** The lists whose field holds something other than the saved price (a cleared saved price counts: it is refused). */
  get changedPriceLists(): PriceList[] {
    return this.priceLists.filter((list) => this.priceDrafts.isChanged(list.id));
  }

  addPictures(files: readonly File[]): void {
    this.pictures = [...this.pictures, ...files.map((file) => ({ key: ++pictureKeys, file }))];
    this.form.setError('pictures', null);
  }

  removePicture(key: number): void {
    this.pictures = this.pictures.filter((p) => p.key !== key);
    this.form.setError('pictures', null);
  }

  /** Loads the pickers (categories, price lists) and, for the edit form, the product and its item. */
  async load(): Promise<void> {
    const productId = this.productId;
    await loadScreen(
      this,
      async () => {
        const [categories, lists, product] = await Promise.all([
          this.deps.api.call(endpoints.category.list, { query: { getAll: true } }),
          this.deps.api.call(endpoints.priceList.list, { query: { pageNumber: 1, pageSize: PRICE_LIST_PICKER_SIZE } }),
          productId === null ? Promise.resolve(null) : this.deps.api.call(endpoints.product.get, { params: { id: productId } }),
        ]);
        const item = product?.itemId ? await this.readItem(product.itemId) : null;
        return { categories, lists, product, item };
      },
      ({ categories, lists, product, item }) => {
        this.categories = categories.items;
        this.priceLists = lists.items;
        if (product) this.showSaved(product, item);
      },
    );
  }

  /** The item of a code as the administrator reads it (its pack and the rest of its extension). */
  readItem(itemId: string): Promise<Item> {
    return this.deps.api.call(endpoints.item.get, { params: { itemId } });
  }

  /** Fills the form with the product as the provider holds it. */
  showSaved(product: Product, item: Item | null): void {
    this.saved = product;
    this.itemId = product.itemId ?? '';
    this.catalogNumber = product.catalogNumber ?? '';
    this.productName = product.productName;
    this.description = product.description;
    this.categoryId = product.categoryId == null ? '' : String(product.categoryId);
    this.itemGroupId = product.itemGroupId == null ? '' : String(product.itemGroupId);
    this.isPreWeighted = product.isPreWeighted;
    this.defaultWeight = product.defaultWeight === null ? '' : String(product.defaultWeight);
    if (item) {
      this.savedPack = item.minOrderQuantity;
      this.pack = String(item.minOrderQuantity);
    }
  }

  /** The product body the form describes (weight only when pre-weighted; the code only on the first add). */
  input(): ProductDto {
    const catalogNumber = this.catalogNumber.trim();
    return {
      ...(this.codeEditable && this.itemId.trim() !== '' ? { itemId: this.itemId.trim() } : {}),
      ...(catalogNumber === '' ? {} : { catalogNumber }),
      productName: this.productName.trim(),
      description: this.description.trim(),
      categoryId: this.categoryId === '' ? 0 : Number(this.categoryId),
      ...(this.itemGroupId === '' ? {} : { itemGroupId: Number(this.itemGroupId) }),
      isPreWeighted: this.isPreWeighted,
      defaultWeight: this.isPreWeighted ? numberOrUndefined(this.defaultWeight) : null,
    };
  }

  /** The pack as a number when it is a whole number of at least 1 (else the field's message is set by check). */
  get packNumber(): number {
    return numberOrUndefined(this.pack) ?? NaN;
  }

  /**
   * Checks every field at once: the product's own DTO, the group, the pack (the item extension's rule),
   * each changed price (the price rule) and each picture. True when all may be sent; otherwise each
   * refused field has its message, the failure line says nothing was saved, and nothing is sent.
   */
  check(): boolean {
    const input = this.productId === null ? this.input() : { ...this.input(), productID: this.productId };
    const checked = validateDto(this.productId === null ? ProductDto : ProductUpdateDto, input);
    const errors: Record<string, string> = checked.ok ? {} : firstErrors(checked.errors);
    // The form always names the group (a new product must not land in whichever group comes first).
    if (this.categoryId !== '' && this.groups.length > 0 && this.itemGroupId === '') errors.itemGroupId = Msg.selectItemGroup;
    // A product that has a barcode keeps one: clearing it is not 'give me another'.
    if (this.saved?.catalogNumber && this.catalogNumber.trim() === '') errors.catalogNumber = Msg.required;
    const pack = validateDto(ItemExtensionDto, {
      isAvailable: true,
      displayOrder: 1,
      fullDescription: '',
      isPriceChanged: false,
      minOrderQuantity: this.pack.trim() === '' ? undefined : this.packNumber,
    });
    if (!pack.ok) errors.pack = firstErrors(pack.errors).minOrderQuantity ?? Msg.invalidValue;
    for (const list of this.changedPriceLists) {
      const price = checkPrice(this.productId ?? 1, list.id, this.priceDraft(list.id));
      if (!price.ok) errors[priceField(list.id)] = price.error;
    }
    const badPicture = this.pictures.map((p) => imageFileProblem(p.file)).find((problem) => problem !== null);
    if (badPicture) errors.pictures = badPicture.kind === 'size' ? he.tooLarge : he.unsupported;
    this.form.reset();
    if (Object.keys(errors).length === 0) return true;
    for (const [field, key] of Object.entries(errors)) this.form.setError(field, key);
    this.form.setFailure(he.fixFields);
    return false;
  }

  /**
   * Saves the whole form with one press; gives the product's id once everything was saved, else null.
   * A part the provider refuses after the product exists leaves the form as typed, says which part,
   * and the next press updates the product created by this one (never a second product).
   */
  async submit(): Promise<number | null> {
    if (this.form.busy || !this.check()) return null;
    return saveProduct(this);
  }

  /** Asks to delete the edited product. */
  askDelete(): void {
    if (this.productId !== null && !this.deleted) this.pendingDelete = { productName: this.saved?.productName ?? this.productName };
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
            text: hasStatus(err, 404) ? he.notFound : failedWith(he.deleteFailed, err),
          };
        });
        return;
      }
      runInAction(() => {
        this.deleted = true;
        this.deleteMessage = { tone: 'success', text: he.deleted(target.productName) };
      });
      await invalidateItems(this.deps);
    });
  }
}
