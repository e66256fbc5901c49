// The mock provider's store: the tables and every operation on them, seeded with a catalogue.
import { Accounts } from './accounts';
import { Attributes } from './attributes';
import { Catalogue } from './catalogue';
import { Db } from './db';
import { Files } from './files';
import { IdempotencyKeys } from './idempotency';
import { Items } from './items';
import { Orders, pastStatusChanges } from './orders';
import { addDays, israelInstant } from '@shared/rules/delivery';
import { dayOf } from '@shared/rules/orderDays';
import { CAPABILITIES, type Capability } from '@shared/contract/capabilities';
import { seedPasswordHash } from './passwords';
import { PriceLists } from './priceLists';
import { Settings } from './settings';
import type { SearchKind } from './search';
import { TokenService } from './tokens';
import type { OrderCreated } from '@shared/contract/entities';
import type { SeedData } from './types';

export class MockStore {
  readonly db = new Db();
  readonly accounts: Accounts;
  readonly catalogue: Catalogue;
  readonly attributes: Attributes;
  readonly priceLists: PriceLists;
  readonly items: Items;
  readonly orders: Orders;
  readonly settings: Settings;
  readonly files: Files;
  /** Order/Create's responses by Idempotency-Key. */
  readonly orderKeys = new IdempotencyKeys<OrderCreated>();

  /** The optional capabilities this provider offers (MOCK_CAPABILITIES; every one by default). */
  readonly capabilities: ReadonlySet<Capability>;

  constructor(
    readonly tokens: TokenService,
    options: { publicPath: string; now?: () => Date; search?: SearchKind; capabilities?: readonly Capability[] },
  ) {
    this.capabilities = new Set(options.capabilities ?? CAPABILITIES);
    this.accounts = new Accounts(this.db, tokens);
    this.catalogue = new Catalogue(this.db);
    this.attributes = new Attributes(this.db);
    this.priceLists = new PriceLists(this.db);
    this.items = new Items(this.db, this.priceLists, options.search);
    this.orders = new Orders(this.db, this.items, this.capabilities, () => this.now());
    this.settings = new Settings(this.db);
    this.files = new Files(this.db, options.publicPath);
    const clock = options.now ?? (() => new Date());
    this.now = () => new Date(clock().getTime() + this.aheadMs);
  }

  /** The provider's clock (tests may fix it, or set it ahead through the control API). */
  readonly now: () => Date;
  /** How far ahead of its clock the provider's time runs (the control API's POST /__mock/clock; a reset sets it back). */
  aheadMs = 0;

  /** Back to the seed's state: every table emptied and the seed loaded again (the test control API's reset). */
  reset(seed: SeedData): this {
    this.db.clear();
    this.orderKeys.clear();
    this.aheadMs = 0;
    return this.load(seed);
  }

  /** Loads a seed into the empty store. Records are copied, so one seed can fill many stores. */
  load(seed: SeedData): this {
    const { db } = this;
    for (const u of seed.users) {
      const { password, passwordHash, ...rest } = u;
      db.users.set(u.id, { ...rest, passwordHash: passwordHash ?? seedPasswordHash(u.email, password), tokenVersion: 0 });
      db.seeId('user', u.id);
    }
    for (const c of seed.customers) db.customers.set(c.customerId, { ...c });
    for (const c of seed.categories) {
      db.categories.set(c.id, { ...c });
      db.seeId('category', c.id);
    }
    for (const g of seed.itemGroups) {
      db.itemGroups.set(g.id, { ...g });
      db.seeId('itemGroup', g.id);
    }
    for (const a of seed.attributes) {
      db.attributes.set(a.id, { ...a });
      db.seeId('attribute', a.id);
    }
    for (const v of seed.attributeValues) {
      db.attributeValues.set(v.id, { ...v });
      db.seeId('attributeValue', v.id);
    }
    for (const p of seed.priceLists) {
      db.priceLists.set(p.id, { ...p });
      db.prices.set(p.id, new Map());
      db.seeId('priceList', p.id);
    }
    for (const item of seed.items) {
      this.items.insert({
        ...item,
        attributes: item.attributes.map((a) => ({ ...a })),
        relatedItemIds: [...item.relatedItemIds],
        images: item.images.map((i) => ({ ...i })),
      });
      for (const image of item.images) db.seeId('image', image.id);
    }
    for (const p of seed.prices) db.prices.get(p.priceListId)?.set(p.productId, p.unitPrice);
    for (const s of seed.settings) db.settings.set(s.key, s.value);
    const now = this.now().getTime();
    const day = 24 * 60 * 60 * 1000;
    for (const o of [...seed.orders].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const user = this.accounts.byEmail(o.userEmail);
      if (!user) continue;
      // With a minute of the day: so many calendar days before today in Israel (counted in days, not
      // in hours: across the change of the clocks a late-evening start would move it to the next day).
      const placed =
        o.minuteOfDay === undefined
          ? new Date(now - o.daysAgo * day)
          : new Date(israelInstant(addDays(dayOf(new Date(now)), -Math.round(o.daysAgo)), 0).getTime() + o.minuteOfDay * 60_000);
      this.orders.record(user, o.comment, o.lines, placed).statusChanges = pastStatusChanges(placed, new Date(now));
    }
    return this;
  }
}

export type { Viewer } from './items';
