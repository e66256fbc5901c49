// Price lists and the unit prices of products in them.
import type { PriceList, PriceListInUseDetails } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { isSellingPrice } from '@shared/rules/price';
import { normalizeSearch } from '@shared/rules/search';
import { priceMessage } from '@shared/validation/decorators';
import { Msg } from '@shared/validation/messages';
import type { PriceDto, PriceListDto, PriceListUpdateDto } from '@shared/validation';
import { conflict, fieldError, notFound } from '../errors';
import type { Db } from './db';
import { page, type Paging } from './paging';
import type { PriceListRecord } from './types';

export class PriceLists {
  constructor(private readonly db: Db) {}

  /** Price lists by id, searched by name, paged. */
  list(query: Paging): PagedResult<PriceList> {
    const term = normalizeSearch(query.searchTerm ?? '');
    const rows = [...this.db.priceLists.values()]
      .filter((p) => !term || normalizeSearch(p.name).includes(term))
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ ...p }));
    return page(rows, query);
  }

  /** One price list; 404 when unknown. */
  get(id: number): PriceListRecord {
    const record = this.db.priceLists.get(id);
    if (!record) throw notFound('price list');
    return record;
  }

  private assertUniqueName(name: string, exceptId?: number): void {
    const wanted = normalizeSearch(name);
    for (const p of this.db.priceLists.values())
      if (p.id !== exceptId && normalizeSearch(p.name) === wanted) throw fieldError('name', Msg.alreadyExists);
  }

  /** Adds an empty price list; the payload is its id. */
  add(input: PriceListDto): number {
    this.assertUniqueName(input.name);
    const record = { id: this.db.nextId('priceList'), name: input.name.trim() };
    this.db.priceLists.set(record.id, record);
    this.db.prices.set(record.id, new Map());
    return record.id;
  }

  /** Renames a price list. */
  update(input: PriceListUpdateDto): void {
    const record = this.get(input.id);
    this.assertUniqueName(input.name, input.id);
    record.name = input.name.trim();
  }

  /** Deletes a price list; 409 while a customer buys from it, naming the customers who do. */
  delete(id: number): void {
    this.get(id);
    const customers: PriceListInUseDetails['customers'] = [...this.db.customers.values()]
      .filter((c) => c.priceListId === id)
      .sort((a, b) => a.customerId - b.customerId)
      .map((c) => ({ customerId: c.customerId, lastName: c.lastName, priceListId: c.priceListId }));
    if (customers.length > 0) throw conflict('the price list is assigned to a customer', { customers });
    this.db.priceLists.delete(id);
    this.db.prices.delete(id);
  }

  /** A product's unit price in a list, or undefined when it has none there (a stored 0 is none: never a selling price). */
  price(priceListId: number, productId: number): number | undefined {
    const price = this.db.prices.get(priceListId)?.get(productId);
    return isSellingPrice(price) ? price : undefined;
  }

  /** Whether a product has a selling price in any list (a first price makes a product added without a status active). */
  hasPrice(productId: number): boolean {
    for (const prices of this.db.prices.values()) if (isSellingPrice(prices.get(productId))) return true;
    return false;
  }

  /** Every price of a product, by list. */
  pricesOf(productId: number): Array<{ priceListID: number; unitPrice: number }> {
    const rows: Array<{ priceListID: number; unitPrice: number }> = [];
    for (const [priceListID, prices] of this.db.prices) {
      const unitPrice = prices.get(productId);
      if (unitPrice !== undefined) rows.push({ priceListID, unitPrice });
    }
    return rows.sort((a, b) => a.priceListID - b.priceListID);
  }

  /** Adds a product's price to a list; 409 when it already has one (use update). */
  addPrice(input: PriceDto): void {
    assertPrice(input.unitPrice);
    this.assertProduct(input.productID);
    this.get(input.priceListID);
    const prices = this.pricesMap(input.priceListID);
    if (prices.has(input.productID)) throw conflict('the product already has a price in this list');
    prices.set(input.productID, input.unitPrice);
  }

  /** Changes a product's price in a list; 404 when it has none there (use add). */
  updatePrice(input: PriceDto): void {
    assertPrice(input.unitPrice);
    this.assertProduct(input.productID);
    this.get(input.priceListID);
    const prices = this.pricesMap(input.priceListID);
    if (!prices.has(input.productID)) throw notFound('price');
    prices.set(input.productID, input.unitPrice);
  }

  /** Removes a product from every list (the product was deleted). */
  forgetProduct(productId: number): void {
    for (const prices of this.db.prices.values()) prices.delete(productId);
  }

  private pricesMap(priceListId: number): Map<number, number> {
    let prices = this.db.prices.get(priceListId);
    if (!prices) {
      prices = new Map();
      this.db.prices.set(priceListId, prices);
    }
    return prices;
  }

  private assertProduct(productId: number): void {
    if (!this.db.items.has(productId)) throw notFound('product');
  }
}

/** Money is agorot (shared/rules/price.ts): the store keeps no price the Price rule refuses, whoever calls it (the seed, a test, a route). */
function assertPrice(unitPrice: number): void {
  const message = priceMessage(unitPrice);
  if (message !== null) throw fieldError('unitPrice', message);
}
