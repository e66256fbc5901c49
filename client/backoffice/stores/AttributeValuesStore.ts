// The values screen of one attribute (/attributes/{id}/values): the attribute's name, its values,
// an add-value form (value required) and delete after a confirmation.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Attribute, AttributeValue } from '@shared/contract/entities';
import { AttributeValueDto } from '@shared/validation';
import { he } from '../he';
import { errorText } from '../../components/errorText';
import { failedWith, FormState, hasStatus, type ApiCaller } from '../components/FormState';

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
  deleteMessage: { tone: 'success' | 'error'; text: string } | null = null;

  constructor(
    private readonly api: ApiCaller,
    readonly attributeId: number,
  ) {
    makeAutoObservable<AttributeValuesStore, 'api'>(this, { api: false, form: false, attributeId: false });
  }

  /** Loads the attribute and its values. */
  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const params = { id: this.attributeId };
      const [attribute, values] = await Promise.all([
        this.api.call(endpoints.attribute.get, { params }),
        this.api.call(endpoints.attribute.values, { params: { attributeId: this.attributeId } }),
      ]);
      runInAction(() => {
        this.attribute = attribute;
        this.values = values;
      });
    } catch (err) {
      runInAction(() => {
        if (hasStatus(err, 404)) this.notFound = true;
        else this.loadError = errorText(err);
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setNewValue(value: string): void {
    this.newValue = value;
  }

  /** Adds the typed value; true on success. */
  async add(): Promise<boolean> {
    if (this.form.busy) return false;
    const input = { attributeId: this.attributeId, value: this.newValue.trim() };
    if (!this.form.check(AttributeValueDto, input)) return false;
    this.deleteMessage = null;
    const result = await this.form.run(() => this.api.call(endpoints.attribute.addValue, { body: input }), {
      success: he.attrValueAdded,
      failure: (err) => failedWith(he.attrValueAddFailed, err),
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
    const value = this.pendingDelete;
    if (!value || this.deleting) return;
    this.deleting = true;
    this.form.reset();
    try {
      await this.api.call(endpoints.attribute.deleteValue, { params: { id: value.id } });
      runInAction(() => {
        this.values = this.values.filter((v) => v.id !== value.id);
        this.deleteMessage = { tone: 'success', text: he.attrValueDeleted };
      });
    } catch (err) {
      runInAction(() => (this.deleteMessage = { tone: 'error', text: failedWith(he.attrValueDeleteFailed, err) }));
    } finally {
      runInAction(() => {
        this.deleting = false;
        this.pendingDelete = null;
      });
    }
  }
}
