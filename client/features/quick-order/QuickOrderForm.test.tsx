/** @jest-environment jsdom */
// What quick order says of a list it will not read: one line of megabytes froze the tab.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RootStore } from '../../app/RootStore';
import { QuickOrderForm } from './QuickOrderForm';
import { QuickOrderStore } from './QuickOrderStore';

describe('QuickOrderForm', () => {
  it('says in Hebrew which line is too long, and checks nothing', async () => {
    // Refused before anything is read or looked up: the catalogue is never reached.
    const store = new QuickOrderStore({} as RootStore);
    const checked = jest.fn();
    render(<QuickOrderForm store={store} onChecked={checked} />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: `7290000000011 6\n${'א,'.repeat(5_000)}` } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'בדיקת הרשימה' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'שורה 2 ארוכה מ-2,000 תווים, ולכן הרשימה לא נבדקה. בכל שורה פריט אחד: ברקוד, מק"ט או שם, וכמות.',
    );
    expect(store.rows).toBeNull();
  });
});
