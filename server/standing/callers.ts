// Who is calling a standing-order call (../callers.ts): a business buyer, kept under the user id and
// customer the provider gave.
import { NotAllowed, userOf } from '../callers';
import type { Buyer } from './records';

/** The caller is no business buyer: an administrator, or a user of no business customer (403). */
export class NotABuyer extends NotAllowed {}

/** The buyer a UserInfo names, or NotABuyer. */
export function buyerOf(info: unknown): Buyer {
  const user = userOf(info);
  const customerId = user.businessCustomer?.customerId;
  if (user.userType !== 'Business' || typeof customerId !== 'number') throw new NotABuyer('the caller is not a business buyer');
  return { userId: user.id, customerId, email: typeof user.email === 'string' ? user.email : '' };
}
