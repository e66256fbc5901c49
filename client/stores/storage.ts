// The browser storage the stores persist to (local storage in the app, a map in tests).
import { decodeTokenClaims } from '@shared/rules/token';

/** The part of Storage the stores use. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A storage that never throws: a full or blocked local storage must not break the page. */
export function safeStorage(storage: KeyValueStorage | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => {
      try {
        return storage ? storage.getItem(key) : (memory.get(key) ?? null);
      } catch {
        return memory.get(key) ?? null;
      }
    },
    setItem: (key, value) => {
      memory.set(key, value);
      try {
        storage?.setItem(key, value);
      } catch {
        /* quota or privacy mode: the in-memory copy still serves this page */
      }
    },
    removeItem: (key) => {
      memory.delete(key);
      try {
        storage?.removeItem(key);
      } catch {
        /* as above */
      }
    },
  };
}

/** The keys of local storage. */
export const StorageKeys = {
  token: 'token',
  /** The user info last read for the stored token (the app opened offline still knows its user). */
  userInfo: 'userInfo',
  /** The single cart of earlier versions, and its owner: read once and moved under its owner's key. */
  legacyCart: 'cart',
  legacyCartOwner: 'cartOwner',
  /** Session storage: the recommended items were shown in this browser session. */
  recommendedShown: 'recommendedShown',
} as const;

/** The local-storage key of one user's cart (every user has its own; a visitor's stays empty). */
export function cartKey(owner: string | null): string {
  return `cart:${owner ?? 'visitor'}`;
}

/** The local-storage key of one user's order comment, kept with their cart. */
export function cartCommentKey(owner: string | null): string {
  return `cartComment:${owner ?? 'visitor'}`;
}

/**
 * The local-storage key of the placed order a user is changing (capability 'order-change'): which
 * order, and the lines and comment of the change, kept apart from the user's cart, which waits meanwhile.
 */
export function cartChangeKey(owner: string | null): string {
  return `cartChange:${owner ?? 'visitor'}`;
}

/** The local-storage key of the standing orders' days a user placed on this device that the server has not heard of yet. */
export function standingPlacedKey(owner: string): string {
  return `standingPlaced:${owner}`;
}

/** The owner a token names (its `sub` claim, the user's id), or null. */
export function ownerOf(token: string | null): string | null {
  const sub = decodeTokenClaims(token)?.sub;
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
}
