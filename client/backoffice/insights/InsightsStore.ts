// The insights screen's state (docs/product.md §6.5): the period the figures cover (a preset number of
// weeks to today, or two days typed), and the summary the server computed for it. A new period cancels
// the read under way, so the figures shown are always those of the period chosen last.
import { makeAutoObservable, runInAction } from 'mobx';
import { insightsEndpoints } from '@shared/contract/api';
import type { InsightsSummary } from '@shared/contract/insights';
import { addDays } from '@shared/rules/delivery';
import { dayOf, isDay } from '@shared/rules/orderDays';
import { MAX_INSIGHTS_DAYS } from '@shared/validation/insights';
import { errorText } from '../../ui/errorText';
import { he } from './he';
import type { BackOfficeDeps } from '../lib/deps';

/** The periods offered at a press: so many weeks to today. */
export const PRESETS = [4, 13, 26, 52] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 13;

/** A period as the screen's address names it: `weeks`, or `from` and `to` (YYYY-MM-DD). */
export interface PeriodAddress {
  weeks?: string | null;
  from?: string | null;
  to?: string | null;
}

const isPreset = (n: number): n is Preset => (PRESETS as readonly number[]).includes(n);
const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export class InsightsStore {
  preset: Preset | 'custom' = DEFAULT_PRESET;
  /** The days typed for a period of their own (YYYY-MM-DD, or '' for none). */
  from = '';
  to = '';
  /** Why the days typed are no period (Hebrew), or null. */
  periodError: string | null = null;
  summary: InsightsSummary | null = null;
  loading = false;
  /** Why the figures could not be read (Hebrew), or null. */
  error: string | null = null;
  private controller: AbortController | null = null;

  /** `today`: the day in Israel (tests fix it). */
  constructor(
    private readonly deps: BackOfficeDeps,
    address: PeriodAddress = {},
    private readonly today: () => string = () => dayOf(new Date()),
  ) {
    const weeks = Number(address.weeks);
    if (address.from && address.to && isDay(address.from) && isDay(address.to)) {
      this.preset = 'custom';
      this.from = address.from;
      this.to = address.to;
    } else if (isPreset(weeks)) this.preset = weeks;
    makeAutoObservable<this, 'controller' | 'deps' | 'today'>(this, { controller: false, deps: false, today: false });
  }

  /** The period's days: a preset's weeks to today, or the days typed. */
  get period(): { from: string; to: string } {
    if (this.preset === 'custom') return { from: this.from, to: this.to };
    const to = this.today();
    return { from: addDays(to, -7 * this.preset + 1), to };
  }

  /** The period as the address keeps it. */
  get address(): Record<string, string> {
    return this.preset === 'custom' ? { from: this.from, to: this.to } : { weeks: String(this.preset) };
  }

  /** A preset chosen: its figures are read at once. */
  choose(preset: Preset): void {
    this.preset = preset;
    this.periodError = null;
    void this.load();
  }

  /** 'טווח אחר' chosen: the days typed are applied with `apply`; they start as the period shown. */
  chooseCustom(): void {
    if (this.preset !== 'custom') Object.assign(this, this.period);
    this.preset = 'custom';
  }

  setFrom(day: string): void {
    this.from = day;
    this.periodError = null;
  }

  setTo(day: string): void {
    this.to = day;
    this.periodError = null;
  }

  /** The days typed, checked, and their figures read; false (with periodError) when they are no period. */
  apply(): boolean {
    const problem =
      !this.from || !this.to
        ? he.periodNeeded
        : this.from > this.to
          ? he.fromAfterTo
          : daysBetween(this.from, this.to) + 1 > MAX_INSIGHTS_DAYS
            ? he.periodTooLong(MAX_INSIGHTS_DAYS)
            : null;
    this.periodError = problem;
    if (problem) return false;
    void this.load();
    return true;
  }

  /** Reads the period's figures (the read under way for another period is cancelled). */
  async load(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.loading = true;
    this.error = null;
    try {
      const summary = await this.deps.api.call(insightsEndpoints.summary, { query: this.period, signal: controller.signal });
      runInAction(() => {
        if (this.controller !== controller) return;
        this.summary = summary;
        this.loading = false;
      });
    } catch (err) {
      runInAction(() => {
        if (this.controller !== controller) return;
        this.error = errorText(err);
        this.loading = false;
      });
    }
  }

  /** The screen is left: the read under way stops. */
  dispose(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
