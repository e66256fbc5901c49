// The related items of an item (?d=itemExtension&action=relatedItems): search the catalogue,
// choose one item and add it (one must be chosen; an item already linked, or the item itself,
// is refused), remove, and save the list of item codes.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import { RelatedItemDto, RelatedItemListDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import { he } from './he';
import { errorText } from '../../ui/errorText';
import { failedWith, FormState } from '../lib/FormState';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { submitForm } from '../lib/screenState';

/** A related item as the dialog lists it. */
export type RelatedRow = Pick<Item, 'itemId' | 'itemDescription' | 'pictureUrl'>;

/** How many search results the picker shows. */
export const RELATED_SEARCH_SIZE = 10;

export class ItemExtensionRelatedStore {
  /** The add form (relatedItemId). */
  readonly addForm = new FormState();
  /** The save of the whole list. */
  readonly form = new FormState();
  items: RelatedRow[] = [];
  /** The item codes as last loaded or saved. */
  saved: string[] = [];
  searchTerm = '';
  results: Item[] | null = null;
  searching = false;
  searchError: string | null = null;
  /** The chosen search result's item code ('' for none). */
  selected = '';

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly itemId: string,
  ) {
    makeAutoObservable<ItemExtensionRelatedStore, 'deps'>(this, { deps: false, addForm: false, form: false, itemId: false });
  }

  /** Starts from the item's saved related items. */
  reset(items: RelatedRow[]): void {
    this.items = items.map((r) => ({ itemId: r.itemId, itemDescription: r.itemDescription, pictureUrl: r.pictureUrl }));
    this.saved = items.map((r) => r.itemId);
  }

  /** Whether the working list differs from the saved one (an item added and removed again is no change). */
  get dirty(): boolean {
    return this.items.map((r) => r.itemId).join('\n') !== this.saved.join('\n');
  }

  /**
   * Whether closing would lose something: the working list, or a search result chosen and not yet
   * added (one already on the list is nothing to lose: adding it is refused).
   */
  get unsaved(): boolean {
    return this.dirty || (this.selected !== '' && !this.items.some((r) => r.itemId === this.selected));
  }

  setSearchTerm(value: string): void {
    this.searchTerm = value;
  }

  /** Searches the catalogue for items to link. */
  async search(): Promise<void> {
    const term = this.searchTerm.trim();
    this.searchError = null;
    this.selected = '';
    if (!term) {
      this.results = null;
      return;
    }
    this.searching = true;
    try {
      const page = await this.deps.api.call(endpoints.item.list, {
        query: { pageNumber: 1, pageSize: RELATED_SEARCH_SIZE, SearchTerm: term },
      });
      // The item itself is never a candidate.
      runInAction(() => (this.results = page.items.filter((i) => i.itemId !== this.itemId)));
    } catch (err) {
      runInAction(() => {
        this.results = null;
        this.searchError = errorText(err);
      });
    } finally {
      runInAction(() => (this.searching = false));
    }
  }

  select(itemId: string): void {
    this.selected = itemId;
    this.addForm.setError('relatedItemId', null);
  }

  /** Adds the chosen item to the working list; false with the message when refused. */
  add(): boolean {
    if (!this.addForm.check(RelatedItemDto, { relatedItemId: this.selected })) return false;
    const code = this.selected;
    if (code === this.itemId) {
      this.addForm.setError('relatedItemId', he.relSelf);
      return false;
    }
    if (this.items.some((r) => r.itemId === code)) {
      this.addForm.setError('relatedItemId', Msg.alreadyLinked);
      return false;
    }
    const found = this.results?.find((i) => i.itemId === code);
    this.items = [...this.items, { itemId: code, itemDescription: found?.itemDescription ?? code, pictureUrl: found?.pictureUrl ?? '' }];
    this.selected = '';
    this.form.reset();
    return true;
  }

  remove(itemId: string): void {
    this.items = this.items.filter((r) => r.itemId !== itemId);
    this.form.reset();
  }

  /** Saves the working list as the item's related items; true on success. */
  async save(): Promise<boolean> {
    const codes = this.items.map((r) => r.itemId);
    const result = await submitForm(
      this.form,
      RelatedItemListDto,
      { items: codes },
      () => this.deps.api.call(endpoints.item.updateRelatedItems, { params: { itemId: this.itemId }, body: codes }),
      {
        success: he.relSaved,
        failure: (err) => failedWith(he.relSaveFailed, err),
        refused: he.relSaveFailed,
      },
    );
    if (result.ok) {
      runInAction(() => (this.saved = codes));
      void invalidateItems(this.deps);
    }
    return result.ok;
  }
}
