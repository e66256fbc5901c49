// The attributes of an item (?d=itemExtension&action=attributes): a working list edited in the
// dialog and saved as a whole. A name comes from the attribute list; the value from that
// attribute's values or typed freely. A name already on the item is refused ('already exists').
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Attribute, AttributeValue, ItemAttribute } from '@shared/contract/entities';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import { ItemAttributeDto, ItemAttributeListDto } from '@shared/validation';
import { Msg } from '@shared/validation/messages';
import { he } from './he';
import { errorText } from '../../ui/errorText';
import { failedWith, FormState } from '../lib/FormState';
import { invalidateItems, type BackOfficeDeps } from '../lib/deps';
import { submitForm } from '../lib/screenState';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class ItemExtensionAttributesStore {
  /** The add form (attributeName, attributeValue). */
  readonly addForm = new FormState();
  /** The save of the whole list. */
  readonly form = new FormState();
  items: ItemAttribute[] = [];
  /** The item's attributes as last loaded or saved. */
  saved: ItemAttribute[] = [];
  options: Attribute[] = [];
  optionsLoaded = false;
  optionsError: string | null = null;
  /** The chosen attribute's values, offered for the value field. */
  values: AttributeValue[] = [];
  newName = '';
  newValue = '';

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly itemId: string,
  ) {
    makeAutoObservable<ItemExtensionAttributesStore, 'deps'>(this, { deps: false, addForm: false, form: false, itemId: false });
  }

  /** Starts from the item's saved attributes. */
  reset(items: ItemAttribute[]): void {
    this.items = items.map((a) => ({ ...a }));
    this.saved = items.map((a) => ({ ...a }));
  }

  /** Whether the working list differs from the saved one (an attribute added and removed again is no change). */
  get dirty(): boolean {
    const key = (list: ItemAttribute[]) => JSON.stringify(list.map((a) => [a.attributeName, a.attributeValue]));
    return key(this.items) !== key(this.saved);
  }

  /** Whether closing would lose something: the working list, or a value typed and not yet added. */
  get unsaved(): boolean {
    return this.dirty || this.newValue.trim() !== '';
  }

  /** Loads the attribute names once (every attribute, for the picker). */
  async loadOptions(): Promise<void> {
    if (this.optionsLoaded) return;
    this.optionsError = null;
    try {
      const page = await this.deps.api.call(endpoints.attribute.list, { query: { pageNumber: 1, pageSize: MAX_PAGE_SIZE } });
      runInAction(() => {
        this.options = page.items;
        this.optionsLoaded = true;
      });
    } catch (err) {
      runInAction(() => (this.optionsError = `${he.attrListFailed} ${errorText(err)}`));
    }
  }

  /** Chooses the attribute to add and loads its values. */
  async setNewName(name: string): Promise<void> {
    this.newName = name;
    this.values = [];
    this.addForm.setError('attributeName', null);
    const attribute = this.options.find((a) => a.name === name);
    if (!attribute) return;
    try {
      const values = await this.deps.api.call(endpoints.attribute.values, { params: { attributeId: attribute.id } });
      runInAction(() => {
        if (this.newName === name) this.values = values;
      });
    } catch {
      // The values are only suggestions; a free value can still be typed.
    }
  }

  setNewValue(value: string): void {
    this.newValue = value;
  }

  /** Adds the chosen name and value to the working list; false with the field messages when refused. */
  add(): boolean {
    const input = { attributeName: this.newName.trim(), attributeValue: this.newValue.trim() };
    if (!this.addForm.check(ItemAttributeDto, input)) return false;
    if (this.items.some((a) => sameName(a.attributeName, input.attributeName))) {
      this.addForm.setError('attributeName', Msg.alreadyExists);
      return false;
    }
    this.items = [...this.items, input];
    this.newName = '';
    this.newValue = '';
    this.values = [];
    this.form.reset();
    return true;
  }

  remove(attributeName: string): void {
    this.items = this.items.filter((a) => a.attributeName !== attributeName);
    this.form.reset();
  }

  /** Saves the working list as the item's attributes; true on success. */
  async save(): Promise<boolean> {
    const items = this.items.map((a) => ({ ...a }));
    const result = await submitForm(
      this.form,
      ItemAttributeListDto,
      { items },
      () => this.deps.api.call(endpoints.item.updateAttributes, { params: { itemId: this.itemId }, body: items }),
      {
        success: he.attrSaved,
        failure: (err) => failedWith(he.attrSaveFailed, err),
        refused: he.attrSaveFailed,
      },
    );
    if (result.ok) {
      runInAction(() => (this.saved = items));
      void invalidateItems(this.deps);
    }
    return result.ok;
  }
}
