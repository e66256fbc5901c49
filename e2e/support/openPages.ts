// The pages the journeys have open, shared between newPage() (support/app.ts), which lists them,
// and the journeys' environment (support/environment.ts), which reports them when a test fails.
import type { Page } from 'playwright-core';

export interface WatchedPage {
  page: Page;
  viewport: string;
  /** The page's recent console lines, navigations, errors and failed requests, oldest first. */
  trail: string[];
}

/** The name of the set of open pages on the test files' global object. */
export const OPEN_PAGES = '__openJourneyPages';
