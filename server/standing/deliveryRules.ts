// The store's delivery rules as the standing orders need them (the weekdays it delivers, its cutoff, its
// holidays: shared/rules/delivery.ts), read from the provider's Delivery setting as a visitor reads it,
// kept a minute. A read that fails keeps the rules read before it (the store's days seldom change; the
// provider being away a moment should not stop a buyer's standing orders), and there being none yet is
// the provider's failure (502).
import type { DeliveryRules } from '@shared/rules/delivery';
import { deliveryRulesOf } from '@shared/rules/delivery';
import { parseConfigValue } from '@shared/rules/settings';
import type { ProviderRead } from '../catalogueCache';
import { payloadOf } from '../providerPages';

/** How long the rules read are used before they are read again. */
export const RULES_TTL_MS = 60_000;

export class DeliveryRulesReader {
  private kept: { rules: DeliveryRules; at: number } | null = null;
  private reading: Promise<DeliveryRules> | null = null;

  constructor(
    private readonly read: ProviderRead,
    private readonly now: () => number = Date.now,
  ) {}

  /** The rules, read at most once a minute (the calls that come while they are read wait for that one read). */
  async rules(): Promise<DeliveryRules> {
    if (this.kept && this.now() - this.kept.at < RULES_TTL_MS) return this.kept.rules;
    this.reading ??= this.readRules().finally(() => {
      this.reading = null;
    });
    try {
      return await this.reading;
    } catch (err) {
      if (this.kept) return this.kept.rules;
      throw err;
    }
  }

  private async readRules(): Promise<DeliveryRules> {
    const answer = await this.read('/WebsiteConfiguration/GetByKey?key=Delivery');
    // A store that has no Delivery setting names no delivery days.
    const value = answer.status === 404 ? null : (payloadOf(answer, 'WebsiteConfiguration/GetByKey') as { value?: unknown } | null);
    const rules = deliveryRulesOf(parseConfigValue(typeof value?.value === 'string' ? value.value : null));
    this.kept = { rules, at: this.now() };
    return rules;
  }
}
