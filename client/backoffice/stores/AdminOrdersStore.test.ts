/** @jest-environment node */
import { when } from 'mobx';
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { createAdminOrdersList } from './AdminOrdersStore';
import { ADMIN, stubRoot } from './CategoryTesting';

describe('the all-orders list', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('asks Order/List for every customer\'s orders (getAll), page 1 of 10, with the search', async () => {
    const env = stubRoot(() => ({ items: [], totalCount: 0, totalPages: 0, currentPage: 1 }), ADMIN);
    root = env.root;
    const list = createAdminOrdersList(root);
    const stop = list.start();
    await when(() => !list.loading);
    list.setSearchTerm('50001');
    await when(() => env.calls.length === 2 && !list.loading);
    stop();
    expect(env.calls.map((c) => [c.route, c.options.query])).toEqual([
      ['/Order/List', { pageNumber: 1, pageSize: 10, searchTerm: '', getAll: true }],
      ['/Order/List', { pageNumber: 1, pageSize: 10, searchTerm: '50001', getAll: true }],
    ]);
  });

  it('shows a failure in Hebrew', async () => {
    const env = stubRoot(() => {
      throw new ApiError(403, 'forbidden', 'forbidden');
    }, ADMIN);
    root = env.root;
    const list = createAdminOrdersList(root);
    const stop = list.start();
    await when(() => list.error !== null);
    stop();
    expect(list.error).toBe('אין הרשאה לצפות בתוכן זה.');
  });
});
