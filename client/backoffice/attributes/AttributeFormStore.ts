// The add-attribute (/add-attribute) and edit-attribute (/attributes/edit/{id}) forms: name and
// description required, the provider's per-field errors shown under their fields.
import type { BackOfficeDeps } from '../lib/deps';
import { makeAutoObservable } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { AttributeDto, AttributeUpdateDto } from '@shared/validation';
import { he } from '../he';
import { failedWith, FormState, hasStatus } from '../lib/FormState';
import { loadScreen, submitForm } from '../lib/screenState';

export class AttributeFormStore {
  readonly form = new FormState();
  name = '';
  description = '';
  loading = false;
  loadError: string | null = null;
  notFound = false;

  /** `id` is null for the add form. */
  constructor(
    private readonly deps: BackOfficeDeps,
    readonly id: number | null = null,
  ) {
    this.loading = id !== null;
    makeAutoObservable<AttributeFormStore, 'deps'>(this, { deps: false, form: false, id: false });
  }

  get isEdit(): boolean {
    return this.id !== null;
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
    if (this.id === null) {
      const result = await submitForm(
        this.form,
        AttributeDto,
        input,
        () => this.deps.api.call(endpoints.attribute.add, { body: { ...input } }),
        {
          success: he.boAttribute.added,
          failure: (err) => failedWith(he.boAttribute.addFailed, err),
        },
      );
      if (result.ok) this.clear();
      return result.ok;
    }
    const body = { id: this.id, ...input };
    const result = await submitForm(this.form, AttributeUpdateDto, body, () => this.deps.api.call(endpoints.attribute.update, { body }), {
      success: he.boAttribute.updated,
      failure: (err) => (hasStatus(err, 404) ? he.boAttribute.notFound : failedWith(he.boAttribute.updateFailed, err)),
    });
    return result.ok;
  }

  private clear(): void {
    this.name = '';
    this.description = '';
  }
}
