import fc from 'fast-check';
import type { CartItem } from '../contract/entities';
import {
  addToCart,
  cartCount,
  clearCart,
  minusOnePack,
  parseStoredCart,
  plusOnePack,
  quantityInCart,
  removeFromCart,
  toCartItem,
  updateQuantity,
  type CartProduct,
} from './cart';
import { packSize } from './packSize';

const product = (over: Partial<CartProduct> = {}): CartProduct & { salePriceInNIS: number } =>
  ({
    id: 1,
    itemId: '1001',
    itemDescription: 'קוקה קולה 1.5 ליטר',
    salePriceInNIS: 6.5,
    pictureUrl: '/api/files/1',
    minOrderQuantity: 6,
    isAvailable: true,
    ...over,
  }) as CartProduct & { salePriceInNIS: number };

describe('packSize', () => {
  it('is minOrderQuantity, or 1 when that is 1 or less', () => {
    expect(packSize({ minOrderQuantity: 12 })).toBe(12);
    expect(packSize({ minOrderQuantity: 1 })).toBe(1);
    expect(packSize({ minOrderQuantity: 0 })).toBe(1);
    expect(packSize({ minOrderQuantity: -4 })).toBe(1);
    expect(packSize({ minOrderQuantity: Number.NaN })).toBe(1);
  });
});

describe('cart operations', () => {
  it('adds a new line and merges quantities for an existing id', () => {
    const one = addToCart([], toCartItem(product(), 6));
    expect(one).toHaveLength(1);
    const merged = addToCart(one, toCartItem(product(), 12));
    expect(merged).toHaveLength(1);
    expect(merged[0]!.quantity).toBe(18);
  });

  it('leaves the given cart untouched', () => {
    const cart = addToCart([], toCartItem(product(), 6));
    const snapshot = JSON.stringify(cart);
    addToCart(cart, toCartItem(product(), 6));
    updateQuantity(cart, 1, 24);
    removeFromCart(cart, 1);
    expect(JSON.stringify(cart)).toBe(snapshot);
  });

  it('plus adds nothing for an item without a price (price on request): never a line at 0.00', () => {
    expect(plusOnePack([], product({ salePriceInNIS: undefined }))).toEqual([]);
  });

  it('plus adds one pack, starting a line of one pack', () => {
    let cart = plusOnePack([], product());
    expect(quantityInCart(cart, 1)).toBe(6);
    cart = plusOnePack(cart, product());
    expect(quantityInCart(cart, 1)).toBe(12);
  });

  it('plus does nothing for an unavailable item', () => {
    expect(plusOnePack([], product({ isAvailable: false }))).toEqual([]);
    const cart = plusOnePack([], product());
    expect(plusOnePack(cart, product({ isAvailable: false }))).toEqual(cart);
  });

  it('minus subtracts one pack while the quantity exceeds one pack', () => {
    const cart = updateQuantity(plusOnePack([], product()), 1, 18);
    const { cart: after, confirmRemoval } = minusOnePack(cart, { id: 1, isAvailable: true }, 'ask');
    expect(quantityInCart(after, 1)).toBe(12);
    expect(confirmRemoval).toBe(false);
  });

  it('minus at one pack asks first on the cart page and keeps the line', () => {
    const cart = plusOnePack([], product());
    const result = minusOnePack(cart, { id: 1, isAvailable: true }, 'ask');
    expect(result.confirmRemoval).toBe(true);
    expect(quantityInCart(result.cart, 1)).toBe(6);
  });

  it('minus at one pack removes the line on a product card', () => {
    const cart = plusOnePack([], product());
    const result = minusOnePack(cart, { id: 1, isAvailable: true }, 'remove');
    expect(result.cart).toEqual([]);
    expect(result.confirmRemoval).toBe(false);
  });

  it('minus does nothing for an unavailable item or an item not in the cart (quantity 0)', () => {
    const cart = plusOnePack([], product());
    expect(minusOnePack(cart, { id: 1, isAvailable: false }, 'remove').cart).toEqual(cart);
    expect(minusOnePack(cart, { id: 2, isAvailable: true }, 'remove').cart).toEqual(cart);
  });

  it('update rounds to whole packs and removes the line at zero', () => {
    const cart = plusOnePack([], product());
    expect(quantityInCart(updateQuantity(cart, 1, 7), 1)).toBe(12);
    expect(updateQuantity(cart, 1, 0)).toEqual([]);
    expect(updateQuantity(cart, 1, Number.NaN)).toEqual(cart);
    // A positive quantity too small to divide by the pack (it underflows to 0) is one pack, never a line of 0.
    expect(quantityInCart(updateQuantity(cart, 1, 5e-324), 1)).toBe(6);
  });

  it('remove and clear empty the cart; the count is the number of lines', () => {
    let cart = plusOnePack([], product());
    cart = plusOnePack(cart, product({ id: 2, itemId: '1002', minOrderQuantity: 1 }));
    expect(cartCount(cart)).toBe(2);
    expect(cartCount(removeFromCart(cart, 1))).toBe(1);
    expect(clearCart()).toEqual([]);
  });

  it('keeps every quantity a whole, positive number of packs through any sequence of operations', () => {
    const products = [1, 6, 12, 24, 0].map((min, i) =>
      product({ id: i + 1, itemId: String(1000 + i), minOrderQuantity: min, isAvailable: i !== 4 }),
    );
    const pick = fc.integer({ min: 0, max: products.length - 1 });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), p: pick, q: fc.integer({ min: -50, max: 100 }) }),
      fc.record({ kind: fc.constant('update' as const), p: pick, q: fc.oneof(fc.integer({ min: -50, max: 500 }), fc.double()) }),
      fc.record({ kind: fc.constant('remove' as const), p: pick }),
      fc.record({ kind: fc.constant('plus' as const), p: pick }),
      fc.record({ kind: fc.constant('minus' as const), p: pick, mode: fc.constantFrom('ask' as const, 'remove' as const) }),
      fc.record({ kind: fc.constant('clear' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let cart: CartItem[] = [];
        for (const o of ops) {
          const p = 'p' in o ? products[o.p]! : products[0]!;
          switch (o.kind) {
            case 'add':
              cart = p.isAvailable ? addToCart(cart, toCartItem(p, o.q)) : cart;
              break;
            case 'update':
              cart = updateQuantity(cart, p.id, o.q);
              break;
            case 'remove':
              cart = removeFromCart(cart, p.id);
              break;
            case 'plus':
              cart = plusOnePack(cart, p);
              break;
            case 'minus':
              cart = minusOnePack(cart, p, o.mode).cart;
              break;
            case 'clear':
              cart = clearCart();
              break;
          }
          for (const line of cart) {
            expect(Number.isSafeInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.quantity % line.itemPackSize).toBe(0);
          }
          expect(new Set(cart.map((l) => l.id)).size).toBe(cart.length);
        }
      }),
    );
  });
});

describe('parseStoredCart', () => {
  it('reads a stored cart back', () => {
    const cart = plusOnePack([], product());
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });
  it('keeps a line that is not whole packs (its pack size changed): the cart page offers the fix', () => {
    const line = { ...toCartItem(product(), 6), quantity: 10, itemPackSize: 12 };
    expect(parseStoredCart(JSON.stringify([line]))).toEqual([line]);
  });
  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['a line with a string quantity', JSON.stringify([{ ...toCartItem(product(), 6), quantity: '6' }])],
    ['a negative quantity', JSON.stringify([{ ...toCartItem(product(), 6), quantity: -6 }])],
  ])('gives the empty cart for %s', (_, raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });
});

describe('quantity bounds', () => {
  it('caps a huge quantity at the largest whole number of packs within the line limit', () => {
    const cart = updateQuantity(plusOnePack([], product({ minOrderQuantity: 24 })), 1, 9_007_199_254_740_992);
    expect(quantityInCart(cart, 1)).toBe(99_984);
  });
});
