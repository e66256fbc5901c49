// /Account/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { ResetPasswordDto, UserInfoQueryDto, UsersQueryDto, validateDto } from '@shared/validation';
import { validationError } from '../errors';
import { addressOf } from '../http/hashing';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function accountRoutes(router: Router, store: MockStore): void {
  const { account } = endpoints;

  route(router, store, account.login, ({ req, body }) => store.accounts.login(body.email, body.password, addressOf(req)));

  route(router, store, account.registerBusiness, ({ req, user, body }) => store.accounts.registerBusiness(user!, body, addressOf(req)));

  route(router, store, account.resetPassword, ({ str }) => {
    const checked = validateDto(ResetPasswordDto, { email: str('email') });
    if (!checked.ok) throw validationError(checked.errors);
    store.accounts.resetPassword(checked.value.email);
  });

  route(router, store, account.changePassword, ({ req, user, body }) => store.accounts.changePassword(user!, body, addressOf(req)));

  // The token may come as ?token= (the contract's UserInfo call) or as the bearer token.
  route<UserInfoQueryDto>(router, store, account.userInfo, ({ user }) => store.accounts.userInfo(user!));

  route<UsersQueryDto>(router, store, account.usersByBusinessCustomer, ({ user, query }) =>
    store.accounts.usersByBusinessCustomer(user!, query),
  );

  route(router, store, account.deleteUser, ({ user, int }) => store.accounts.deleteUser(user!, int('id')));
}
