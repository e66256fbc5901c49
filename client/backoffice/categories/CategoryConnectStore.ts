// A category's item groups: the connected ones in display order, each with 'remove link' and a
// display order edited in place and saved with one button; and connecting another group (an
// unconnected one, or one moved from another category). After each change the groups are read
// again and the storefront's menu is marked stale.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, ItemGroup } from '@shared/contract/entities';
import { ConnectItemGroupDto } from '@shared/validation';
import { he } from './he';
import { invalidateCategories, type BackOfficeDeps } from '../lib/deps';
import { FormState } from '../lib/FormState';
import type { Message } from '../lib/Message';
import { loadScreen } from '../lib/screenState';
import { parseOrder } from './CategoryListStore';
import { logged } from './logged';

export class CategoryConnectStore {
  /** The connect form (its field messages). */
  readonly form = new FormState();
  /** Every category, for the picker and the names of other groups' categories. */
  categories: Category[] = [];
  /** Every item group. */
  groups: ItemGroup[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The display orders as typed, by group id. */
  orders = new Map<number, string>();
  /** The group chosen in the connect form ('' for none). */
  selectedGroup = '';
  /** A connect, remove-link or order save under way. */
  busy = false;
  /** The outcome of the last change. */
  message: Message | null = null;

  /** `categoryId` is the dialog's category (null when none is chosen). */
  constructor(
    private readonly deps: BackOfficeDeps,
    public categoryId: number | null = null,
  ) {
    makeAutoObservable<CategoryConnectStore, 'deps'>(this, { deps: false, form: false });
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

  /** Chooses another category (the dialog's id changed). */
  choose(categoryId: number | null): void {
    if (categoryId === this.categoryId) return;
    this.categoryId = categoryId;
    this.form.reset();
    this.resetOrders();
  }

  /** Loads every category and every item group; a reload after a change keeps the lists shown meanwhile. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () =>
        logged('Get categories error', () =>
          Promise.all([
            this.deps.api.call(endpoints.category.list, { query: { getAll: true } }),
            this.deps.api.call(endpoints.itemGroup.list, { query: { getAll: true } }),
          ]),
        ),
      ([categories, groups]) => {
        this.categories = categories.items;
        this.groups = groups.items;
        this.resetOrders();
      },
      this.categories.length === 0,
    );
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
    this.form.setError('itemGroupId', null);
  }

  /** Connects the chosen group to the category; true when connected. */
  async connect(): Promise<boolean> {
    if (this.busy) return false;
    const checked = this.form.check(ConnectItemGroupDto, {
      categoryId: this.categoryId ?? 0,
      itemGroupId: Number(this.selectedGroup) || 0,
    });
    if (!checked) {
      this.message = null;
      return false;
    }
    const params = { categoryId: checked.categoryId, itemGroupId: checked.itemGroupId };
    const group = this.groups.find((g) => g.id === params.itemGroupId);
    const done = await this.change(
      () => this.deps.api.call(endpoints.itemGroup.connect, { params }),
      he.connected(group?.itemGroupName ?? ''),
      he.connectFailed,
    );
    if (done) runInAction(() => (this.selectedGroup = ''));
    return done;
  }

  /** Removes a group's link to the category ('remove link'). */
  async disconnect(group: ItemGroup): Promise<boolean> {
    if (this.busy || this.categoryId === null) return false;
    const params = { categoryId: this.categoryId, itemGroupId: group.id };
    return this.change(
      () => this.deps.api.call(endpoints.itemGroup.disconnect, { params }),
      he.disconnected(group.itemGroupName),
      he.disconnectFailed,
    );
  }

  /** Saves the changed display orders of the connected groups. */
  async saveOrder(): Promise<boolean> {
    if (this.busy) return false;
    const changed = this.connected.filter((g) => this.orderOf(g.id).trim() !== String(g.displayOrder));
    if (changed.length === 0) {
      this.message = { tone: 'error', text: he.orderUnchanged };
      return false;
    }
    if (changed.some((g) => parseOrder(this.orderOf(g.id)) === null)) {
      this.message = { tone: 'error', text: he.orderInvalid };
      return false;
    }
    const orders = changed.map((g) => ({ itemGroupId: g.id, displayOrder: parseOrder(this.orderOf(g.id))! }));
    return this.change(
      async () => {
        for (const params of orders) await this.deps.api.call(endpoints.itemGroup.updateDisplayOrder, { params });
      },
      he.orderSaved,
      he.orderFailed,
    );
  }

  /** Runs one change (its failure logged under its message), then reads the groups again and marks the menu stale. */
  private async change(work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    this.busy = true;
    this.message = null;
    this.form.reset();
    let ok = false;
    try {
      await logged(failure, work);
      ok = true;
    } catch {
      // Said below, once the groups are read again.
    }
    await this.load();
    await invalidateCategories(this.deps);
    runInAction(() => {
      this.busy = false;
      this.message = { tone: ok ? 'success' : 'error', text: ok ? success : failure };
    });
    return ok;
  }
}
