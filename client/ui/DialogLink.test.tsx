/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DialogLink } from './DialogLink';

// jsdom has no TextEncoder, which react-router needs as it loads: lend it Node's first.
jest.mock('react-router-dom', () => {
  const { TextEncoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder });
  return jest.requireActual('react-router-dom');
});

afterEach(cleanup);

/** Where the app is: the address a test reads after a press. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <DialogLink dialog={{ d: 'item', itemId: 'A-17' }} aria-label="פרטים נוספים">
        פרטים
      </DialogLink>
      <Address />
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'פרטים נוספים' });
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('DialogLink: a control that opens a dialog, as a link to its address', () => {
  it('is a button to assistive technology, and its link names the page with the dialog open (other parameters kept)', () => {
    const control = renderAt('/items/5?page=2');
    expect(control.tagName).toBe('A');
    expect(control.getAttribute('aria-haspopup')).toBe('dialog');
    expect(control.getAttribute('href')).toBe('/items/5?page=2&d=item&itemId=A-17');
  });

  it('opens the dialog in place on a click, and on Space as a button does', () => {
    const control = renderAt('/items/5?page=2');
    act(() => void fireEvent.click(control));
    expect(address()).toBe('/items/5?page=2&d=item&itemId=A-17');

    cleanup();
    const again = renderAt('/');
    act(() => void fireEvent.keyDown(again, { key: ' ' }));
    expect(address()).toBe('/?d=item&itemId=A-17');
  });

  it('does nothing on another key', () => {
    const control = renderAt('/');
    act(() => void fireEvent.keyDown(control, { key: 'a' }));
    expect(address()).toBe('/');
  });
});
