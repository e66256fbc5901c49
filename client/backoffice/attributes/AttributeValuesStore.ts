// The values screen of one attribute (/attributes/{id}/values): the attribute's name, its values,
// an add-value form (value required) and delete after a confirmation.
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Attribute, AttributeValue } from '@shared/contract/entities';
import { AttributeValueDto } from '@shared/validation';
import { he } from '../he';
import { failedWith, FormState } from '../lib/FormState';
import { deletePending, loadScreen, submitForm } from '../lib/screenState';

export class AttributeValuesStore {
  /** The add-value form. */
  readonly form = new FormState();
  attribute: Attribute | null = null;
  values: AttributeValue[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;
  newValue = '';
  /** The value waiting for the delete confirmation. */
  pendingDelete: AttributeValue | null = null;
  deleting = false;
  /** The outcome of the last delete. */
  deleteMessage: Message | null = null;

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly attributeId: number,
  ) {
    makeAutoObservable<AttributeValuesStore, 'deps'>(this, { deps: false, form: false, attributeId: false });
  }

  /** Loads the attribute and its values. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () =>
        Promise.all([
          this.deps.api.call(endpoints.attribute.get, { params: { id: this.attributeId } }),
          this.deps.api.call(endpoints.attribute.values, { params: { attributeId: this.attributeId } }),
        ]),
      ([attribute, values]) => {
        this.attribute = attribute;
        this.values = values;
      },
    );
  }

  setNewValue(value: string): void {
    this.newValue = value;
  }

  /** Adds the typed value; true on success. */
  async add(): Promise<boolean> {
    const input = { attributeId: this.attributeId, value: this.newValue.trim() };
    const send = () => {
      // A value sent hides the last delete's outcome; one refused by the check leaves it.
      runInAction(() => (this.deleteMessage = null));
      return this.deps.api.call(endpoints.attribute.addValue, { body: input });
    };
    const result = await submitForm(this.form, AttributeValueDto, input, send, {
      success: he.boAttribute.valueAdded,
      failure: (err) => failedWith(he.boAttribute.valueAddFailed, err),
    });
    if (result.ok) {
      const id = result.value;
      runInAction(() => {
        this.values = [...this.values, { id, attributeId: this.attributeId, value: input.value }];
        this.newValue = '';
      });
    }
    return result.ok;
  }

  askDelete(value: AttributeValue): void {
    this.pendingDelete = value;
  }

  cancelDelete(): void {
    if (!this.deleting) this.pendingDelete = null;
  }

  /** Deletes the value waiting for confirmation. */
  async confirmDelete(): Promise<void> {
    await deletePending(this, async (value) => {
      this.form.reset();
      try {
        await this.deps.api.call(endpoints.attribute.deleteValue, { params: { id: value.id } });
        runInAction(() => {
          this.values = this.values.filter((v) => v.id !== value.id);
          this.deleteMessage = { tone: 'success', text: he.boAttribute.valueDeleted };
        });
      } catch (err) {
        runInAction(() => (this.deleteMessage = { tone: 'error', text: failedWith(he.boAttribute.valueDeleteFailed, err) }));
      }
    });
  }
}
