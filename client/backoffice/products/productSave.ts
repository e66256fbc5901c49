// Saving the product form with one press. The contract has one call per part, so they are made in
// order, each only when its part changed: the product (Add, or Update once it exists), its read back
// (the item code a new product was given), the pack (the item extension's minOrderQuantity, written
// over the rest of the extension as the provider holds it now), the pictures, the price in each list,
// and last the status 'active' (so a product never shows buyers a half-saved state). The first part
// that fails stops the save: the form keeps what was typed, says which part was not saved, and the
// next press goes on from what the provider holds (Update, never a second Add).
import { runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item, PriceList, Product, ProductPrice } from '@shared/contract/entities';
import type { ProductDto } from '@shared/validation';
import type { ProductStatus } from '@shared/rules/productStatus';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { failedWith, hasStatus, type FormState } from '../lib/FormState';
import { priceRefusal, savePrice } from '../lib/prices';
import { errorText } from '../../ui/errorText';
import { he } from './he';

/** A price row's field name in the form's errors. */
export const priceField = (priceListId: number) => `price-${priceListId}`;

/** A picture waiting to be uploaded with the next save. */
export interface PendingPicture {
  key: number;
  file: File;
}

/** What the save needs of the form (ProductFormStore). */
export interface ProductSaveForm {
  readonly deps: BackOfficeDeps;
  readonly form: FormState;
  readonly adding: boolean;
  productId: number | null;
  saved: Product | null;
  savedPack: number;
  itemId: string;
  chosenStatus: ProductStatus | null;
  readonly packNumber: number;
  readonly pictures: readonly PendingPicture[];
  readonly changedPriceLists: readonly PriceList[];
  readonly priceDrafts: { delete(priceListId: number): boolean };
  input(): ProductDto;
  readItem(itemId: string): Promise<Item>;
  removePicture(key: number): void;
  priceDraft(priceListId: number): string;
  priceIn(priceListId: number): number | undefined;
}

/** The prices of a product with one list's price set (what the provider now holds). */
function withPrice(prices: readonly ProductPrice[], priceListID: number, unitPrice: number): ProductPrice[] {
  return [...prices.filter((p) => p.priceListID !== priceListID), { priceListID, unitPrice }].sort((a, b) => a.priceListID - b.priceListID);
}

/** A part of the save that failed after the product was saved: the line the form shows. */
class PartFailed extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

const part = (name: string, reason: string) => new PartFailed(he.partFailed(name, reason));

/** Why an upload failed, as the person who chose the file understands it. */
function pictureReason(err: unknown): string {
  if (hasStatus(err, 413)) return he.tooLarge;
  if (hasStatus(err, 415)) return he.unsupported;
  return errorText(err);
}

/** Saves the form's parts in order; the product's id when every part was saved, else null. */
export async function saveProduct(store: ProductSaveForm): Promise<number | null> {
  const adding = store.productId === null;
  const result = await store.form.run(() => saveParts(store), {
    success: store.adding ? he.added : he.updated,
    failure: (err) => (err instanceof PartFailed ? err.text : failedWith(adding ? he.addFailed : he.updateFailed, err)),
  });
  // The storefront shows whatever was saved, all or part.
  if (store.productId !== null) await invalidateItems(store.deps);
  return result.ok ? result.value : null;
}

async function saveParts(store: ProductSaveForm): Promise<number> {
  const { api } = store.deps;
  const chosen = store.chosenStatus;
  // A draft is made a draft at once; 'active' waits until everything else is saved.
  const draftNow = chosen === 'draft' && store.saved?.status !== 'draft' ? { status: 'draft' as const } : {};
  const productId = await saveProductPart(store, draftNow);

  let saved: Product;
  try {
    saved = await api.call(endpoints.product.get, { params: { id: productId } });
  } catch (err) {
    throw part(he.partRead, errorText(err));
  }
  runInAction(() => {
    store.saved = saved;
    if (saved.itemId) store.itemId = saved.itemId;
  });

  await savePack(store, saved);
  await savePictures(store, productId, saved);
  await savePrices(store, productId);

  if (chosen === 'active' && store.saved?.status !== 'active') {
    try {
      await api.call(endpoints.product.update, { body: { ...store.input(), productID: productId, status: 'active' } });
    } catch (err) {
      throw part(he.partStatus, errorText(err));
    }
  }
  // What the provider holds now (a first price makes a product without a chosen status active).
  const final = await api.call(endpoints.product.get, { params: { id: productId } }).catch(() => null);
  runInAction(() => {
    if (final) store.saved = final;
    store.chosenStatus = null;
  });
  return productId;
}

/** Adds the product (once) or updates it; a refusal here saved nothing, and its field messages show. */
async function saveProductPart(store: ProductSaveForm, status: Pick<ProductDto, 'status'>): Promise<number> {
  const { api } = store.deps;
  const existing = store.productId;
  if (existing !== null) {
    await api.call(endpoints.product.update, { body: { ...store.input(), productID: existing, ...status } });
    return existing;
  }
  const id = await api.call(endpoints.product.add, { body: { ...store.input(), ...status } });
  runInAction(() => (store.productId = id));
  return id;
}

/** Writes the pack into the item's extension, keeping the rest of the extension as the provider has it now. */
async function savePack(store: ProductSaveForm, saved: Product): Promise<void> {
  const pack = store.packNumber;
  if (pack === store.savedPack) return;
  try {
    if (!saved.itemId) throw new Error(he.partPack);
    const item = await store.readItem(saved.itemId);
    const { isAvailable, displayOrder, fullDescription, isPriceChanged } = item;
    await store.deps.api.call(endpoints.item.updateExtension, {
      params: { itemId: saved.itemId },
      body: { isAvailable, displayOrder, fullDescription, isPriceChanged, minOrderQuantity: pack },
    });
  } catch (err) {
    throw part(he.partPack, errorText(err));
  }
  runInAction(() => (store.savedPack = pack));
}

/** Uploads each picture waiting; the first is primary when the product has no primary picture. */
async function savePictures(store: ProductSaveForm, productId: number, saved: Product): Promise<void> {
  let hasPrimary = saved.primaryImageId !== null;
  const failed: string[] = [];
  let reason = '';
  for (const picture of store.pictures) {
    const form = new FormData();
    form.append('file', picture.file);
    try {
      await store.deps.api.call(endpoints.product.uploadImage, { params: { productId, flag: !hasPrimary }, form });
      hasPrimary = true;
      runInAction(() => store.removePicture(picture.key));
    } catch (err) {
      failed.push(picture.file.name);
      reason ||= pictureReason(err);
    }
  }
  if (failed.length > 0) throw part(he.partPictures(failed), reason);
}

/** Saves each changed price (Add where the list had none, else Update); a refused row keeps its typing and says why. */
async function savePrices(store: ProductSaveForm, productId: number): Promise<void> {
  const failed: string[] = [];
  let reason = '';
  for (const list of store.changedPriceLists) {
    const unitPrice = Number(store.priceDraft(list.id));
    try {
      await savePrice(store.deps.api, { productID: productId, priceListID: list.id, unitPrice }, store.priceIn(list.id) !== undefined);
      runInAction(() => {
        if (store.saved) store.saved = { ...store.saved, prices: withPrice(store.saved.prices, list.id, unitPrice) };
        store.priceDrafts.delete(list.id);
      });
    } catch (err) {
      failed.push(list.name);
      reason ||= errorText(err);
      runInAction(() => store.form.setError(priceField(list.id), priceRefusal(err)));
    }
  }
  if (failed.length > 0) throw part(he.partPrices(failed), reason);
}
