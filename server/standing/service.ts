// The standing orders' part of the server (docs/architecture.md §3.7): the store of the configuration,
// the calls' handler for the /api chain, and what runs beside the calls once the server starts: the
// demo's standing order (mock mode) and the reminders by e-mail (SMTP_URL).
import type { Logger } from 'pino';
import type { ProviderRead } from '../catalogueCache';
import type { ServerConfig } from '../config';
import type { Handler } from '../handler';
import type { MockStore } from '../../mock-provider/store';
import { DeliveryRulesReader } from './deliveryRules';
import { seedDemoStandingOrder } from './demo';
import { FileStandingStore } from './fileStore';
import { MemoryStandingStore } from './processStore';
import { RedisStandingStore } from './redisStore';
import { Reminders, smtpMailer } from './reminders';
import { standingHandler } from './routes';
import type { StandingStore, StoreKind } from './store';

type StandingConfig = Pick<
  ServerConfig,
  'mode' | 'redisUrl' | 'standingOrdersFile' | 'standingOrdersDemo' | 'smtpUrl' | 'smtpFrom' | 'publicUrl'
>;

/** The store of a configuration: Redis with REDIS_URL (every instance's), else STANDING_ORDERS_FILE's file, else memory. */
export function standingStoreOf(config: Pick<ServerConfig, 'redisUrl' | 'standingOrdersFile'>, logger: Logger): StandingStore {
  if (config.redisUrl) return new RedisStandingStore(config.redisUrl, logger);
  if (config.standingOrdersFile) return new FileStandingStore(config.standingOrdersFile, logger);
  return new MemoryStandingStore();
}

export interface StandingOrders {
  /** The standing-order calls (routes.ts), for the /api chain. */
  handler: Handler;
  /** Where they are kept (/healthz says it). */
  kind: StoreKind;
  /** The demo's standing order (mock mode, STANDING_ORDERS_DEMO), then the reminders' timer (SMTP_URL). */
  start(): void;
  /** Stops the reminders and closes the store. */
  close(): Promise<void>;
}

export interface StandingOrdersDeps {
  read: ProviderRead;
  logger: Logger;
  /** Mock mode: the mock's store, in this process (the demo's standing order is made from it). */
  mockStore?: MockStore;
  /** A store instead of the configuration's (tests share one between two servers). */
  store?: StandingStore;
  /** The clock of the rules of the day, the reminders and the demo (tests fix it). */
  now?: () => Date;
}

export function standingOrders(
  config: StandingConfig,
  { read, logger, mockStore, store: given, now = () => new Date() }: StandingOrdersDeps,
): StandingOrders {
  const store = given ?? standingStoreOf(config, logger);
  const rules = new DeliveryRulesReader(read);
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : null;
  const reminders = mailer
    ? new Reminders({
        store,
        rules: () => rules.rules(),
        send: mailer.send,
        from: config.smtpFrom,
        publicUrl: config.publicUrl,
        logger,
        now,
      })
    : null;
  let started = false;
  let closed = false;
  return {
    handler: standingHandler({ store, read, rules, logger, now }),
    kind: store.kind,
    start() {
      if (started) return;
      started = true;
      const demo =
        config.mode === 'mock' && config.standingOrdersDemo && mockStore
          ? seedDemoStandingOrder(store, mockStore, now()).catch((err: unknown) =>
              logger.error({ err: { message: (err as Error)?.message } }, "standing orders: the demo's standing order could not be kept"),
            )
          : Promise.resolve();
      // After the demo's order is kept: its reminder, due at once, goes in the first round.
      void demo.then(() => {
        if (!closed) reminders?.start();
      });
    },
    async close() {
      closed = true;
      await reminders?.stop();
      mailer?.close();
      await store.close();
    },
  };
}
