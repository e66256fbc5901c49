// Users, business customers and sign-in.
import type { BusinessCustomerDetails, BusinessCustomerSummary, BusinessUser, UserInfo } from '@shared/contract/entities';
import type { PagedResult } from '@shared/contract/envelope';
import { AccountErrorCode } from '@shared/errors';
import type { BusinessAccountDto, ChangePasswordDto } from '@shared/validation';
import { accountError, conflict, forbidden, notFound } from '../errors';
import type { Db } from './db';
import { page, type Paging } from './paging';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import type { CustomerRecord, UserRecord } from './types';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
  ) {}

  /** The user with this email, if any. */
  byEmail(email: string): UserRecord | undefined {
    for (const user of this.db.users.values()) if (sameEmail(user.email, email)) return user;
    return undefined;
  }

  /** The user a valid token names, or null (also for a token issued before the user's last password change, or of a deleted user). */
  fromToken(token: string | undefined): UserRecord | null {
    const claims = this.tokens.verify(token);
    if (claims === null) return null;
    const user = this.db.users.get(claims.id);
    return user && user.tokenVersion === claims.version ? user : null;
  }

  /**
   * Signs in: -1001 for an unknown email, -1003 for a wrong password; the payload is a token. `lane`
   * names the caller whose hashes wait in line together (passwords.ts); other callers' take turns with them.
   */
  async login(email: string, password: string, lane = ''): Promise<string> {
    const user = this.byEmail(email);
    if (!user) throw accountError(AccountErrorCode.EmailNotFound, 400);
    if (!(await verifyPassword(password, user.passwordHash, lane))) throw accountError(AccountErrorCode.InvalidPassword, 400);
    return this.issue(user);
  }

  private issue(user: UserRecord): string {
    try {
      return this.tokens.issue(user);
    } catch {
      throw accountError(AccountErrorCode.TokenCreationFailed, 500);
    }
  }

  /** User info of a signed-in user. */
  userInfo(user: UserRecord): UserInfo {
    const customer = user.businessCustomerId === null ? undefined : this.db.customers.get(user.businessCustomerId);
    return {
      id: user.id,
      userType: user.userType,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      businessCustomer: customer
        ? {
            customerId: customer.customerId,
            firstName: customer.firstName,
            lastName: customer.lastName,
            phone: customer.phone,
            email: customer.email,
          }
        : null,
    };
  }

  /**
   * Creates a Business account for a customer: an Administrator for any customer, a Business user
   * for its own only. -1002 when the email is taken, -1006 when the customer does not exist.
   * The payload is the new user's token; the caller's own session is untouched.
   */
  async registerBusiness(caller: UserRecord, input: BusinessAccountDto, lane = ''): Promise<string> {
    if (caller.userType === 'Business' && caller.businessCustomerId !== input.businessCustomerId) {
      throw forbidden('a business user may add users to its own customer only');
    }
    const check = () => {
      if (this.byEmail(input.email)) throw accountError(AccountErrorCode.EmailExists, 409);
      const found = this.db.customers.get(input.businessCustomerId);
      if (!found) throw accountError(AccountErrorCode.BusinessCustomerNotFound, 404);
      return found;
    };
    check();
    const passwordHash = await hashPassword(input.password, lane);
    // Checked again after the hash: another registration of the same email (or a deleted customer)
    // may have landed while this one waited for the thread pool.
    const customer = check();
    const user: UserRecord = {
      id: this.db.nextId('user'),
      email: input.email.trim(),
      passwordHash,
      tokenVersion: 0,
      firstName: input.firstName?.trim() || customer.firstName,
      lastName: input.lastName?.trim() || customer.lastName,
      userType: 'Business',
      businessCustomerId: customer.customerId,
    };
    this.db.users.set(user.id, user);
    return this.issue(user);
  }

  /** Asks for a password reset: -1001 when no user has the email. (The mock sends no mail.) */
  resetPassword(email: string): void {
    // The same response for a known and an unknown address, so the call cannot tell who has an
    // account; a real provider would send the known one its reset link here.
    void this.byEmail(email);
  }

  /**
   * Changes the caller's own password: -1003 for a wrong old password, -1005 when the confirmation
   * differs. Every token issued before ends; the payload is a new token for the caller's session.
   */
  async changePassword(caller: UserRecord, input: ChangePasswordDto, lane = ''): Promise<string> {
    if (!sameEmail(caller.email, input.email)) throw forbidden('a user may change only its own password');
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      throw accountError(AccountErrorCode.PasswordsDoNotMatch, 400);
    }
    if (!(await verifyPassword(input.oldPassword, caller.passwordHash, lane))) throw accountError(AccountErrorCode.InvalidPassword, 400);
    const passwordHash = await hashPassword(input.newPassword, lane);
    // The account may have been deleted while the hash was computed: nothing to change then.
    if (this.db.users.get(caller.id) !== caller) throw accountError(AccountErrorCode.UserNotFound, 404);
    caller.passwordHash = passwordHash;
    caller.tokenVersion += 1;
    return this.issue(caller);
  }

  /** Business users: a Business caller sees its own customer's, an Administrator every customer's (or one's). */
  usersByBusinessCustomer(caller: UserRecord, query: Paging & { customerId?: number }): PagedResult<BusinessUser> {
    const customerId = caller.userType === 'Business' ? caller.businessCustomerId : query.customerId;
    const term = query.searchTerm?.trim().toLowerCase();
    const rows = [...this.db.users.values()]
      .filter((u) => u.userType === 'Business' && (customerId === undefined || u.businessCustomerId === customerId))
      .map((u) => this.businessUser(u))
      .filter((u) => !term || u.email.toLowerCase().includes(term) || u.businessCustomer.lastName.toLowerCase().includes(term))
      .sort((a, b) => a.id - b.id);
    return page(rows, query);
  }

  private businessUser(user: UserRecord): BusinessUser {
    const customer = user.businessCustomerId === null ? undefined : this.db.customers.get(user.businessCustomerId);
    return {
      id: user.id,
      email: user.email,
      businessCustomer: { customerId: customer?.customerId ?? 0, lastName: customer?.lastName ?? '' },
    };
  }

  /** Deletes a user: -1000 when there is none; an Administrator cannot delete itself. */
  deleteUser(caller: UserRecord, id: number): void {
    if (!this.db.users.has(id)) throw accountError(AccountErrorCode.UserNotFound, 404);
    if (id === caller.id) throw conflict('a user cannot delete itself');
    this.db.users.delete(id);
  }

  /** The business customers, for the add-account picker. */
  customers(): BusinessCustomerSummary[] {
    return [...this.db.customers.values()]
      .sort((a, b) => a.customerId - b.customerId)
      .map((c) => ({ customerId: c.customerId, lastName: c.lastName, priceListId: c.priceListId }));
  }

  /** One customer's details and price list (the back office's customer card); 404 for none. */
  customerDetails(id: number): BusinessCustomerDetails {
    const c = this.db.customers.get(id);
    if (!c) throw notFound('business customer');
    return {
      customerId: c.customerId,
      firstName: c.firstName,
      lastName: c.lastName,
      phone: c.phone,
      email: c.email,
      priceListId: c.priceListId,
    };
  }

  /** Moves a customer to another price list: its users get that list's prices from their next read. 404 for either unknown. */
  setPriceList(customerId: number, priceListId: number): void {
    const c = this.db.customers.get(customerId);
    if (!c) throw notFound('business customer');
    if (!this.db.priceLists.has(priceListId)) throw notFound('price list');
    c.priceListId = priceListId;
  }

  /** A customer by id. */
  customer(id: number | null): CustomerRecord | undefined {
    return id === null ? undefined : this.db.customers.get(id);
  }
}
