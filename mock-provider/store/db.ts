// The in-memory tables of the mock provider and their id sequences. No HTTP in here.
import type {
  AttributeRecord,
  AttributeValueRecord,
  CategoryRecord,
  CustomerRecord,
  FileRecord,
  ItemGroupRecord,
  ItemRecord,
  OrderRecord,
  PriceListRecord,
  UserRecord,
} from './types';

/** Every table, keyed by id. Items are also indexed by their accounting code. */
export class Db {
  readonly users = new Map<number, UserRecord>();
  readonly customers = new Map<number, CustomerRecord>();
  readonly categories = new Map<number, CategoryRecord>();
  readonly itemGroups = new Map<number, ItemGroupRecord>();
  readonly attributes = new Map<number, AttributeRecord>();
  readonly attributeValues = new Map<number, AttributeValueRecord>();
  readonly priceLists = new Map<number, PriceListRecord>();
  /** priceListId -> productId -> unit price in shekels. */
  readonly prices = new Map<number, Map<number, number>>();
  readonly items = new Map<number, ItemRecord>();
  readonly itemsByCode = new Map<string, ItemRecord>();
  /** Oldest first. */
  readonly orders: OrderRecord[] = [];
  readonly files = new Map<string, FileRecord>();
  /** WebsiteConfiguration: key -> JSON string. */
  readonly settings = new Map<string, string>();
  /** Bumped on every change of an item's searchable text, so the search index knows to rebuild. */
  itemsVersion = 0;

  private readonly sequences = new Map<string, number>();

  /** Empties every table and sequence (the test control API's reset, before the seed is loaded again). */
  clear(): void {
    for (const table of [
      this.users,
      this.customers,
      this.categories,
      this.itemGroups,
      this.attributes,
      this.attributeValues,
      this.priceLists,
      this.prices,
      this.items,
      this.itemsByCode,
      this.files,
      this.settings,
      this.sequences,
    ]) {
      table.clear();
    }
    this.orders.length = 0;
    this.itemsVersion++;
  }

  /** The next id of a sequence, above every id it has seen. */
  nextId(sequence: string): number {
    const next = (this.sequences.get(sequence) ?? 0) + 1;
    this.sequences.set(sequence, next);
    return next;
  }

  /** Records that an id is taken, so nextId never gives it again. */
  seeId(sequence: string, id: number): void {
    if (id > (this.sequences.get(sequence) ?? 0)) this.sequences.set(sequence, id);
  }
}
