// 'תובנות' of the customer card: the customer's own figures as the server computed them from every
// order (GET /Insights/Customer/{customerId}, docs/product.md §6.5). A customer with no orders yet is
// no failure: the card says so.
import { makeAutoObservable, runInAction } from 'mobx';
import { insightsEndpoints } from '@shared/contract/api';
import type { CustomerInsights } from '@shared/contract/insights';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import type { BackOfficeDeps } from '../lib/deps';

export class CustomerInsightsStore {
  figures: CustomerInsights | null = null;
  /** The customer has no orders (the server's 404). */
  none = false;
  loading = false;
  /** Why the figures could not be read (Hebrew), or null. */
  error: string | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly customerId: number,
  ) {
    makeAutoObservable<this, 'controller' | 'deps'>(this, { controller: false, deps: false, customerId: false });
  }

  async load(): Promise<void> {
    this.controller?.abort();
    const controller = (this.controller = new AbortController());
    this.loading = true;
    this.error = null;
    try {
      const figures = await this.deps.api.call(insightsEndpoints.customer, {
        params: { customerId: this.customerId },
        signal: controller.signal,
      });
      runInAction(() => Object.assign(this, { figures, none: false, loading: false }));
    } catch (err) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.loading = false;
        if (isApiError(err) && err.status === 404) this.none = true;
        else this.error = errorText(err);
      });
    }
  }

  dispose(): void {
    this.controller?.abort();
  }
}
