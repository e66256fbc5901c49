// /ItemGroup/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { ListAllQueryDto } from '@shared/validation';
import { displayOrderProblem } from '@shared/rules/displayOrder';
import { Msg } from '@shared/validation/messages';
import { fieldError } from '../errors';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function itemGroupRoutes(router: Router, store: MockStore): void {
  const { itemGroup } = endpoints;
  const { catalogue } = store;

  route<ListAllQueryDto>(router, store, itemGroup.list, ({ query }) => catalogue.listItemGroups(query));
  route(router, store, itemGroup.connect, ({ int }) => catalogue.connect(int('categoryId'), int('itemGroupId')));
  route(router, store, itemGroup.disconnect, ({ int }) => catalogue.disconnect(int('categoryId'), int('itemGroupId')));
  route(router, store, itemGroup.updateDisplayOrder, ({ int, str }) => {
    const raw = str('displayOrder');
    // A path segment is taken as it is: ' 1' is not a number there (a form's field trims; a URL does not).
    const problem = raw.trim() === raw ? displayOrderProblem(raw, 'group') : Msg.mustBeInteger;
    if (problem) throw fieldError('displayOrder', problem);
    catalogue.setItemGroupOrder(int('itemGroupId'), Number(raw));
  });
}
