// Test support: a fresh mock provider mounted at /api in an express app, with tokens for the
// demo accounts issued directly (no scrypt per test) and small request helpers.
import express from 'express';
import request from 'supertest';
import { createMockProvider, type MockProviderOptions } from './app';
import { recordResponse } from './contractNet';
import type { MockStore } from './store';
import type { SettingValues } from '@shared/contract/settings';
import type { Item } from '@shared/contract/entities';
import type { OrderCreateDto } from '@shared/validation';
import { computeTotals, toShekelTotals } from '@shared/rules/totals';
import { DEMO_DELIVERY } from './seed/settings';

/** A provider under test. */
export interface TestProvider {
  app: express.Express;
  store: MockStore;
  /** Tokens of the demo accounts. */
  tokens: { admin: string; buyer: string; shop: string };
  /** A supertest agent for the app. */
  api: () => ReturnType<typeof request>;
  /** The Authorization header of a token. */
  auth: (token: string) => { Authorization: string };
}

/**
 * The demo's settings with no minimum order: tests place small orders, and only those about the
 * minimum set one (`createTestProvider({ settings: {} })` keeps the demo's 300.00 ₪).
 */
export const NO_MINIMUM: Partial<SettingValues> = { Delivery: { ...DEMO_DELIVERY, MinimumOrder: 0 } };

/** A new provider with its own store (the seed is shared, so this is cheap); every response is held to the OpenAPI document. */
export function createTestProvider(options: MockProviderOptions = {}): TestProvider {
  const provider = createMockProvider({ onResponse: recordResponse, settings: NO_MINIMUM, ...options });
  const app = express();
  app.use('/api', provider);
  const { store } = provider;
  const token = (email: string) => {
    const user = store.accounts.byEmail(email);
    if (!user) throw new Error(`no demo user ${email}`);
    return store.tokens.issue(user);
  };
  return {
    app,
    store,
    tokens: { admin: token('admin@example.com'), buyer: token('buyer@example.com'), shop: token('shop@example.com') },
    api: () => request(app),
    auth: (t) => ({ Authorization: `Bearer ${t}` }),
  };
}

/** A tiny valid PNG (1x1, olive green). */
export const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c4944415408d763a8f7af0f00030d01a6c7d1fe6d0000000049454e44ae426082',
  'hex',
);

/** A tiny valid JPEG header plus data (enough for the signature check and byte comparison). */
export const JPEG_SAMPLE = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(256, 7),
  Buffer.from('ffd9', 'hex'),
]);

/** The first `count` items the buyer can order (available, priced), as the buyer sees them. */
export async function orderableItems(p: TestProvider, count = 1): Promise<Item[]> {
  const list = await p.api().get('/api/Item/List').query({ pageSize: 50 }).set(p.auth(p.tokens.buyer));
  return (list.body.payload.items as Item[]).filter((i) => i.isAvailable && i.salePriceInNIS).slice(0, count);
}

/** An Order/Create body of buyer@example.com for items and their quantities (whole packs unless told), with the totals right. */
export function buyerOrderBody(p: TestProvider, lines: Array<[Item, number]>, extra: Partial<OrderCreateDto> = {}): OrderCreateDto {
  const cartItems = lines.map(([item, quantity]) => ({
    id: item.id,
    itemId: item.itemId,
    itemDescription: item.itemDescription,
    salePriceInNIS: item.salePriceInNIS!,
    quantity,
  }));
  const buyer = p.store.accounts.byEmail('buyer@example.com')!;
  return {
    userId: buyer.id,
    customerId: buyer.businessCustomerId!,
    comment: '',
    ...toShekelTotals(computeTotals(cartItems)),
    cartItems,
    ...extra,
  };
}
