// Items as the storefront sees them (with the viewer's prices), their extension data, and the
// product view of the back office.
import type { Item, Product } from '@shared/contract/entities';
import { STOREFRONT_PAGE_SIZE, MAX_PAGE_SIZE, type ItemListQuery, type ItemOrder, type PagedResult } from '@shared/contract/envelope';
import { eanCheckDigit } from '@shared/rules/barcode';
import { normalizeCode } from '@shared/rules/itemCode';
import { packSize } from '@shared/rules/packSize';
import { productStatus, type ProductStatus } from '@shared/rules/productStatus';
import { discountPercentOf, parseSetting } from '@shared/rules/settings';
import { discountedPrice } from '@shared/rules/totals';
import { Msg } from '@shared/validation/messages';
import type { ItemAttributeDto, ItemExtensionDto, ProductDto, ProductUpdateDto } from '@shared/validation';
import { fieldError, notFound, validationError } from '../errors';
import type { Db } from './db';
import { page } from './paging';
import type { PriceLists } from './priceLists';
import { mergeAll, SearchIndex, type SearchKind } from './search';
import type { ItemRecord, UserRecord } from './types';

/** Who is asking: nobody (a visitor, who sees no prices) or a signed-in user. */
export type Viewer = UserRecord | null;

export class Items {
  private index: SearchIndex | null = null;
  private indexVersion = -1;

  constructor(
    private readonly db: Db,
    private readonly priceLists: PriceLists,
    private readonly searchKind: SearchKind = 'rules',
  ) {}

  /** The item with this accounting code; 404 when unknown. */
  byCode(itemId: string): ItemRecord {
    const record = this.db.itemsByCode.get(itemId);
    if (!record) throw notFound('item');
    return record;
  }

  /** The item with this product id; 404 when unknown. */
  byId(id: number): ItemRecord {
    const record = this.db.items.get(id);
    if (!record) throw notFound('product');
    return record;
  }

  /** A product's status now: the one set, else a draft until its first selling price (shared/rules/productStatus.ts). */
  statusOf(record: ItemRecord): ProductStatus {
    return record.status === 'active' ? 'active' : productStatus({ status: record.status, hasPrice: this.priceLists.hasPrice(record.id) });
  }

  /** Whether a viewer may see an item: an administrator every one, anyone else (a visitor, a buyer) only an active one. */
  isShownTo(record: ItemRecord, viewer: Viewer): boolean {
    return viewer?.userType === 'Administrator' || this.statusOf(record) === 'active';
  }

  /** The item with this code as a viewer may see it; a draft is 404 to a visitor or a buyer, as an unknown code is. */
  visibleByCode(itemId: string, viewer: Viewer): ItemRecord {
    const record = this.byCode(itemId);
    if (!this.isShownTo(record, viewer)) throw notFound('item');
    return record;
  }

  /**
   * The price a viewer pays, less the site's Discount setting: none for a visitor; for a business
   * user its customer's price-list price, and none when that list has no price for the item (price on
   * request: never a made-up 0). An Administrator sees the named customer's price, or without one
   * the catalogue price (none for a product added in the back office).
   */
  priceFor(item: ItemRecord, viewer: Viewer, customerId?: number): number | undefined {
    if (!viewer) return undefined;
    const forCustomer = viewer.userType === 'Business' ? viewer.businessCustomerId : (customerId ?? null);
    const customer = forCustomer === null ? undefined : this.db.customers.get(forCustomer);
    let price: number | null | undefined;
    if (customer) price = this.priceLists.price(customer.priceListId, item.id);
    else if (viewer.userType === 'Administrator') price = item.basePrice;
    return price === undefined || price === null ? undefined : discountedPrice(price, this.discountPercent());
  }

  /** The site-wide discount (the Discount setting), read as it is now. */
  private discountPercent(): number {
    return discountPercentOf({ Discount: parseSetting('Discount', this.db.settings.get('Discount')) });
  }

  /** The picture of an item: its primary image, else its first, else its default picture. */
  pictureOf(item: ItemRecord): string {
    const primary = item.images.find((i) => i.id === item.primaryImageId) ?? item.images[0];
    return primary?.url ?? item.defaultPictureUrl;
  }

  /** An item as the contract shows it to this viewer: no salePriceInNIS field at all for a visitor. */
  toItem(record: ItemRecord, viewer: Viewer, customerId?: number): Item {
    const group = record.itemGroupId === null ? undefined : this.db.itemGroups.get(record.itemGroupId);
    const item: Item = {
      id: record.id,
      itemId: record.itemId,
      itemDescription: record.itemDescription,
      description: record.description,
      catalogNumber: record.catalogNumber,
      pictureUrl: this.pictureOf(record),
      minOrderQuantity: record.minOrderQuantity,
      displayOrder: record.displayOrder,
      isAvailable: record.isAvailable,
      isPriceChanged: record.isPriceChanged,
      itemPackSize: packSize(record),
      fullDescription: record.fullDescription,
      itemAttributes: record.attributes.map((a) => ({ ...a })),
      relatedItems: record.relatedItemIds.flatMap((code) => {
        const related = this.db.itemsByCode.get(code);
        return related && this.isShownTo(related, viewer)
          ? [
              {
                relatedItemId: code,
                related: { itemId: code, itemDescription: related.itemDescription, pictureUrl: this.pictureOf(related) },
              },
            ]
          : [];
      }),
      itemGroup: { id: group?.id ?? 0, itemGroupName: group?.itemGroupName ?? '', categoryId: group?.categoryId ?? null },
    };
    if (viewer?.userType === 'Administrator') item.status = this.statusOf(record);
    const price = this.priceFor(record, viewer, customerId);
    if (price !== undefined) item.salePriceInNIS = price;
    else if (viewer) item.isPriceOnRequest = true;
    return item;
  }

  /** The search index of the current catalogue, rebuilt after any change (a large one's rules in slices: SearchIndex). */
  searchIndex(): SearchIndex {
    if (!this.index || this.indexVersion !== this.db.itemsVersion) {
      const version = (this.indexVersion = this.db.itemsVersion);
      // A large catalogue's rules are built in slices; a change meanwhile gives that build up.
      this.index = new SearchIndex(this.ordered(), this.searchKind, () => this.db.itemsVersion !== version);
    }
    return this.index;
  }

  /** Every item in list order: category, group and item display order. */
  private ordered(): ItemRecord[] {
    const rank = (groupId: number | null) => {
      const group = groupId === null ? undefined : this.db.itemGroups.get(groupId);
      const category = group?.categoryId == null ? undefined : this.db.categories.get(group.categoryId);
      return [category?.displayOrder ?? Infinity, category?.id ?? Infinity, group?.displayOrder ?? Infinity, group?.id ?? Infinity];
    };
    const ranks = new Map<number | null, number[]>();
    const rankOf = (g: number | null) => {
      let r = ranks.get(g);
      if (!r) ranks.set(g, (r = rank(g)));
      return r;
    };
    return [...this.db.items.values()].sort((a, b) => {
      const ra = rankOf(a.itemGroupId);
      const rb = rankOf(b.itemGroupId);
      for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
      return a.displayOrder - b.displayOrder || a.id - b.id;
    });
  }

  /** Item/List: filtered by category, group, search and exclusions; prices as the viewer may see them. */
  list(query: ItemListQuery, viewer: Viewer): PagedResult<Item> {
    const index = this.searchIndex();
    const term = (query.SearchTerm ?? query.searchTerm ?? '').trim();
    // Start from the smallest list that is known to hold every match, then filter what remains.
    let positions: readonly number[] | null = null;
    if (query.itemGroupId !== undefined) positions = index.positionsOfGroup(query.itemGroupId);
    else if (query.categoryId !== undefined) {
      const groups = [...this.db.itemGroups.values()].filter((g) => g.categoryId === query.categoryId);
      positions = mergeAll(groups.map((g) => index.positionsOfGroup(g.id)));
    }
    if (term) {
      const found = index.search(term);
      if (positions) {
        const allowed = new Set(positions);
        positions = found.filter((p) => allowed.has(p));
      } else positions = found;
    }
    const excluded = new Set(query.ExcludeItemList ?? []);
    let rows: readonly ItemRecord[] = positions ? positions.map((p) => index.items[p]!) : index.items;
    if (excluded.size > 0) rows = rows.filter((item) => !excluded.has(item.itemId));
    // Drafts are an administrator's alone: a visitor's or a buyer's list, search and count never hold one.
    if (viewer?.userType !== 'Administrator') rows = rows.filter((item) => item.status === 'active' || this.statusOf(item) === 'active');
    if (query.status !== undefined) rows = rows.filter((item) => this.statusOf(item) === query.status);
    if (query.isAvailable !== undefined) rows = rows.filter((item) => item.isAvailable === query.isAvailable);
    if (query.isPriceChanged !== undefined) rows = rows.filter((item) => item.isPriceChanged === query.isPriceChanged);
    const missing = query.missingPriceListId;
    if (missing !== undefined) rows = rows.filter((item) => this.priceLists.price(missing, item.id) === undefined);
    if (query.orderBy) rows = sortItems(rows, query.orderBy);
    const size = query.getAll ? MAX_PAGE_SIZE : (query.pageSize ?? STOREFRONT_PAGE_SIZE);
    const result = page(rows, { pageNumber: query.getAll ? 1 : query.pageNumber, pageSize: size });
    const priceListId = query.priceListId;
    return {
      ...result,
      items: result.items.map((r) => {
        const item = this.toItem(r, viewer, query.customerId);
        if (priceListId === undefined) return item;
        // The price list's own price (as the price screens show it), not a customer's discounted one.
        const { salePriceInNIS: _shown, isPriceOnRequest: _onRequest, ...rest } = item;
        const price = this.priceLists.price(priceListId, r.id);
        return price === undefined ? { ...rest, isPriceOnRequest: true } : { ...rest, salePriceInNIS: price };
      }),
    };
  }

  /** Item/Extensions/Update: the storefront data of an item. */
  updateExtension(itemId: string, input: ItemExtensionDto): void {
    const record = this.byCode(itemId);
    record.isAvailable = input.isAvailable;
    record.displayOrder = input.displayOrder;
    record.minOrderQuantity = input.minOrderQuantity;
    record.fullDescription = input.fullDescription;
    record.isPriceChanged = input.isPriceChanged;
    this.db.itemsVersion++;
  }

  /** Replaces an item's attributes (names unique, checked by the DTO). */
  updateAttributes(itemId: string, attributes: ItemAttributeDto[]): void {
    this.byCode(itemId).attributes = attributes.map((a) => ({
      attributeName: a.attributeName.trim(),
      attributeValue: a.attributeValue.trim(),
    }));
  }

  /** Replaces an item's related items: each must exist and not be the item itself. */
  updateRelatedItems(itemId: string, relatedIds: string[]): void {
    const record = this.byCode(itemId);
    const errors: Record<string, string[]> = {};
    relatedIds.forEach((code, i) => {
      if (code === itemId) errors[`items.${i}`] = [Msg.notAllowed];
      else if (!this.db.itemsByCode.has(code)) errors[`items.${i}`] = [Msg.notFound];
    });
    if (Object.keys(errors).length > 0) throw validationError(errors);
    record.relatedItemIds = [...relatedIds];
  }

  /** The back-office product view of an item. */
  toProduct(record: ItemRecord): Product {
    return {
      productID: record.id,
      itemId: record.itemId,
      catalogNumber: record.catalogNumber,
      status: this.statusOf(record),
      productName: record.itemDescription,
      description: record.description,
      isPreWeighted: record.isPreWeighted,
      defaultWeight: record.isPreWeighted ? record.defaultWeight : null,
      categoryId: record.categoryId ?? 0,
      itemGroupId: record.itemGroupId,
      images: record.images.map((i) => ({ ...i, isPrimary: i.id === record.primaryImageId })),
      primaryImageId: record.primaryImageId,
      prices: this.priceLists.pricesOf(record.id),
    };
  }

  /**
   * Adds a product: a new item with the code and barcode given (each refused when another item has it
   * as its code or barcode) or the next ones, in the group given (else the first of its category), with
   * the status given, else a draft until its first price. Nothing is stored when anything is refused.
   */
  addProduct(input: ProductDto): number {
    if (!this.db.categories.has(input.categoryId)) throw fieldError('categoryId', Msg.notFound);
    const itemGroupId = this.groupFor(input.categoryId, input.itemGroupId);
    if (input.itemId != null && this.codeTaken(input.itemId)) throw fieldError('itemId', Msg.itemCodeInUse);
    if (input.catalogNumber != null && this.codeTaken(input.catalogNumber)) throw fieldError('catalogNumber', Msg.barcodeInUse);
    const id = this.db.nextId('item');
    const itemId = input.itemId ?? this.nextItemCode();
    const record: ItemRecord = {
      id,
      itemId,
      itemDescription: input.productName.trim(),
      description: input.description.trim(),
      catalogNumber: input.catalogNumber ?? this.nextBarcode(),
      status: input.status ?? null,
      basePrice: null,
      itemGroupId,
      categoryId: input.categoryId,
      isPreWeighted: input.isPreWeighted,
      defaultWeight: input.isPreWeighted ? (input.defaultWeight ?? null) : null,
      isAvailable: true,
      displayOrder: 999,
      minOrderQuantity: 1,
      fullDescription: '',
      isPriceChanged: false,
      attributes: [],
      relatedItemIds: [],
      images: [],
      primaryImageId: null,
      defaultPictureUrl: '',
    };
    this.insert(record);
    return id;
  }

  /**
   * Updates a product's name, description, category, weighing and, when given, its barcode (refused when
   * another item has it) and status. Everything is checked before anything is changed.
   */
  updateProduct(input: ProductUpdateDto): void {
    const record = this.byId(input.productID);
    if (!this.db.categories.has(input.categoryId)) throw fieldError('categoryId', Msg.notFound);
    const itemGroupId =
      input.itemGroupId !== undefined
        ? this.groupFor(input.categoryId, input.itemGroupId)
        : record.categoryId !== input.categoryId
          ? this.firstGroupOf(input.categoryId)
          : record.itemGroupId;
    if (input.catalogNumber != null && this.codeTaken(input.catalogNumber, record.id)) throw fieldError('catalogNumber', Msg.barcodeInUse);
    record.itemGroupId = itemGroupId;
    if (input.catalogNumber != null) record.catalogNumber = input.catalogNumber;
    if (input.status != null) record.status = input.status;
    record.itemDescription = input.productName.trim();
    record.description = input.description.trim();
    record.categoryId = input.categoryId;
    record.isPreWeighted = input.isPreWeighted;
    record.defaultWeight = input.isPreWeighted ? (input.defaultWeight ?? null) : null;
    this.db.itemsVersion++;
  }

  /** Deletes a product: it leaves every price list and every related-items list; past orders keep their lines. */
  deleteProduct(id: number): void {
    const record = this.byId(id);
    this.db.items.delete(id);
    this.db.itemsByCode.delete(record.itemId);
    this.priceLists.forgetProduct(id);
    for (const other of this.db.items.values()) {
      if (other.relatedItemIds.includes(record.itemId)) other.relatedItemIds = other.relatedItemIds.filter((c) => c !== record.itemId);
    }
    this.db.itemsVersion++;
  }

  /** Adds an uploaded image to a product, primary when asked (or when it is the first). */
  addImage(productId: number, url: string, makePrimary: boolean): { id: number; url: string } {
    const record = this.byId(productId);
    const image = { id: this.db.nextId('image'), url, isPrimary: false };
    record.images.push(image);
    if (makePrimary || record.primaryImageId === null) this.setPrimaryImage(productId, image.id);
    return { id: image.id, url };
  }

  /** Deletes a product image; deleting the primary one clears the primary setting. */
  deleteImage(productId: number, imageId: number): void {
    const record = this.byId(productId);
    if (!record.images.some((i) => i.id === imageId)) throw notFound('image');
    record.images = record.images.filter((i) => i.id !== imageId);
    if (record.primaryImageId === imageId) record.primaryImageId = null;
    this.syncPrimaryFlags(record);
  }

  /** Makes one of the product's images its primary one. */
  setPrimaryImage(productId: number, imageId: number): void {
    const record = this.byId(productId);
    if (!record.images.some((i) => i.id === imageId)) throw notFound('image');
    record.primaryImageId = imageId;
    this.syncPrimaryFlags(record);
  }

  private syncPrimaryFlags(record: ItemRecord): void {
    for (const image of record.images) image.isPrimary = image.id === record.primaryImageId;
  }

  /** Puts a record in both indexes (seeding and adding). */
  insert(record: ItemRecord): void {
    this.db.items.set(record.id, record);
    this.db.itemsByCode.set(record.itemId, record);
    this.db.seeId('item', record.id);
    const numericCode = Number(record.itemId);
    if (Number.isSafeInteger(numericCode)) this.db.seeId('itemCode', numericCode);
    this.db.itemsVersion++;
  }

  /** The group a product goes in: the one named, which must be the category's (400 otherwise), else the category's first. */
  private groupFor(categoryId: number, itemGroupId: number | undefined): number | null {
    if (itemGroupId === undefined) return this.firstGroupOf(categoryId);
    if (this.db.itemGroups.get(itemGroupId)?.categoryId !== categoryId) throw fieldError('itemGroupId', Msg.itemGroupNotInCategory);
    return itemGroupId;
  }

  private firstGroupOf(categoryId: number): number | null {
    let best: { id: number; displayOrder: number } | null = null;
    for (const g of this.db.itemGroups.values()) {
      if (
        g.categoryId === categoryId &&
        (!best || g.displayOrder < best.displayOrder || (g.displayOrder === best.displayOrder && g.id < best.id))
      )
        best = g;
    }
    return best?.id ?? null;
  }

  /**
   * Whether another item (not `exceptId`) has this code as its item code or its barcode, compared as a
   * scan or a look-up compares them (shared/rules/itemCode.ts): one code must find one item.
   */
  private codeTaken(code: string, exceptId?: number): boolean {
    const wanted = normalizeCode(code);
    for (const item of this.db.items.values()) {
      if (item.id !== exceptId && (normalizeCode(item.catalogNumber) === wanted || normalizeCode(item.itemId) === wanted)) return true;
    }
    return false;
  }

  private nextItemCode(): string {
    for (;;) {
      const code = String(this.db.nextId('itemCode'));
      if (!this.codeTaken(code)) return code;
    }
  }

  private nextBarcode(): string {
    for (;;) {
      const body = `729${String(9_000_000_000 + this.db.nextId('barcode')).slice(-9)}`;
      const code = body + String(eanCheckDigit(body));
      if (!this.codeTaken(code)) return code;
    }
  }
}

const byName = new Intl.Collator('he', { sensitivity: 'base', numeric: true });

/** Items in a chosen order: by name (Hebrew collation), by item code (numbers as numbers), or by display order. */
function sortItems(rows: readonly ItemRecord[], orderBy: ItemOrder): ItemRecord[] {
  const sorted = [...rows];
  if (orderBy === 'name') sorted.sort((a, b) => byName.compare(a.itemDescription, b.itemDescription) || a.id - b.id);
  else if (orderBy === 'code') sorted.sort((a, b) => byName.compare(a.itemId, b.itemId) || a.id - b.id);
  else sorted.sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  return sorted;
}
