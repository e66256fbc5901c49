// /Attribute/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { PagingQueryDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function attributeRoutes(router: Router, store: MockStore): void {
  const { attribute } = endpoints;
  const { attributes } = store;

  route<PagingQueryDto>(router, store, attribute.list, ({ query }) => attributes.list(query));
  route(router, store, attribute.values, ({ int }) => attributes.values(int('attributeId')));
  route(router, store, attribute.get, ({ int }) => ({ ...attributes.get(int('id')) }));
  route(router, store, attribute.add, ({ body }) => attributes.add(body));
  route(router, store, attribute.update, ({ body }) => attributes.update(body));
  route(router, store, attribute.delete, ({ int }) => attributes.delete(int('id')));
  route(router, store, attribute.addValue, ({ body }) => attributes.addValue(body));
  route(router, store, attribute.updateValue, ({ body }) => attributes.updateValue(body));
  route(router, store, attribute.deleteValue, ({ int }) => attributes.deleteValue(int('id')));
}
