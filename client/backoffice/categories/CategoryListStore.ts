// The category list of the back office: one page of categories (the shared paged-list store),
// the display order edited per page and saved with one button, and delete after a confirmation
// (which frees the category's item groups). After a change the storefront's menu is marked stale.
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category } from '@shared/contract/entities';
import { he } from './he';
import { invalidateCategories, type BackOfficeDeps } from '../lib/deps';
import { ListScreenStore } from '../lib/ListScreenStore';
import { withErrorText } from '../lib/pagedLists';
import { logged } from './logged';
import { displayOrderProblem } from '@shared/rules/displayOrder';

/** A category's or item group's display order as typed (the shared rule: a whole number from 0), or null. */
export function parseOrder(raw: string): number | null {
  return displayOrderProblem(raw, 'group') === null ? Number(raw.trim()) : null;
}

export class CategoryListStore extends ListScreenStore<Category> {
  /** The page the typed orders belong to: another page (or the same one loaded again) shows the stored orders. */
  private typedOn: Category[] | null = null;
  /** The display orders typed on that page, by category id. */
  private typed = new Map<number, string>();
  savingOrder = false;

  constructor(private readonly deps: BackOfficeDeps) {
    super(withErrorText((query, signal) => deps.api.call(endpoints.category.list, { query, signal }), 'Get categories error'));
    makeObservable<CategoryListStore, 'typedOn' | 'typed'>(this, {
      typedOn: observableRef,
      typed: observable,
      savingOrder: observable,
      setOrder: action,
      changed: computed,
      saveOrder: action,
    });
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
      this.message = { tone: 'error', text: he.orderUnchanged };
      return;
    }
    if (changed.some((c) => parseOrder(c.raw) === null)) {
      this.message = { tone: 'error', text: he.orderInvalid };
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
      this.message = failed.length
        ? { tone: 'error', text: he.orderFailedFor(failed.join(', ')) }
        : { tone: 'success', text: he.orderSaved };
    });
  }

  /** Deletes the category (its item groups are freed), the failure logged. */
  protected remove(category: Category): Promise<unknown> {
    return logged('Delete category error', () => this.deps.api.call(endpoints.category.delete, { params: { id: category.id } }));
  }

  protected deleted(category: Category): string {
    return he.deleted(category.categoryName);
  }

  protected deleteFailure(): string {
    return he.deleteFailed;
  }

  /** After a delete: the page again, and the storefront's menu marked stale. */
  protected override async afterDelete(): Promise<void> {
    await super.afterDelete();
    await invalidateCategories(this.deps);
  }
}
