// The base of the back office's add-or-edit forms: the form's state (FormState), the screen's load
// flags, which record it edits (null for the add form), and the one send of either: the add form
// emptied for the next record once added, the edit form saying 'not found' for a record gone
// meanwhile. makeAutoObservable refuses a class with a superclass, so the base and each form store
// annotate their own members (makeObservable).
import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { ClassConstructor } from 'class-transformer';
import type { BackOfficeDeps } from './deps';
import { failedWith, FormState, hasStatus } from './FormState';
import { submitForm, type LoadFlags, type SendResult } from './screenState';

/** One send of the form: its DTO check, its call, and its lines. */
export interface FormSend {
  dto: ClassConstructor<object>;
  body: object;
  call: () => Promise<unknown>;
  success: string;
  /** The failure line, followed by the reason when it is not the form's business (failedWith). */
  failed: string;
  /** An edit's line when the provider no longer holds the record (404). */
  notFound?: string;
}

export abstract class FormScreenStore implements LoadFlags {
  /** Busy while a call runs, the field messages and the form's line. */
  readonly form = new FormState();
  loading: boolean;
  loadError: string | null = null;
  notFound = false;

  /** `id` is null for the add form. */
  constructor(
    protected readonly deps: BackOfficeDeps,
    readonly id: number | null = null,
  ) {
    this.loading = id !== null;
    makeObservable(this, { loading: observable, loadError: observable, notFound: observable, isEdit: computed });
  }

  get isEdit(): boolean {
    return this.id !== null;
  }

  /** Checks and sends the form; the add form is emptied once it is added (`clear`). */
  protected async send(spec: FormSend): Promise<SendResult<unknown>> {
    const { notFound } = spec;
    const result = await submitForm(this.form, spec.dto, spec.body, spec.call, {
      success: spec.success,
      failure: (err) => (notFound !== undefined && hasStatus(err, 404) ? notFound : failedWith(spec.failed, err)),
    });
    if (result.ok && !this.isEdit) runInAction(() => this.clear());
    return result;
  }

  /** Empties the fields for the next record. */
  protected abstract clear(): void;
}
