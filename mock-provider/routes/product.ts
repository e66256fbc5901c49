// /Product/... (the back office's view of items, addressed by productID)
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { Msg } from '@shared/validation/messages';
import { fieldError } from '../errors';
import { route } from '../http/route';
import type { MockStore } from '../store';

/** The provider sometimes spells it categoryID; both are accepted. */
function normaliseCategoryId<T>(body: T): T {
  if (typeof body === 'object' && body !== null && 'categoryID' in body && !('categoryId' in body)) {
    const { categoryID, ...rest } = body as Record<string, unknown>;
    return { ...rest, categoryId: categoryID } as T;
  }
  return body;
}

export function productRoutes(router: Router, store: MockStore): void {
  const { product } = endpoints;
  const { items } = store;

  router.post([product.add.route, product.update.route], (req, _res, next) => {
    req.body = normaliseCategoryId(req.body);
    next();
  });

  route(router, store, product.get, ({ int }) => items.toProduct(items.byId(int('id'))));
  route(router, store, product.add, ({ body }) => items.addProduct(body));
  route(router, store, product.update, ({ body }) => items.updateProduct(body));
  route(router, store, product.delete, ({ int }) => items.deleteProduct(int('id')));
  route(router, store, product.uploadImage, ({ int, str, file }) => {
    const flag = str('flag').toLowerCase();
    if (flag !== 'true' && flag !== 'false') throw fieldError('flag', Msg.mustBeBoolean);
    const id = int('productId');
    items.byId(id);
    return items.addImage(id, store.files.put(file!.buffer, file!.contentType), flag === 'true');
  });
  route(router, store, product.deleteImage, ({ int }) => items.deleteImage(int('productId'), int('imageId')));
  route(router, store, product.setPrimaryImage, ({ int }) => items.setPrimaryImage(int('productId'), int('imageId')));
}
