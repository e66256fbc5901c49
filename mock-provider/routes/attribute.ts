// /Attribute/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { AttributeDto, AttributeUpdateDto, AttributeValueDto, AttributeValueUpdateDto, PagingQueryDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function attributeRoutes(router: Router, store: MockStore): void {
  const { attribute } = endpoints;
  const { attributes } = store;

  route<PagingQueryDto>(router, store, attribute.list, { access: 'admin', query: PagingQueryDto }, ({ query }) => attributes.list(query));
  route(router, store, attribute.values, { access: 'admin' }, ({ int }) => attributes.values(int('attributeId')));
  route(router, store, attribute.get, { access: 'admin' }, ({ int }) => ({ ...attributes.get(int('id')) }));
  route<object, AttributeDto>(router, store, attribute.add, { access: 'admin', body: AttributeDto }, ({ body }) => attributes.add(body));
  route<object, AttributeUpdateDto>(router, store, attribute.update, { access: 'admin', body: AttributeUpdateDto }, ({ body }) =>
    attributes.update(body),
  );
  route(router, store, attribute.delete, { access: 'admin' }, ({ int }) => attributes.delete(int('id')));
  route<object, AttributeValueDto>(router, store, attribute.addValue, { access: 'admin', body: AttributeValueDto }, ({ body }) =>
    attributes.addValue(body),
  );
  route<object, AttributeValueUpdateDto>(router, store, attribute.updateValue, { access: 'admin', body: AttributeValueUpdateDto }, ({ body }) =>
    attributes.updateValue(body),
  );
  route(router, store, attribute.deleteValue, { access: 'admin' }, ({ int }) => attributes.deleteValue(int('id')));
}
