// The add-attribute (/add-attribute) and edit-attribute (/attributes/edit/{id}) forms: name and
// description required, the provider's per-field errors shown under their fields.
import { action, makeObservable, observable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { AttributeDto, AttributeUpdateDto } from '@shared/validation';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';
import { FormScreenStore } from '../lib/FormScreenStore';
import { loadScreen } from '../lib/screenState';

export class AttributeFormStore extends FormScreenStore {
  name = '';
  description = '';

  /** `id` is null for the add form. */
  constructor(deps: BackOfficeDeps, id: number | null = null) {
    super(deps, id);
    makeObservable(this, { name: observable, description: observable, setName: action, setDescription: action, load: action });
  }

  setName(value: string): void {
    this.name = value;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  /** Edit form: loads the attribute into the fields. */
  async load(): Promise<void> {
    if (this.id === null) return;
    const id = this.id;
    await loadScreen(
      this,
      () => this.deps.api.call(endpoints.attribute.get, { params: { id } }),
      (attribute) => {
        this.name = attribute.name;
        this.description = attribute.description;
      },
    );
  }

  /** Checks and sends the form; true on success (the add form is then emptied for the next one). */
  async submit(): Promise<boolean> {
    const input = { name: this.name.trim(), description: this.description.trim() };
    const id = this.id;
    if (id === null) {
      const result = await this.send({
        dto: AttributeDto,
        body: input,
        call: () => this.deps.api.call(endpoints.attribute.add, { body: { ...input } }),
        success: he.added,
        failed: he.addFailed,
      });
      return result.ok;
    }
    const body = { id, ...input };
    const result = await this.send({
      dto: AttributeUpdateDto,
      body,
      call: () => this.deps.api.call(endpoints.attribute.update, { body }),
      success: he.updated,
      failed: he.updateFailed,
      notFound: he.notFound,
    });
    return result.ok;
  }

  protected clear(): void {
    this.name = '';
    this.description = '';
  }
}
