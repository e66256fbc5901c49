// How a checked row's state reads: in words (the status column, the rejected rows' file) and at a
// glance; and why a line skipped is not a row.
import type { QuickRow, SkipReason } from '@shared/rules/quickOrder';
import { he } from './he';

/** A row's state in words. */
export function statusText(row: QuickRow): string {
  switch (row.status) {
    case 'found':
      return he.statusFound;
    case 'notFound':
      if (row.code !== '') return he.statusNotFound;
      return row.name ? he.statusNameNotFound : he.statusNoItem;
    case 'choose':
      return he.statusChoose;
    case 'unavailable':
      return he.statusUnavailable;
    case 'priceOnRequest':
      return he.statusPriceOnRequest;
    case 'duplicate':
      return he.statusDuplicate(row.mergedInto!);
    case 'badQuantity':
      return he.statusBadQuantity;
    case 'unchecked':
      return he.statusUnchecked;
  }
  return row.status satisfies never;
}

/** How a row's state reads at a glance on a phone's one-line row (its words are in the status beside it, for screen readers). */
export function statusTone(row: QuickRow): 'good' | 'merged' | 'bad' {
  if (row.status === 'found') return 'good';
  return row.status === 'duplicate' || row.status === 'unchecked' ? 'merged' : 'bad';
}

/** Why a line of the list is not a row, in words. */
export function skipText(reason: SkipReason): string {
  switch (reason) {
    case 'greeting':
      return he.skippedGreeting;
    case 'header':
      return he.skippedHeader;
    case 'signature':
      return he.skippedSignature;
    case 'total':
      return he.skippedTotal;
  }
  return reason satisfies never;
}
