/** @jest-environment jsdom */
// What quick order says about a file: while it is read, a button stops it; a zip bomb
// ends in a Hebrew message.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readInWorker, type WorkerLike } from '../../files/readInWorker';
import type { SpreadsheetResult } from '../../files/readSpreadsheet';
import { QuickOrderStore } from './QuickOrderStore';
import type { RootStore } from '../../app/RootStore';
import { QuickOrderFileStatus } from './QuickOrderFileStatus';

describe('QuickOrderFileStatus', () => {
  // Neither reading nor its refusal reaches the catalogue (checking comes only after a file is read).
  const root = {} as RootStore;
  const file = new File(['x'], 'הזמנה.xlsx');

  it('says a file is being read with a button that stops it, then that it was stopped and the list kept', async () => {
    const worker: WorkerLike<{ file: File }, SpreadsheetResult> = {
      onmessage: null,
      onerror: null,
      postMessage: () => {},
      terminate: () => {},
    };
    const store = new QuickOrderStore(root, (f) => readInWorker(f, () => worker));
    render(<QuickOrderFileStatus store={store} />);
    let reading!: Promise<void>;
    act(() => {
      reading = store.readFile(file);
    });
    expect(screen.getByRole('status').textContent).toContain('קוראים את הקובץ הזמנה.xlsx...');
    fireEvent.click(screen.getByRole('button', { name: 'ביטול קריאת הקובץ' }));
    await act(() => reading);
    expect(screen.getByRole('status').textContent).toBe('קריאת הקובץ בוטלה. הרשימה לא השתנתה.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says in Hebrew why a zip bomb was not read', async () => {
    const store = new QuickOrderStore(root, () => ({ result: Promise.resolve({ problem: 'inflatesTooLarge' }), cancel: () => {} }));
    render(<QuickOrderFileStatus store={store} />);
    await act(() => store.readFile(file));
    expect(screen.getByRole('alert').textContent).toBe(
      'הקובץ נפתח לנפח חריג (יותר מ-16MB), ולכן לא נקרא. שמרו אותו מחדש באקסל, פצלו אותו או הדביקו את הרשימה.',
    );
  });
});
