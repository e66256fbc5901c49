import { configure, makeAutoObservable, runInAction } from 'mobx';
import { ResetPasswordDto } from '@shared/validation';
import { ApiError } from '../../api/ApiError';
import { FormState } from './FormState';
import { deletePending, loadScreen, submitForm } from './screenState';

configure({ enforceActions: 'always' });

class Screen {
  loading = true;
  loadError: string | null = null;
  notFound = false;
  data: string | null = null;
  pendingDelete: { id: number } | null = null;
  deleting = false;

  constructor() {
    makeAutoObservable(this);
  }
}

describe('loadScreen', () => {
  it('applies what it loaded and stops loading', async () => {
    const screen = new Screen();
    await loadScreen(
      screen,
      async () => 'נתונים',
      (data) => (screen.data = data),
    );
    expect([screen.data, screen.loading, screen.loadError, screen.notFound]).toEqual(['נתונים', false, null, false]);
  });

  it('says not found for a 404, and the error text for any other failure', async () => {
    const missing = new Screen();
    await loadScreen(
      missing,
      () => Promise.reject(new ApiError(404, 'not_found', 'x')),
      () => undefined,
    );
    expect([missing.notFound, missing.loadError]).toEqual([true, null]);
    const failed = new Screen();
    await loadScreen(
      failed,
      () => Promise.reject(new ApiError(500, 'internal_error', 'x')),
      () => undefined,
    );
    expect([failed.notFound, failed.loadError, failed.loading]).toEqual([false, 'השרת אינו זמין כעת.', false]);
  });

  it('reloads without showing loading when asked to, and clears an earlier failure', async () => {
    const screen = new Screen();
    runInAction(() => (screen.loadError = 'ישן'));
    let loadingMeanwhile: boolean | undefined;
    await loadScreen(
      screen,
      async () => {
        loadingMeanwhile = screen.loading;
        return 'חדש';
      },
      (data) => (screen.data = data),
      false,
    );
    expect([loadingMeanwhile, screen.loadError, screen.data]).toEqual([false, null, 'חדש']);
  });
});

describe('submitForm', () => {
  it('refuses input the check refuses without sending, with the refused line when given', async () => {
    const form = new FormState();
    const send = jest.fn(async () => 1);
    const result = await submitForm(form, ResetPasswordDto, { email: ' ' }, send, { success: 'נשלח', refused: 'לא נשמר' });
    expect(result.ok).toBe(false);
    expect([form.errors, form.failure]).toEqual([{ email: 'required' }, 'לא נשמר']);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing while the form is busy', async () => {
    const form = new FormState();
    let finish: (value: number) => void = () => undefined;
    const first = submitForm(form, ResetPasswordDto, { email: 'a@b.co' }, () => new Promise<number>((resolve) => (finish = resolve)), {});
    const send = jest.fn(async () => 2);
    expect((await submitForm(form, ResetPasswordDto, { email: 'a@b.co' }, send, {})).ok).toBe(false);
    expect(send).not.toHaveBeenCalled();
    finish(1);
    expect(await first).toEqual({ ok: true, value: 1 });
  });

  it('sends checked input and shows the success line, or the failure line with the provider’s field messages', async () => {
    const form = new FormState();
    expect(await submitForm(form, ResetPasswordDto, { email: 'a@b.co' }, async () => 7, { success: 'נשלח' })).toEqual({
      ok: true,
      value: 7,
    });
    expect(form.success).toBe('נשלח');
    const refusal = new ApiError(400, 'validation_failed', 'x', { email: ['alreadyExists'] });
    const result = await submitForm(form, ResetPasswordDto, { email: 'a@b.co' }, () => Promise.reject(refusal), { failure: () => 'נכשל' });
    expect(result).toEqual({ ok: false, error: refusal });
    expect([form.errors, form.failure, form.busy]).toEqual([{ email: 'alreadyExists' }, 'נכשל', false]);
  });
});

describe('deletePending', () => {
  it('does nothing with no delete waiting', async () => {
    const screen = new Screen();
    const remove = jest.fn(async () => undefined);
    await deletePending(screen, remove);
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes the waiting one once, deleting meanwhile, and closes the confirmation even when the delete throws', async () => {
    const screen = new Screen();
    runInAction(() => (screen.pendingDelete = { id: 3 }));
    let deletingMeanwhile = false;
    const remove = jest.fn(async () => {
      deletingMeanwhile = screen.deleting;
      throw new Error('boom');
    });
    const first = deletePending(screen, remove);
    await deletePending(screen, remove);
    await expect(first).rejects.toThrow('boom');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith({ id: 3 });
    expect([deletingMeanwhile, screen.deleting, screen.pendingDelete]).toEqual([true, false, null]);
  });
});
