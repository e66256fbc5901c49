// /Category/...
import type { Router } from 'express';
import { endpoints } from '@shared/contract/api';
import { ListAllQueryDto } from '@shared/validation';
import { route } from '../http/route';
import type { MockStore } from '../store';

export function categoryRoutes(router: Router, store: MockStore): void {
  const { category } = endpoints;
  const { catalogue } = store;

  route<ListAllQueryDto>(router, store, category.list, ({ query }) => catalogue.listCategories(query));
  route(router, store, category.get, ({ int }) => catalogue.toCategory(catalogue.category(int('id'))));
  route(router, store, category.add, ({ body }) => catalogue.addCategory(body));
  route(router, store, category.update, ({ body }) => catalogue.updateCategory(body));
  route(router, store, category.updateImage, ({ int, file }) => {
    const id = int('id');
    catalogue.category(id);
    const url = store.files.put(file!.buffer, file!.contentType);
    catalogue.setCategoryImage(id, url);
    return { url };
  });
  route(router, store, category.delete, ({ int }) => catalogue.deleteCategory(int('id')));
}
