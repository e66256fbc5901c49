/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { StoreProvider } from '../../stores/StoreContext';
import type { Api } from '../../api/api';
import { RootStore } from '../../app/RootStore';
import { MemoryStorage, dispose, outboxEntry } from '../../app/testing';
import type { OutboxEntry } from '../outbox';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('react-router-dom');
});

// Imported after the mock it depends on.
import { OutboxNotice } from './OutboxNotice';

const MINUTE = 60_000;
const AT = Date.UTC(2026, 10, 29, 8, 0);

const entry = (key: string, minutes: number, fields: Partial<OutboxEntry>) => outboxEntry(key, AT + minutes * MINUTE, fields);
const sent = (key: string, minutes: number, orderNumber: number) =>
  entry(key, minutes, { status: 'placed', result: { orderNumber, documentLink: `doc-${orderNumber}` }, cartSettled: true });
const waiting = (key: string, minutes: number) => entry(key, minutes, {});

let root: RootStore;
beforeEach(() => {
  root = new RootStore({
    network: null,
    storage: new MemoryStorage(),
    api: () => ({ call: () => new Promise(() => undefined) }) as unknown as Api,
  });
  // What the outbox holds, as it read it; 'סגירה' takes the entry away as the outbox does once it has marked it seen.
  jest.spyOn(root.outbox, 'acknowledge').mockImplementation((key) => {
    runInAction(() => (root.outbox.entries = root.outbox.entries.filter((e) => e.key !== key)));
    return Promise.resolve();
  });
});
afterEach(() => {
  cleanup();
  dispose(root);
});

function show(entries: OutboxEntry[], at = '/'): void {
  runInAction(() => (root.outbox.entries = entries));
  render(
    <StoreProvider store={root}>
      <MemoryRouter initialEntries={[at]}>
        <OutboxNotice />
      </MemoryRouter>
    </StoreProvider>,
  );
}
const texts = () => screen.queryAllByRole('status').map((el) => el.querySelector('strong')!.textContent);

describe('the outbox notice', () => {
  it('says the newest sent order first, that another order waits, and lets each be closed on its own', async () => {
    show([sent('a', 0, 50034), sent('b', 5, 50035), waiting('c', 9)]);
    expect(texts()).toEqual([
      'ההזמנה שהמתינה נשלחה: מספר הזמנה 50035.',
      'ההזמנה שהמתינה נשלחה: מספר הזמנה 50034.',
      'הזמנה נוספת ממתינה לשליחה.',
    ]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'סגירת ההודעה על הזמנה 50034' })));
    expect(texts()).toEqual(['ההזמנה שהמתינה נשלחה: מספר הזמנה 50035.', 'הזמנה נוספת ממתינה לשליחה.']);
    // The waiting order goes out: its number now says it, above nothing stale.
    act(() => {
      runInAction(() => (root.outbox.entries = [sent('b', 5, 50035), sent('c', 9, 50036)]));
    });
    expect(texts()).toEqual(['ההזמנה שהמתינה נשלחה: מספר הזמנה 50036.', 'ההזמנה שהמתינה נשלחה: מספר הזמנה 50035.']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'סגירת ההודעה על הזמנה 50035' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'סגירת ההודעה על הזמנה 50036' })));
    expect(texts()).toEqual([]);
  });

  it('says a waiting order alone as before, and nothing of it on the cart, which shows it whole', () => {
    show([waiting('c', 0)]);
    expect(texts()).toEqual(['יש הזמנה שממתינה לשליחה.']);
    cleanup();
    show([waiting('c', 0)], '/shoppingCart');
    expect(texts()).toEqual([]);
  });

  it('says a returned order beside a sent one, each closed by a name of its own', () => {
    show([entry('r', 0, { status: 'returned', refusal: { status: 409, message: 'x', changes: [], fields: [] } }), sent('s', 3, 50040)]);
    expect(texts()).toEqual(['ההזמנה שהמתינה נשלחה: מספר הזמנה 50040.']);
    const returned = screen.getByRole('alert');
    expect(returned.textContent).toContain('ההזמנה שהמתינה לא נשלחה');
    expect(screen.getByRole('button', { name: /^סגירת ההודעה על ההזמנה שנלחצה ב־\d\d:\d\d$/ })).toBeTruthy();
  });
});
