// What the back-office screen stores share: loading their data with the screen's flags, sending a
// form, and a delete waiting for its confirmation. Helpers over the stores' own fields, for the
// stores of one screen that keep makeAutoObservable (it refuses a superclass); the list screens and
// the add-or-edit forms share a base built on them (ListScreenStore, FormScreenStore).
import { runInAction } from 'mobx';
import type { ClassConstructor } from 'class-transformer';
import { errorText } from '../../ui/errorText';
import { hasStatus, type FormState } from './FormState';

/** What a screen shows while it loads: loading, the failure line, or 'not found' (a 404). */
export interface LoadFlags {
  loading: boolean;
  loadError: string | null;
  notFound: boolean;
}

/**
 * Loads a screen's data and applies it (in one action); a 404 is 'not found', any other failure
 * the error text. `showLoading: false` reloads behind data already shown.
 */
export async function loadScreen<T>(
  flags: LoadFlags,
  fetch: () => Promise<T>,
  apply: (data: T) => void,
  showLoading = true,
): Promise<void> {
  runInAction(() => {
    flags.loading = showLoading;
    flags.loadError = null;
  });
  try {
    const data = await fetch();
    runInAction(() => apply(data));
  } catch (err) {
    runInAction(() => {
      if (hasStatus(err, 404)) flags.notFound = true;
      else flags.loadError = errorText(err);
    });
  } finally {
    runInAction(() => (flags.loading = false));
  }
}

/** What `FormState.run` returns; a form that was not sent is `{ ok: false }` with no error. */
export type SendResult<R> = { ok: true; value: R } | { ok: false; error: unknown };

type SendMessages = NonNullable<Parameters<FormState['run']>[1]> & {
  /** The failure line when the check refuses the input (by default only the field messages). */
  refused?: string;
};

/**
 * Sends a form: nothing while it is busy or when its DTO check refuses the input (the field
 * messages are then shown), else the call through `form.run` with its success and failure lines.
 */
export async function submitForm<R>(
  form: FormState,
  dto: ClassConstructor<object>,
  input: object,
  send: () => Promise<R>,
  messages: SendMessages,
): Promise<SendResult<R>> {
  if (form.busy) return { ok: false, error: undefined };
  if (!form.check(dto, input)) {
    if (messages.refused) form.setFailure(messages.refused);
    return { ok: false, error: undefined };
  }
  return form.run(send, messages);
}

/** A delete waiting for its confirmation, and whether it is under way. */
export interface PendingDelete<T> {
  pendingDelete: T | null;
  deleting: boolean;
}

/** Runs the confirmed delete: one at a time, and the confirmation closes whatever the outcome. */
export async function deletePending<T>(state: PendingDelete<T>, remove: (target: T) => Promise<void>): Promise<void> {
  const target = state.pendingDelete;
  if (!target || state.deleting) return;
  runInAction(() => (state.deleting = true));
  try {
    await remove(target);
  } finally {
    runInAction(() => {
      state.deleting = false;
      state.pendingDelete = null;
    });
  }
}
