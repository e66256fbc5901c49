/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { StoreProvider } from '../../stores/StoreContext';
import { dispose, FakeProvider, makeRoot } from '../../app/testing';
import type { RootStore } from '../../app/RootStore';
import { UpdateNotice } from './UpdateNotice';

// jsdom has no TextEncoder nor TextDecoder, which ky (the RootStore's api) needs as it loads: lend it Node's first.
jest.mock('ky', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('ky');
});

let root: RootStore;
beforeEach(() => {
  root = makeRoot(new FakeProvider()).root;
  render(
    <StoreProvider store={root}>
      <UpdateNotice />
    </StoreProvider>,
  );
});
afterEach(() => {
  cleanup();
  dispose(root);
});

const reloadButton = () => screen.getByRole('button', { name: 'טעינה מחדש' }) as HTMLButtonElement;

describe('the new-version notice', () => {
  it('says nothing until a new version waits, then says so in its live region with a reload button', () => {
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => root.appUpdate.offer(() => undefined));
    expect(screen.getByRole('status').textContent).toContain('גרסה חדשה זמינה');
    expect(reloadButton().disabled).toBe(false);
  });

  it('takes the new version over only on the press, once', () => {
    const activate = jest.fn();
    act(() => root.appUpdate.offer(activate));
    expect(activate).not.toHaveBeenCalled();
    fireEvent.click(reloadButton());
    fireEvent.click(reloadButton());
    expect(activate).toHaveBeenCalledTimes(1);
    expect(reloadButton().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('טוענים את הגרסה החדשה…');
  });

  it('waits while an order is in flight, and says why; the press works once the order settles', () => {
    const activate = jest.fn();
    act(() => root.appUpdate.offer(activate));
    act(() => {
      runInAction(() => {
        root.orders.placing = true;
      });
    });
    expect(root.orderInFlight).toBe(true);
    expect(reloadButton().disabled).toBe(true);
    expect(screen.getByText('הטעינה תתאפשר כשההזמנה תסתיים.').id).toBe(reloadButton().getAttribute('aria-describedby'));
    act(() => root.appUpdate.reload());
    expect(activate).not.toHaveBeenCalled();

    act(() => {
      runInAction(() => {
        root.orders.placing = false;
      });
    });
    expect(screen.queryByText('הטעינה תתאפשר כשההזמנה תסתיים.')).toBeNull();
    fireEvent.click(reloadButton());
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it("goes away on 'לא עכשיו' without reloading, and comes back with the next version", () => {
    const activate = jest.fn();
    act(() => root.appUpdate.offer(activate));
    fireEvent.click(screen.getByRole('button', { name: 'לא עכשיו' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(activate).not.toHaveBeenCalled();
    act(() => root.appUpdate.offer(activate));
    expect(reloadButton()).toBeTruthy();
  });
});
