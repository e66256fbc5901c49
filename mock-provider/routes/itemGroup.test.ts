import type { ItemGroup } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from '../testing';

const groupsOfCategory = async (p: TestProvider, categoryId: number): Promise<ItemGroup[]> =>
  (await p.api().get(`/api/Category/${categoryId}`)).body.payload.itemGroups;
const unconnected = (p: TestProvider) => [...p.store.db.itemGroups.values()].filter((g) => g.categoryId === null);
const post = (p: TestProvider, path: string) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin));

describe('GET /ItemGroup/List', () => {
  const p = createTestProvider();

  it('pages by 10 by default and gives every group with getAll, connected and unconnected', async () => {
    const paged = await p.api().get('/api/ItemGroup/List');
    expect(paged.status).toBe(200);
    expect(paged.body.payload.items).toHaveLength(10);
    expect(paged.body.payload.totalCount).toBe(p.store.db.itemGroups.size);
    const res = await p.api().get('/api/ItemGroup/List').query({ getAll: true });
    const items = res.body.payload.items as ItemGroup[];
    expect(items).toHaveLength(p.store.db.itemGroups.size);
    expect(items.length).toBeGreaterThanOrEqual(40);
    expect(items.some((g) => g.categoryId === null)).toBe(true);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      itemGroupName: expect.any(String),
      pictureUrl: expect.any(String),
      categoryId: expect.any(Number),
      displayOrder: expect.any(Number),
    });
  });

  it('filters by categoryId', async () => {
    const res = await p.api().get('/api/ItemGroup/List').query({ getAll: true, categoryId: 2 });
    expect(res.status).toBe(200);
    const items = res.body.payload.items as ItemGroup[];
    expect(items.length).toBeGreaterThan(0);
    for (const g of items) expect(g.categoryId).toBe(2);
    expect(items.map((g) => g.id).sort()).toEqual(
      p.store.catalogue
        .groupsOf(2)
        .map((g) => g.id)
        .sort(),
    );
  });

  it('refuses a categoryId that is not a positive integer', async () => {
    const res = await p.api().get('/api/ItemGroup/List').query({ categoryId: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.errors)).toEqual(['categoryId']);
  });
});

describe('POST /ItemGroup/Category/Connect/{categoryId}/{itemGroupId}', () => {
  it("connects an unconnected group, which then comes last in the category's itemGroups", async () => {
    const p = createTestProvider();
    const group = unconnected(p)[0]!;
    const res = await post(p, `/ItemGroup/Category/Connect/1/${group.id}`);
    expect(res.status).toBe(200);
    const groups = await groupsOfCategory(p, 1);
    expect(groups[groups.length - 1]).toMatchObject({ id: group.id, categoryId: 1 });
    const listed = (await p.api().get('/api/ItemGroup/List').query({ getAll: true, categoryId: 1 })).body.payload.items as ItemGroup[];
    expect(listed.map((g) => g.id)).toContain(group.id);
  });

  it('moves a group connected elsewhere to the end of the new category', async () => {
    const p = createTestProvider();
    const moved = (await groupsOfCategory(p, 2))[0]!;
    expect((await post(p, `/ItemGroup/Category/Connect/3/${moved.id}`)).status).toBe(200);
    expect((await groupsOfCategory(p, 2)).map((g) => g.id)).not.toContain(moved.id);
    const groups = await groupsOfCategory(p, 3);
    expect(groups[groups.length - 1]!.id).toBe(moved.id);
  });

  it('responds with 404 for an unknown category or group and 400 for a non-numeric id', async () => {
    const p = createTestProvider();
    expect((await post(p, '/ItemGroup/Category/Connect/9999/1')).status).toBe(404);
    expect((await post(p, '/ItemGroup/Category/Connect/1/9999')).status).toBe(404);
    const bad = await post(p, '/ItemGroup/Category/Connect/1/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.errors).toEqual({ itemGroupId: ['invalidId'] });
  });
});

describe('POST /ItemGroup/Category/Disconnect/{categoryId}/{itemGroupId}', () => {
  it('removes the link: the group leaves the category and is listed unconnected', async () => {
    const p = createTestProvider();
    const group = (await groupsOfCategory(p, 1))[0]!;
    const res = await post(p, `/ItemGroup/Category/Disconnect/1/${group.id}`);
    expect(res.status).toBe(200);
    expect((await groupsOfCategory(p, 1)).map((g) => g.id)).not.toContain(group.id);
    const all = (await p.api().get('/api/ItemGroup/List').query({ getAll: true })).body.payload.items as ItemGroup[];
    expect(all.find((g) => g.id === group.id)).toMatchObject({ categoryId: null });
  });

  it('responds with 409 for a group not connected to that category, changing nothing', async () => {
    const p = createTestProvider();
    const group = (await groupsOfCategory(p, 1))[0]!;
    const res = await post(p, `/ItemGroup/Category/Disconnect/2/${group.id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ statusCode: 409, error: { code: 'conflict' } });
    expect((await groupsOfCategory(p, 1)).map((g) => g.id)).toContain(group.id);
    const loose = unconnected(p)[0]!;
    expect((await post(p, `/ItemGroup/Category/Disconnect/1/${loose.id}`)).status).toBe(409);
  });

  it('responds with 404 for an unknown category or group', async () => {
    const p = createTestProvider();
    expect((await post(p, '/ItemGroup/Category/Disconnect/9999/1')).status).toBe(404);
    expect((await post(p, '/ItemGroup/Category/Disconnect/1/9999')).status).toBe(404);
  });
});

describe('POST /ItemGroup/Update/DisplayOrder/{itemGroupId}/{displayOrder}', () => {
  it("reorders the category's itemGroups", async () => {
    const p = createTestProvider();
    const before = await groupsOfCategory(p, 1);
    expect(before.length).toBeGreaterThan(1);
    const last = before[before.length - 1]!;
    const first = before[0]!;
    expect((await post(p, `/ItemGroup/Update/DisplayOrder/${last.id}/0`)).status).toBe(200);
    expect((await post(p, `/ItemGroup/Update/DisplayOrder/${first.id}/500`)).status).toBe(200);
    const after = await groupsOfCategory(p, 1);
    expect(after[0]).toMatchObject({ id: last.id, displayOrder: 0 });
    expect(after[after.length - 1]).toMatchObject({ id: first.id, displayOrder: 500 });
    expect(after.map((g) => g.id).sort()).toEqual(before.map((g) => g.id).sort());
  });

  it.each(['-1', 'abc', '1.5'])('refuses the order %s with 400, changing nothing', async (order) => {
    const p = createTestProvider();
    const group = (await groupsOfCategory(p, 1))[0]!;
    const res = await post(p, `/ItemGroup/Update/DisplayOrder/${group.id}/${order}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.errors)).toEqual(['displayOrder']);
    expect((await groupsOfCategory(p, 1))[0]).toEqual(group);
  });

  it('responds with 404 for an unknown group and 400 for a non-numeric group id', async () => {
    const p = createTestProvider();
    expect((await post(p, '/ItemGroup/Update/DisplayOrder/9999/1')).status).toBe(404);
    expect((await post(p, '/ItemGroup/Update/DisplayOrder/abc/1')).status).toBe(400);
  });
});
