// The payloads of the storefront server's insights calls (server/insights, docs/product.md §6.5):
// what a store manager opens first, computed by the server from every order (Order/List with getAll).
// Money is in shekels before VAT; days are days in Israel (YYYY-MM-DD).
import { Count, Describe, Flag, ListOf, Money, Nested, Num, OneOf, OrNull, RecordId, SignedInteger, Text } from './schema';

/** Why a customer is on the day's call list. */
export const CALL_REASONS = ['lapsed', 'usualDay'] as const;
export type CallReason = (typeof CALL_REASONS)[number];

/** One week of sales (Sunday to Saturday). */
export class InsightsWeek {
  @Describe('The Sunday the week begins (YYYY-MM-DD).') @Text() weekStart!: string;
  @Count() orders!: number;
  @Describe('Shekels before VAT.') @Money() total!: number;
}

/** A customer's sales over a period. */
export class CustomerTotal {
  @RecordId() customerId!: number;
  @Describe("The customer's name as its orders give it.") @Text() name!: string;
  @Count() orders!: number;
  @Describe('Shekels before VAT.') @Money() total!: number;
}

/** An item's sales over a period. */
export class ItemTotal {
  @Text() itemId!: string;
  @Describe("The item's name as its latest order line gives it.") @Text() name!: string;
  @Describe('Units.') @Count() quantity!: number;
  @Describe('Shekels before VAT.') @Money() total!: number;
}

/** A customer's ordering rhythm: how often it orders, and how long since it last did. */
export class CustomerRhythm {
  @RecordId() customerId!: number;
  @Text() name!: string;
  @Text() phone!: string;
  @Describe('Days it placed orders on, all told.') @Count() orderDays!: number;
  @Describe('The day of its latest order (YYYY-MM-DD).') @Text() lastOrderDay!: string;
  @Describe('The median of the days between its latest ordering days (up to 12 of them).') @Num(0) medianDays!: number;
  @Describe('Days from its latest order to today.') @Count() daysSince!: number;
  @Describe('Days past its usual rhythm (daysSince less medianDays, rounded); 0 or less when on time.')
  @SignedInteger()
  overdueDays!: number;
  @Describe('Past its rhythm: daysSince is more than 1.5 times medianDays and at least 3 more than it.') @Flag() lapsed!: boolean;
}

/** An item a customer used to buy and has stopped buying. */
export class StoppedItem {
  @RecordId() customerId!: number;
  @Text() customerName!: string;
  @Text() itemId!: string;
  @Text() itemName!: string;
  @Describe("Orders of the customer's that held it.") @Count() timesBought!: number;
  @Describe('The day of the latest order that held it (YYYY-MM-DD).') @Text() lastBoughtDay!: string;
  @Describe('Orders the customer placed since, none of them with it.') @Count() ordersSince!: number;
}

/** A customer to call today, and why. */
export class CallListEntry {
  @RecordId() customerId!: number;
  @Text() name!: string;
  @Text() phone!: string;
  @Describe("'lapsed': past its usual rhythm; 'usualDay': today is the weekday it usually orders on and it has not ordered yet.")
  @OneOf(CALL_REASONS)
  reason!: CallReason;
  @Text() lastOrderDay!: string;
  @Count() daysSince!: number;
  @OrNull() @Num(0) medianDays!: number | null;
}

/** GET /Insights/Summary payload. */
export class InsightsSummary {
  @Describe('The first day of the period (YYYY-MM-DD).') @Text() from!: string;
  @Describe('The last day of the period (YYYY-MM-DD).') @Text() to!: string;
  @Describe('Today, in Israel (YYYY-MM-DD): the rhythms and the call list are as of this day.') @Text() today!: string;
  @Describe('When the orders were last read from the provider (ISO 8601).') @Text() asOf!: string;
  @Describe('Orders read, all told (cancelled orders are left out of every figure).') @Count() ordersRead!: number;
  @Count() ordersInPeriod!: number;
  @Describe('Shekels before VAT.') @Money() totalInPeriod!: number;
  @Describe('Every week the period touches, oldest first.') @ListOf(() => InsightsWeek) weeks!: InsightsWeek[];
  @Describe('The ten customers with the most sales in the period, most first.') @ListOf(() => CustomerTotal) topCustomers!: CustomerTotal[];
  @Describe('The ten items with the most sales in the period, most first.') @ListOf(() => ItemTotal) topItems!: ItemTotal[];
  @Describe('Customers past their usual rhythm today, most overdue first.') @ListOf(() => CustomerRhythm) lapsed!: CustomerRhythm[];
  @Describe('Items customers stopped buying, the most bought first.') @ListOf(() => StoppedItem) stopped!: StoppedItem[];
  @Describe("Today's calls: the lapsed customers first, then those whose usual ordering day is today.")
  @ListOf(() => CallListEntry)
  callList!: CallListEntry[];
}

/** GET /Insights/Customer/{customerId} payload: one customer's figures. */
export class CustomerInsights {
  @RecordId() customerId!: number;
  @Text() name!: string;
  @Text() today!: string;
  @Text() asOf!: string;
  @Describe('Its orders, all told.') @Count() orders!: number;
  @Describe('Its orders in the last 90 days.') @Count() orders90!: number;
  @Describe('Its sales in the last 90 days, shekels before VAT.') @Money() total90!: number;
  @Describe('Its rhythm, or null with fewer than three ordering days.')
  @OrNull()
  @Nested(() => CustomerRhythm)
  rhythm!: CustomerRhythm | null;
  @Describe('Its last 26 weeks, oldest first.') @ListOf(() => InsightsWeek) weeks!: InsightsWeek[];
  @Describe('Its ten items with the most sales in the last 90 days.') @ListOf(() => ItemTotal) topItems!: ItemTotal[];
  @Describe('Items it stopped buying.') @ListOf(() => StoppedItem) stopped!: StoppedItem[];
}
