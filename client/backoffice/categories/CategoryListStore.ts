// The category list of the back office: one page of categories (the shared paged-list store),
// the display order edited per page and saved with one button, and delete after a confirmation
// (which frees the category's item groups). After a change the storefront's menu is marked stale.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category } from '@shared/contract/entities';
import { PagedListStore } from '../../ui/PagedListStore';
import { he } from '../he';
import { invalidateCategories, type BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { reloadAfterRemoval, withErrorText } from '../lib/pagedLists';
import { deletePending } from '../lib/screenState';
import { logged } from './logged';
import { displayOrderProblem } from '@shared/rules/displayOrder';

const t = he.boCategory;

/** A category's or item group's display order as typed (the shared rule: a whole number from 0), or null. */
export function parseOrder(raw: string): number | null {
  return displayOrderProblem(raw, 'group') === null ? Number(raw.trim()) : null;
}

export class CategoryListStore {
  readonly list: PagedListStore<Category>;
  /** The page the typed orders belong to: another page (or the same one loaded again) shows the stored orders. */
  private typedOn: Category[] | null = null;
  /** The display orders typed on that page, by category id. */
  private typed = new Map<number, string>();
  savingOrder = false;
  /** The category waiting for the delete confirmation. */
  pendingDelete: Category | null = null;
  deleting = false;
  /** The outcome of the last order save or delete. */
  message: Message | null = null;

  constructor(private readonly deps: BackOfficeDeps) {
    this.list = new PagedListStore<Category>(
      withErrorText((query, signal) => deps.api.call(endpoints.category.list, { query, signal }), 'Get categories error'),
    );
    makeAutoObservable<CategoryListStore, 'deps' | 'typedOn'>(this, { deps: false, list: false, typedOn: observableRef });
  }

  /** The order in a row's box: as typed on this page, else the stored one. */
  orderOf(id: number): string {
    const typed = this.typedOn === this.list.items ? this.typed.get(id) : undefined;
    if (typed !== undefined) return typed;
    const category = this.list.items.find((c) => c.id === id);
    return category ? String(category.displayOrder) : '';
  }

  setOrder(id: number, value: string): void {
    if (this.typedOn !== this.list.items) {
      this.typedOn = this.list.items;
      this.typed = new Map();
    }
    this.typed.set(id, value);
  }

  /** The rows whose typed order differs from the stored one. */
  get changed(): Array<{ category: Category; raw: string }> {
    return this.list.items
      .map((category) => ({ category, raw: this.orderOf(category.id) }))
      .filter(({ category, raw }) => raw.trim() !== String(category.displayOrder));
  }

  /** Saves the changed display orders of this page (Category/Update with displayOrder), then reloads. */
  async saveOrder(): Promise<void> {
    if (this.savingOrder) return;
    const changed = this.changed;
    if (changed.length === 0) {
      this.message = { tone: 'error', text: t.orderUnchanged };
      return;
    }
    if (changed.some((c) => parseOrder(c.raw) === null)) {
      this.message = { tone: 'error', text: t.orderInvalid };
      return;
    }
    this.savingOrder = true;
    this.message = null;
    const failed: string[] = [];
    for (const { category, raw } of changed) {
      try {
        await logged('Update category error', () =>
          this.deps.api.call(endpoints.category.update, {
            // Only the order changes: the description is left out, so the stored one stays (even an empty one).
            body: { id: category.id, categoryName: category.categoryName, displayOrder: parseOrder(raw)! },
          }),
        );
      } catch {
        failed.push(category.categoryName);
      }
    }
    await Promise.all([this.list.load(), invalidateCategories(this.deps)]);
    runInAction(() => {
      this.savingOrder = false;
      this.message = failed.length ? { tone: 'error', text: t.orderFailedFor(failed.join(', ')) } : { tone: 'success', text: t.orderSaved };
    });
  }

  askDelete(category: Category): void {
    this.pendingDelete = category;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the category waiting for confirmation (its item groups are freed), then reloads the page. */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (category) => {
      runInAction(() => (this.message = null));
      try {
        await logged('Delete category error', () => this.deps.api.call(endpoints.category.delete, { params: { id: category.id } }));
      } catch {
        runInAction(() => (this.message = { tone: 'error', text: t.deleteFailed }));
        return;
      }
      runInAction(() => (this.message = { tone: 'success', text: t.deleted(category.categoryName) }));
      await reloadAfterRemoval(this.list);
      await invalidateCategories(this.deps);
    });
  }
}
