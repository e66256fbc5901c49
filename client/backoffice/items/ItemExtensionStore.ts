// The item extension dialog (?d=itemExtension&itemId=...): the storefront data kept beside an
// accounting item (availability, display order, minimum order quantity, full description, the
// price-changed flag), plus its attributes and related items. After every save the storefront's
// cached items are invalidated, so its lists and item dialog show the change.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Item } from '@shared/contract/entities';
import { packSize } from '@shared/rules/packSize';
import { ItemExtensionDto } from '@shared/validation';
import { he } from './he';
import { failedWith, FormState, numberOrUndefined } from '../lib/FormState';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { ItemExtensionAttributesStore } from './ItemExtensionAttributesStore';
import { ItemExtensionRelatedStore } from './ItemExtensionRelatedStore';
import { loadScreen, submitForm } from '../lib/screenState';

export class ItemExtensionStore {
  /** The extension form (the 'edit' action). */
  readonly form = new FormState();
  readonly attributes: ItemExtensionAttributesStore;
  readonly related: ItemExtensionRelatedStore;
  item: Item | null = null;
  loading = true;
  loadError: string | null = null;
  notFound = false;
  isAvailable = true;
  isPriceChanged = false;
  displayOrder = '';
  minOrderQuantity = '';
  fullDescription = '';

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly itemId: string,
  ) {
    this.attributes = new ItemExtensionAttributesStore(deps, itemId);
    this.related = new ItemExtensionRelatedStore(deps, itemId);
    makeAutoObservable<ItemExtensionStore, 'deps'>(this, { deps: false, form: false, attributes: false, related: false, itemId: false });
  }

  /** Loads the item and fills the three forms from it. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () => this.deps.api.call(endpoints.item.get, { params: { itemId: this.itemId } }),
      (item) => {
        this.item = item;
        this.isAvailable = item.isAvailable;
        this.isPriceChanged = item.isPriceChanged;
        this.displayOrder = String(item.displayOrder);
        this.minOrderQuantity = String(item.minOrderQuantity);
        this.fullDescription = item.fullDescription ?? '';
        this.attributes.reset(item.itemAttributes);
        this.related.reset(item.relatedItems.map((r) => ({ ...r.related, itemId: r.relatedItemId })));
      },
    );
  }

  /** Whether closing the dialog would lose something: in the details, the attributes or the related items. */
  get unsaved(): boolean {
    return this.detailsUnsaved || this.attributes.unsaved || this.related.unsaved;
  }

  /** Whether the details form holds changes not saved: any field other than the loaded (or last saved) item's. */
  get detailsUnsaved(): boolean {
    const item = this.item;
    if (!item) return false;
    return (
      this.isAvailable !== item.isAvailable ||
      this.isPriceChanged !== item.isPriceChanged ||
      numberOrUndefined(this.displayOrder) !== item.displayOrder ||
      numberOrUndefined(this.minOrderQuantity) !== item.minOrderQuantity ||
      this.fullDescription !== (item.fullDescription ?? '')
    );
  }

  setAvailable(value: boolean): void {
    this.isAvailable = value;
  }

  setPriceChanged(value: boolean): void {
    this.isPriceChanged = value;
  }

  setDisplayOrder(value: string): void {
    this.displayOrder = value;
  }

  setMinOrderQuantity(value: string): void {
    this.minOrderQuantity = value;
  }

  setFullDescription(value: string): void {
    this.fullDescription = value;
  }

  /** Checks and saves the extension data; true on success. */
  async submit(): Promise<boolean> {
    const input = {
      isAvailable: this.isAvailable,
      displayOrder: numberOrUndefined(this.displayOrder) as number,
      minOrderQuantity: numberOrUndefined(this.minOrderQuantity) as number,
      fullDescription: this.fullDescription,
      isPriceChanged: this.isPriceChanged,
    };
    const result = await submitForm(
      this.form,
      ItemExtensionDto,
      input,
      () => this.deps.api.call(endpoints.item.updateExtension, { params: { itemId: this.itemId }, body: input }),
      {
        success: he.saved,
        failure: (err) => failedWith(he.saveFailed, err),
      },
    );
    if (result.ok) {
      runInAction(() => {
        if (this.item) this.item = { ...this.item, ...input, itemPackSize: packSize(input) };
      });
      void invalidateItems(this.deps);
    }
    return result.ok;
  }
}
