/**
 * @jest-environment jsdom
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Item } from '@shared/contract/entities';
import { endpoints } from '@shared/contract/api';
import type { Api } from '../../api/api';
import { RootStore } from '../../app/RootStore';
import { BUSINESS_USER, MemoryStorage, dispose, makeItem, tokenExpiringAt } from '../../app/testing';
import { StoreProvider } from '../../stores/StoreContext';
import { StorageKeys } from '../../stores/storage';
import { Substitutes, SwapNote } from './Substitutes';

// jsdom has no TextEncoder, which ky (under the api) needs as it loads, nor the TextDecoder that reads
// the token's claims: lend them Node's first.
jest.mock('../../api/api', () => {
  const { TextEncoder, TextDecoder } = jest.requireActual('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  return jest.requireActual('../../api/api');
});

const NOW = Date.now();
const related = (...codes: string[]) =>
  codes.map((code) => ({ relatedItemId: code, related: { itemId: code, itemDescription: code, pictureUrl: '' } }));
const out = makeItem({ id: 1, isAvailable: false, relatedItems: related('I2', 'I3') });
const catalogue: Item[] = [
  out,
  makeItem({ id: 2, itemDescription: 'ממרח שוקולד', minOrderQuantity: 12, salePriceInNIS: 19.08 }),
  makeItem({ id: 3, itemDescription: 'חטיף שוקולד', minOrderQuantity: 1, salePriceInNIS: 2.34 }),
];

/** The provider as the offer needs it, without a network (jsdom has no fetch): the user and the items. */
const provider = {
  call: async (endpoint: { route: string }, options: { params?: { itemId?: string } } = {}): Promise<unknown> => {
    if (endpoint.route === endpoints.account.userInfo.route) return BUSINESS_USER;
    if (endpoint.route === endpoints.item.get.route) return catalogue.find((i) => i.itemId === options.params?.itemId);
    throw new Error(`no response for ${endpoint.route}`);
  },
} as unknown as Api;

let root: RootStore;
beforeEach(async () => {
  const storage = new MemoryStorage();
  storage.setItem(StorageKeys.token, tokenExpiringAt(NOW + 3600_000));
  root = new RootStore({ storage, now: () => NOW, api: () => provider });
  await root.session.init();
});
afterEach(() => {
  cleanup();
  dispose(root);
});

const draw = (ui: React.ReactNode) => render(<StoreProvider store={root}>{ui}</StoreProvider>);

describe('Substitutes', () => {
  it("lists the substitutes under 'תחליפים מומלצים' with pack and the buyer's price, and adds one to the cart in whole packs, with the rounded note", async () => {
    draw(<Substitutes itemId="I1" quantity={5} />);
    const group = await screen.findByRole('group', { name: 'תחליפים מומלצים' });
    expect(group.querySelectorAll('li')).toHaveLength(2);
    expect(group.textContent).toContain("אריזה של 12 יח'");
    expect(group.textContent).toContain('19.08');
    expect(group.textContent).toContain('נמכר ביחידות');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'החלפה ב־ממרח שוקולד' })));
    expect(root.cart.items.map((l) => [l.itemId, l.quantity])).toEqual([['I2', 12]]);
    const said = screen.getByRole('status');
    expect(said.textContent).toContain("ממרח שוקולד נוסף לסל במקומו (12 יח').");
    expect(said.textContent).toContain('5 אינו בכפולות של 12: הכמות עוגלה ל־12 (אריזה אחת).');
    expect(document.activeElement).toBe(said);
  });

  it('replaces the line where the caller says so, and the new line says it, focused once', async () => {
    const onSwap = jest.fn((_s: unknown, quantity: number) => quantity);
    draw(
      <>
        <Substitutes itemId="I1" quantity={3} onSwap={onSwap} />
        <SwapNote itemId="I3" quantity={3} />
      </>,
    );
    const swap = await screen.findByRole('button', { name: 'החלפה ב־חטיף שוקולד' });
    await act(async () => fireEvent.click(swap));
    expect(onSwap).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'I3' }), 3);
    const said = screen.getByRole('status');
    expect(said.textContent).toBe('השורה הוחלפה ב־חטיף שוקולד.');
    expect(root.substitutes.lastSwap?.fresh).toBe(false);
  });

  it('draws nothing for an item with nothing to offer', async () => {
    const { container } = draw(<Substitutes itemId="I3" quantity={1} />);
    await act(async () => {});
    expect(container.textContent).toBe('');
  });
});
