// A standing order as the server keeps it (shared/contract/entities.ts `StandingOrder`), made from what
// the buyer wrote and changed by what they say of its days. Every store keeps the same records, made
// here, so an order kept in Redis, a file or memory is the same order.
import { createHash, randomUUID } from 'node:crypto';
import type { StandingLine, StandingOrder, StandingOutcome } from '@shared/contract/entities';
import { withOutcome } from '@shared/rules/standingOrder';
import type { StandingOrderInputDto, StandingOutcomeDto } from '@shared/validation';

/** Who a buyer is, as the provider said at their latest write (Account/UserInfo): the reminder is sent to `email`. */
export interface Buyer {
  userId: number;
  customerId: number;
  email: string;
}

/** A buyer and the standing orders they keep, oldest first. */
export interface BuyerRecord extends Buyer {
  orders: StandingOrder[];
}

/** What the buyer writes of a standing order (the rest is the server's: id, outcomes, times). */
export type StandingInput = Pick<StandingOrder, 'name' | 'weekday' | 'everyWeeks' | 'startDate' | 'comment' | 'lines'>;

/** The ids the server gives standing orders: a version 4 UUID, in lower case. */
export const STANDING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The buyer's part of a checked body or a kept order as a plain record, its fields in one order (so the
 * same order written twice has one fingerprint), nothing else carried along.
 */
export function inputOf(input: StandingInput | StandingOrderInputDto): StandingInput {
  return {
    name: input.name,
    weekday: input.weekday,
    everyWeeks: input.everyWeeks,
    startDate: input.startDate,
    comment: input.comment,
    lines: input.lines.map((l): StandingLine => ({
      id: l.id,
      itemId: l.itemId,
      itemDescription: l.itemDescription,
      salePriceInNIS: l.salePriceInNIS,
      quantity: l.quantity,
      itemPackSize: l.itemPackSize,
      ...(l.pictureUrl === undefined ? {} : { pictureUrl: l.pictureUrl }),
    })),
  };
}

/** What tells one standing order from another as the buyer wrote it: the same name, schedule, comment and lines give the same. */
export function fingerprintOf(input: StandingInput): string {
  return createHash('sha256')
    .update(JSON.stringify(inputOf(input)))
    .digest('base64url');
}

/** A new standing order of `input`, made at `now`. */
export function newStandingOrder(input: StandingInput, now: Date): StandingOrder {
  const at = now.toISOString();
  return { id: randomUUID(), ...inputOf(input), outcomes: [], createdAt: at, updatedAt: at };
}

/** A standing order as the buyer rewrote it: its id, outcomes and creation kept. */
export function rewritten(order: StandingOrder, input: StandingInput, now: Date): StandingOrder {
  return { id: order.id, ...inputOf(input), outcomes: order.outcomes, createdAt: order.createdAt, updatedAt: now.toISOString() };
}

/** A standing order with what became of one of its days (shared/rules `withOutcome`: a placed day stays placed). */
export function withOutcomeOf(order: StandingOrder, said: StandingOutcomeDto, now: Date): StandingOrder {
  const outcome: StandingOutcome = {
    deliveryDate: said.deliveryDate,
    outcome: said.outcome,
    ...(said.outcome === 'placed' && said.orderNumber !== undefined ? { orderNumber: said.orderNumber } : {}),
    at: now.toISOString(),
  };
  return { ...order, outcomes: withOutcome(order.outcomes, outcome), updatedAt: now.toISOString() };
}

/** Oldest first (a list's order), the same on every store. */
export function byCreation(a: StandingOrder, b: StandingOrder): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * Whether a stored value is a standing order (a file or a Redis value read back): its fields of the
 * right kinds. A store refuses what is not, rather than serve it.
 */
export function isStandingOrder(value: unknown): value is StandingOrder {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isText(o.id) &&
    isText(o.name) &&
    isWhole(o.weekday) &&
    isWhole(o.everyWeeks) &&
    isText(o.startDate) &&
    isText(o.comment) &&
    isText(o.createdAt) &&
    isText(o.updatedAt) &&
    Array.isArray(o.lines) &&
    o.lines.every(isLine) &&
    Array.isArray(o.outcomes) &&
    o.outcomes.every(isOutcome)
  );
}

function isLine(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    isWhole(l.id) &&
    isText(l.itemId) &&
    isText(l.itemDescription) &&
    typeof l.salePriceInNIS === 'number' &&
    isWhole(l.quantity) &&
    isWhole(l.itemPackSize) &&
    (l.pictureUrl === undefined || isText(l.pictureUrl))
  );
}

function isOutcome(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    isText(o.deliveryDate) &&
    (o.outcome === 'placed' || o.outcome === 'skipped') &&
    isText(o.at) &&
    (o.orderNumber === undefined || isWhole(o.orderNumber))
  );
}
