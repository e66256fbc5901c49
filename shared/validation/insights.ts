// The query of the storefront server's insights calls (docs/product.md §6.5): the period the
// sales figures cover, as days in Israel. Left out, the period is the last INSIGHTS_DEFAULT_WEEKS
// weeks to today.
import { IsOptional } from 'class-validator';
import { Day, Explained } from './decorators';

/** The longest period the figures cover: two years and a day. */
export const MAX_INSIGHTS_DAYS = 731;
/** The period when none is asked for: the last 13 weeks (a quarter), to today. */
export const INSIGHTS_DEFAULT_WEEKS = 13;

/** GET /Insights/Summary: the period of its sales figures (the lists of customers and items are as of today). */
export class InsightsQueryDto {
  @Explained(`The period's first day (YYYY-MM-DD, in Israel); ${INSIGHTS_DEFAULT_WEEKS} weeks before 'to' when left out.`)
  @IsOptional()
  @Day()
  from?: string;

  @Explained(
    `The period's last day (YYYY-MM-DD, in Israel), not before 'from' and at most ${MAX_INSIGHTS_DAYS} days after it; today when left out.`,
  )
  @IsOptional()
  @Day()
  to?: string;
}
