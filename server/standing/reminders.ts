// The standing orders' reminders by e-mail (where SMTP_URL is set; docs/architecture.md §3.7). Once a
// minute the server goes through every buyer's standing orders; an occurrence whose reminder is due
// (its moment has come, its cutoff has not passed, its day was neither placed nor skipped:
// shared/rules/standingOrder.ts `nextOccurrence`) is mailed to the buyer once. Once across every
// instance: the instance that claims the day in the store first sends it (store.ts `claimReminder`), the
// others pass it by. A mail that could not be sent is logged and its claim given up, so a later minute
// sends it; nothing here ever throws out of the timer.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { nextOccurrence } from '@shared/rules/standingOrder';
import type { DeliveryRules } from '@shared/rules/delivery';
import { reminderMail } from './reminderMail';
import type { StandingStore } from './store';

/** How often the standing orders are gone through. */
export const REMINDER_INTERVAL_MS = 60_000;

/** One message as the mailer sends it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a message (rejects when the server would not take it). */
export type Mailer = (message: MailMessage) => Promise<void>;

/**
 * The mailer of SMTP_URL (nodemailer), with deadlines short enough for a minute's round: a server that
 * does not answer is tried again the next minute. The URL's own query (?connectionTimeout=...) wins.
 */
export function smtpMailer(url: string): { send: Mailer; close: () => void } {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    send: async (message) => {
      // A machine-made message: an auto-responder does not answer it.
      await transport.sendMail({ ...message, headers: { 'Auto-Submitted': 'auto-generated' } });
    },
    close: () => transport.close(),
  };
}

export interface RemindersDeps {
  store: StandingStore;
  /** The store's delivery rules (deliveryRules.ts). */
  rules: () => Promise<DeliveryRules>;
  send: Mailer;
  /** SMTP_FROM. */
  from: string;
  /** PUBLIC_URL: the ready cart's link is under it. */
  publicUrl: string;
  logger: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
}

export class Reminders {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<number> | null = null;
  private readonly now: () => Date;

  constructor(private readonly deps: RemindersDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Goes through the standing orders now and every REMINDER_INTERVAL_MS (the timer does not keep the process alive). */
  start(intervalMs = REMINDER_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops the timer, and waits for a round under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.round;
  }

  /** One round: the reminders due now, each sent once; how many were sent. A round still under way is not begun again. */
  tick(): Promise<number> {
    this.round ??= this.sendDue()
      .catch((err: unknown) => {
        this.deps.logger.error({ err: { message: (err as Error)?.message } }, 'standing orders: the reminders round failed');
        return 0;
      })
      .finally(() => {
        this.round = null;
      });
    return this.round;
  }

  private async sendDue(): Promise<number> {
    const { store, logger } = this.deps;
    let rules: DeliveryRules;
    let buyers: Awaited<ReturnType<StandingStore['buyers']>>;
    try {
      rules = await this.deps.rules();
      buyers = await store.buyers();
    } catch (err) {
      // The store logs its own outage; the provider's is said here. Either way, the next minute tries again.
      logger.warn({ err: { message: (err as Error)?.message } }, 'standing orders: no reminders this minute');
      return 0;
    }
    let sent = 0;
    for (const buyer of buyers) {
      if (!buyer.email) continue;
      for (const order of buyer.orders) {
        const now = this.now();
        const occurrence = nextOccurrence(order, rules, now, order.outcomes);
        if (occurrence?.state !== 'due') continue;
        if (!(await store.claimReminder(buyer.userId, order.id, occurrence.deliveryDate, occurrence.orderBy))) continue;
        const mail = reminderMail(order, occurrence, this.deps.publicUrl);
        try {
          await this.deps.send({ from: this.deps.from, to: buyer.email, ...mail });
          sent++;
          logger.info(
            { userId: buyer.userId, standingOrder: order.id, deliveryDate: occurrence.deliveryDate },
            'standing orders: reminder sent',
          );
        } catch (err) {
          logger.warn(
            {
              err: { message: (err as Error)?.message },
              userId: buyer.userId,
              standingOrder: order.id,
              deliveryDate: occurrence.deliveryDate,
            },
            'standing orders: the reminder could not be sent; tried again next minute',
          );
          await store.releaseReminder(buyer.userId, order.id, occurrence.deliveryDate).catch(() => undefined);
        }
      }
    }
    return sent;
  }
}
