// Categories and item groups.
import type { Category, ItemGroup } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { normalizeSearch } from '@shared/rules/search';
import { Msg } from '@shared/validation/messages';
import type { CategoryAddDto, CategoryUpdateDto } from '@shared/validation';
import { conflict, fieldError, notFound } from '../errors';
import type { Db } from './db';
import { all, page, type Paging } from './paging';
import type { CategoryRecord, ItemGroupRecord } from './types';

/** The display order a category gets when none is given (docs/product.md §3.1). */
export const DEFAULT_CATEGORY_DISPLAY_ORDER = 999;

const byOrder = (a: { displayOrder: number; id: number }, b: { displayOrder: number; id: number }) =>
  a.displayOrder - b.displayOrder || a.id - b.id;

export class Catalogue {
  constructor(private readonly db: Db) {}

  /** A category as the contract shows it, with its groups in display order. */
  toCategory(record: CategoryRecord): Category {
    return {
      id: record.id,
      categoryName: record.categoryName,
      name: record.categoryName,
      description: record.description,
      displayOrder: record.displayOrder,
      imageURL: record.imageURL,
      itemGroups: this.groupsOf(record.id).map((g) => this.toItemGroup(g)),
    };
  }

  /** An item group as the contract shows it. */
  toItemGroup(record: ItemGroupRecord): ItemGroup {
    return { ...record };
  }

  /** The groups connected to a category, in display order. */
  groupsOf(categoryId: number): ItemGroupRecord[] {
    return [...this.db.itemGroups.values()].filter((g) => g.categoryId === categoryId).sort(byOrder);
  }

  /** Categories in display order, searched by name, paged (or all). */
  listCategories(query: Paging & { getAll?: boolean }): PagedResult<Category> {
    const term = normalizeSearch(query.searchTerm ?? '');
    const rows = [...this.db.categories.values()]
      .filter((c) => !term || normalizeSearch(`${c.categoryName} ${c.description}`).includes(term))
      .sort(byOrder)
      .map((c) => this.toCategory(c));
    return query.getAll ? all(rows) : page(rows, query);
  }

  /** One category; 404 when unknown. */
  category(id: number): CategoryRecord {
    const record = this.db.categories.get(id);
    if (!record) throw notFound('category');
    return record;
  }

  private assertUniqueName(name: string, exceptId?: number): void {
    const wanted = normalizeSearch(name);
    for (const c of this.db.categories.values()) {
      if (c.id !== exceptId && normalizeSearch(c.categoryName) === wanted) throw fieldError('categoryName', Msg.alreadyExists);
    }
  }

  /** Adds a category; the payload is its id. */
  addCategory(input: CategoryAddDto): number {
    this.assertUniqueName(input.categoryName);
    const record: CategoryRecord = {
      id: this.db.nextId('category'),
      categoryName: input.categoryName.trim(),
      description: input.description?.trim() ?? '',
      displayOrder: input.displayOrder ?? DEFAULT_CATEGORY_DISPLAY_ORDER,
      imageURL: '',
    };
    this.db.categories.set(record.id, record);
    return record.id;
  }

  /** Updates a category's name and, when given, its description and display order. */
  updateCategory(input: CategoryUpdateDto): void {
    const record = this.category(input.id);
    this.assertUniqueName(input.categoryName, input.id);
    record.categoryName = input.categoryName.trim();
    if (input.description !== undefined) record.description = input.description.trim();
    if (input.displayOrder !== undefined) record.displayOrder = input.displayOrder;
    this.db.itemsVersion++;
  }

  /** Sets a category's image URL. */
  setCategoryImage(id: number, url: string): void {
    this.category(id).imageURL = url;
  }

  /** Deletes a category; its item groups are freed (unconnected), not deleted. */
  deleteCategory(id: number): void {
    this.category(id);
    for (const group of this.db.itemGroups.values()) if (group.categoryId === id) group.categoryId = null;
    for (const item of this.db.items.values()) if (item.categoryId === id) item.categoryId = null;
    this.db.categories.delete(id);
    this.db.itemsVersion++;
  }

  /** Item groups in category and display order, optionally of one category, searched by name, paged (or all). */
  listItemGroups(query: Paging & { getAll?: boolean; categoryId?: number }): PagedResult<ItemGroup> {
    const term = normalizeSearch(query.searchTerm ?? '');
    const rows = [...this.db.itemGroups.values()]
      .filter((g) => query.categoryId === undefined || g.categoryId === query.categoryId)
      .filter((g) => !term || normalizeSearch(g.itemGroupName).includes(term))
      .sort((a, b) => (a.categoryId ?? Infinity) - (b.categoryId ?? Infinity) || byOrder(a, b))
      .map((g) => this.toItemGroup(g));
    return query.getAll ? all(rows) : page(rows, query);
  }

  /** One item group; 404 when unknown. */
  itemGroup(id: number): ItemGroupRecord {
    const record = this.db.itemGroups.get(id);
    if (!record) throw notFound('item group');
    return record;
  }

  /** Connects a group to a category, last in its order; a group connected elsewhere moves. */
  connect(categoryId: number, itemGroupId: number): void {
    this.category(categoryId);
    const group = this.itemGroup(itemGroupId);
    if (group.categoryId === categoryId) return;
    const last = this.groupsOf(categoryId).reduce((max, g) => Math.max(max, g.displayOrder), 0);
    group.categoryId = categoryId;
    group.displayOrder = last + 1;
    this.syncItemCategories(group);
  }

  /** Disconnects a group from its category; 409 when it is not connected to that category. */
  disconnect(categoryId: number, itemGroupId: number): void {
    this.category(categoryId);
    const group = this.itemGroup(itemGroupId);
    if (group.categoryId !== categoryId) throw conflict('the item group is not connected to this category');
    group.categoryId = null;
    this.syncItemCategories(group);
  }

  /** Sets a group's display order within its category. */
  setItemGroupOrder(itemGroupId: number, displayOrder: number): void {
    this.itemGroup(itemGroupId).displayOrder = displayOrder;
    this.db.itemsVersion++;
  }

  private syncItemCategories(group: ItemGroupRecord): void {
    for (const item of this.db.items.values()) if (item.itemGroupId === group.id) item.categoryId = group.categoryId;
    this.db.itemsVersion++;
  }
}
