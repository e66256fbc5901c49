// A category's item groups: the connected ones in display order, each with 'remove link' and a
// display order edited in place and saved with one button; and connecting another group (an
// unconnected one, or one moved from another category).
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, ItemGroup } from '@shared/contract/entities';
import { ConnectItemGroupDto, firstErrors, validateDto } from '@shared/validation';
import { he } from '../he';
import type { RootStore } from '../../stores/RootStore';
import { parseOrder } from './CategoryListStore';
import { invalidateCategories } from '../lib/deps';

const t = he.boCategory;

export class CategoryConnectStore {
  categoryId: number | null = null;
  /** Every category, for the picker and the names of other groups' categories. */
  categories: Category[] = [];
  /** Every item group. */
  groups: ItemGroup[] = [];
  loading = false;
  loadError: string | null = null;
  /** The display orders as typed, by group id. */
  orders = new Map<number, string>();
  /** The group chosen in the connect form ('' for none). */
  selectedGroup = '';
  errors: Record<string, string> = {};
  busy = false;
  notice: Message | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CategoryConnectStore, 'root'>(this, { root: false });
  }

  get category(): Category | undefined {
    return this.categories.find((c) => c.id === this.categoryId);
  }

  /** The groups connected to the category, in display order. */
  get connected(): ItemGroup[] {
    if (this.categoryId === null) return [];
    return this.groups.filter((g) => g.categoryId === this.categoryId).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  }

  /** Groups not connected to any category. */
  get unconnected(): ItemGroup[] {
    return this.groups.filter((g) => g.categoryId === null);
  }

  /** Groups connected to another category (connecting one moves it). */
  get elsewhere(): Array<{ group: ItemGroup; categoryName: string }> {
    return this.groups
      .filter((g) => g.categoryId !== null && g.categoryId !== this.categoryId)
      .map((group) => ({ group, categoryName: this.categories.find((c) => c.id === group.categoryId)?.categoryName ?? '' }));
  }

  /** Chooses the category (from the dialog's id) and loads everything if it is not loaded yet. */
  async open(categoryId: number | null): Promise<void> {
    this.categoryId = categoryId;
    this.errors = {};
    this.resetOrders();
    if (this.categories.length === 0 && !this.loading) await this.load();
  }

  /** Loads every category and every item group. */
  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const [categories, groups] = await Promise.all([
        this.root.api.call(endpoints.category.list, { query: { getAll: true } }),
        this.root.api.call(endpoints.itemGroup.list, { query: { getAll: true } }),
      ]);
      runInAction(() => {
        this.categories = categories.items;
        this.groups = groups.items;
        this.resetOrders();
      });
    } catch (err) {
      console.error('Get categories error', err);
      runInAction(() => (this.loadError = t.groupsLoadFailed));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private resetOrders(): void {
    this.orders = new Map(this.connected.map((g) => [g.id, String(g.displayOrder)]));
  }

  orderOf(id: number): string {
    return this.orders.get(id) ?? '';
  }

  setOrder(id: number, value: string): void {
    this.orders.set(id, value);
  }

  selectGroup(value: string): void {
    this.selectedGroup = value;
    delete this.errors.itemGroupId;
  }

  /** Connects the chosen group to the category; true when connected. */
  async connect(): Promise<boolean> {
    if (this.busy) return false;
    const checked = validateDto(ConnectItemGroupDto, { categoryId: this.categoryId ?? 0, itemGroupId: Number(this.selectedGroup) || 0 });
    if (!checked.ok) {
      this.errors = firstErrors(checked.errors);
      this.notice = null;
      return false;
    }
    const group = this.groups.find((g) => g.id === checked.value.itemGroupId);
    const done = await this.run(
      () => this.root.api.call(endpoints.itemGroup.connect, { params: checked.value }),
      t.connected(group?.itemGroupName ?? ''),
      t.connectFailed,
    );
    if (done) runInAction(() => (this.selectedGroup = ''));
    return done;
  }

  /** Removes a group's link to the category ('remove link'). */
  disconnect(group: ItemGroup): Promise<boolean> {
    if (this.busy || this.categoryId === null) return Promise.resolve(false);
    const categoryId = this.categoryId;
    return this.run(
      () => this.root.api.call(endpoints.itemGroup.disconnect, { params: { categoryId, itemGroupId: group.id } }),
      t.disconnected(group.itemGroupName),
      t.disconnectFailed,
    );
  }

  /** Saves the changed display orders of the connected groups. */
  async saveOrder(): Promise<boolean> {
    if (this.busy) return false;
    const changed = this.connected.filter((g) => (this.orders.get(g.id) ?? '').trim() !== String(g.displayOrder));
    if (changed.length === 0) {
      this.notice = { tone: 'error', text: t.orderUnchanged };
      return false;
    }
    if (changed.some((g) => parseOrder(this.orders.get(g.id) ?? '') === null)) {
      this.notice = { tone: 'error', text: t.orderInvalid };
      return false;
    }
    return this.run(
      async () => {
        for (const g of changed) {
          await this.root.api.call(endpoints.itemGroup.updateDisplayOrder, {
            params: { itemGroupId: g.id, displayOrder: parseOrder(this.orders.get(g.id)!)! },
          });
        }
      },
      t.orderSaved,
      t.orderFailed,
    );
  }

  /** Runs one change, then reloads the groups and the storefront's menu. */
  private async run(change: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    this.busy = true;
    this.notice = null;
    this.errors = {};
    let ok = false;
    try {
      await change();
      ok = true;
    } catch (err) {
      console.error(failure, err);
    }
    try {
      await this.load();
      await invalidateCategories(this.root);
    } finally {
      runInAction(() => {
        this.busy = false;
        this.notice = { tone: ok ? 'success' : 'error', text: ok ? success : failure };
      });
    }
    return ok;
  }
}
