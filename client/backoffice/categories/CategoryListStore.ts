// The category list of the back office: one page of categories (the shared paged-list store),
// the display order edited per page and saved with one button, and deletion (which frees the
// category's item groups).
import { invalidateCategories } from '../lib/deps';
import { type Message } from '../lib/Message';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category } from '@shared/contract/entities';
import { he } from '../he';
import { PagedListStore } from '../../stores/PagedListStore';
import type { RootStore } from '../../stores/RootStore';
import { reloadAfterRemoval, withErrorText } from '../lib/pagedLists';

const t = he.boCategory;

/** A display order as typed: a whole number from 0. */
export function parseOrder(raw: string): number | null {
  const text = raw.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export class CategoryListStore {
  readonly list: PagedListStore<Category>;
  /** The display orders as typed on this page, by category id. */
  orders = new Map<number, string>();
  savingOrder = false;
  deleting = false;
  notice: Message | null = null;

  constructor(private readonly root: RootStore) {
    this.list = new PagedListStore<Category>(
      withErrorText((query, signal) => root.api.call(endpoints.category.list, { query, signal }), 'Get categories error'),
    );
    makeAutoObservable<CategoryListStore, 'root'>(this, { root: false, list: false });
  }

  /** Keeps the typed orders in step with the loaded page (the PagedList component loads it). */
  watch(): () => void {
    return reaction(
      () => this.list.items,
      (items) => this.resetOrders(items),
      { fireImmediately: true },
    );
  }

  private resetOrders(items: Category[]): void {
    this.orders = new Map(items.map((c) => [c.id, String(c.displayOrder)]));
  }

  orderOf(id: number): string {
    return this.orders.get(id) ?? '';
  }

  setOrder(id: number, value: string): void {
    this.orders.set(id, value);
  }

  /** The rows whose typed order differs from the stored one. */
  get changed(): Array<{ category: Category; raw: string }> {
    return this.list.items
      .filter((c) => this.orders.has(c.id) && this.orders.get(c.id)!.trim() !== String(c.displayOrder))
      .map((c) => ({ category: c, raw: this.orders.get(c.id)! }));
  }

  /** Saves the changed display orders of this page (Category/Update with displayOrder), then reloads. */
  async saveOrder(): Promise<void> {
    if (this.savingOrder) return;
    const changed = this.changed;
    if (changed.length === 0) {
      this.notice = { tone: 'error', text: t.orderUnchanged };
      return;
    }
    if (changed.some((c) => parseOrder(c.raw) === null)) {
      this.notice = { tone: 'error', text: t.orderInvalid };
      return;
    }
    this.savingOrder = true;
    this.notice = null;
    const failed: string[] = [];
    try {
      for (const { category, raw } of changed) {
        try {
          await this.root.api.call(endpoints.category.update, {
            // Only the order changes: the description is left out, so the stored one stays (even an empty one).
            body: { id: category.id, categoryName: category.categoryName, displayOrder: parseOrder(raw)! },
          });
        } catch (err) {
          console.error('Update category error', err);
          failed.push(category.categoryName);
        }
      }
      await Promise.all([this.list.load(), invalidateCategories(this.root)]);
      runInAction(() => {
        this.notice = failed.length
          ? { tone: 'error', text: t.orderFailedFor(failed.join(', ')) }
          : { tone: 'success', text: t.orderSaved };
      });
    } finally {
      runInAction(() => (this.savingOrder = false));
    }
  }

  /** Deletes a category (its item groups are freed), then reloads; true when it was deleted. */
  async remove(category: Category): Promise<boolean> {
    if (this.deleting) return false;
    this.deleting = true;
    this.notice = null;
    try {
      await this.root.api.call(endpoints.category.delete, { params: { id: category.id } });
      runInAction(() => (this.notice = { tone: 'success', text: t.deleted(category.categoryName) }));
      await reloadAfterRemoval(this.list);
      await invalidateCategories(this.root);
      return true;
    } catch (err) {
      console.error('Delete category error', err);
      runInAction(() => (this.notice = { tone: 'error', text: t.deleteFailed }));
      return false;
    } finally {
      runInAction(() => (this.deleting = false));
    }
  }

  dismissNotice(): void {
    this.notice = null;
  }
}
