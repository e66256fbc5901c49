// The values screen of one attribute (/attributes/{id}/values): the attribute's name, its values,
// an add-value form (value required), a value edited in its row, and delete after a confirmation.
import type { BackOfficeDeps } from '../lib/deps';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Attribute, AttributeValue } from '@shared/contract/entities';
import { AttributeValueDto, AttributeValueUpdateDto } from '@shared/validation';
import { he } from './he';
import { failedWith, FormState, hasStatus } from '../lib/FormState';
import { DeleteScreenStore } from '../lib/DeleteScreenStore';
import { loadScreen, submitForm } from '../lib/screenState';

export class AttributeValuesStore extends DeleteScreenStore<AttributeValue> {
  /** The add-value form. */
  readonly form = new FormState();
  /** The form of the value edited in its row. */
  readonly editForm = new FormState();
  attribute: Attribute | null = null;
  values: AttributeValue[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;
  newValue = '';
  /** The value edited in its row, and its text as typed. */
  editing: AttributeValue | null = null;
  editText = '';

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly attributeId: number,
  ) {
    super();
    makeObservable(this, {
      attribute: observable,
      values: observable,
      loading: observable,
      loadError: observable,
      notFound: observable,
      newValue: observable,
      editing: observable,
      editText: observable,
      load: action,
      setNewValue: action,
      add: action,
      startEdit: action,
      setEditText: action,
      cancelEdit: action,
      saveEdit: action,
    });
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
      // A value sent hides the last edit's or delete's outcome; one refused by the check leaves it.
      runInAction(() => (this.message = null));
      return this.deps.api.call(endpoints.attribute.addValue, { body: input });
    };
    const result = await submitForm(this.form, AttributeValueDto, input, send, {
      success: he.valueAdded,
      failure: (err) => failedWith(he.valueAddFailed, err),
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

  /** Opens a value's row for editing (one row at a time). */
  startEdit(value: AttributeValue): void {
    this.editing = value;
    this.editText = value.value;
    this.editForm.reset();
  }

  setEditText(text: string): void {
    this.editText = text;
    this.editForm.setError('value', null);
  }

  cancelEdit(): void {
    if (this.editForm.busy) return;
    this.editing = null;
    this.editForm.reset();
  }

  /** Saves the edited value (value required, not one the attribute already has); true on success. */
  async saveEdit(): Promise<boolean> {
    const target = this.editing;
    if (!target) return false;
    const body = { id: target.id, attributeId: this.attributeId, value: this.editText.trim() };
    if (body.value === target.value) {
      this.cancelEdit();
      return true;
    }
    const result = await submitForm(
      this.editForm,
      AttributeValueUpdateDto,
      body,
      () => {
        runInAction(() => (this.message = null));
        return this.deps.api.call(endpoints.attribute.updateValue, { body });
      },
      {
        failure: (err) => (hasStatus(err, 404) ? he.valueGone : failedWith(he.valueUpdateFailed, err)),
      },
    );
    runInAction(() => {
      if (result.ok) {
        this.values = this.values.map((v) => (v.id === target.id ? { ...v, value: body.value } : v));
        this.editing = null;
        this.message = { tone: 'success', text: he.valueUpdated };
      } else if (hasStatus(result.error, 404)) {
        // Deleted meanwhile (another screen): the row goes, and the line says why.
        this.values = this.values.filter((v) => v.id !== target.id);
        this.editing = null;
        this.message = { tone: 'error', text: he.valueGone };
      }
    });
    return result.ok;
  }

  protected remove(value: AttributeValue): Promise<unknown> {
    return this.deps.api.call(endpoints.attribute.deleteValue, { params: { id: value.id } });
  }

  /** As a delete begins, the add form's line goes (the last line stays until the outcome replaces it). */
  protected override beforeDelete(): void {
    this.form.reset();
  }

  protected deleted(): string {
    return he.valueDeleted;
  }

  protected deleteFailure(_value: AttributeValue, err: unknown): string {
    return failedWith(he.valueDeleteFailed, err);
  }

  /** The deleted value leaves the screen (and its row's edit). */
  protected override async afterDelete(value: AttributeValue): Promise<void> {
    runInAction(() => {
      this.values = this.values.filter((v) => v.id !== value.id);
      if (this.editing?.id === value.id) this.editing = null;
    });
  }
}
