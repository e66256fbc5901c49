import type { Category, ItemGroup } from '@shared/contract/entities';
import { createTestProvider, PNG_1X1 } from '../testing';

/** Reads a response body as raw bytes, whatever its type. */
const binary = (res: object, done: (err: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('GET /Category/List', () => {
  const p = createTestProvider();

  it('gives page 1 of 10 categories by default, in display order, with totalCount and totalPages', async () => {
    const res = await p.api().get('/api/Category/List');
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    const { items, totalCount, totalPages, currentPage } = res.body.payload;
    expect(totalCount).toBe(p.store.db.categories.size);
    expect(totalCount).toBeGreaterThan(10);
    expect(items).toHaveLength(10);
    expect(totalPages).toBe(Math.ceil(totalCount / 10));
    expect(currentPage).toBe(1);
    const orders = items.map((c: Category) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('takes pageSize and pageNumber: the second page holds the rest', async () => {
    const first = (await p.api().get('/api/Category/List').query({ pageSize: 5 })).body.payload;
    expect(first.items).toHaveLength(5);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 5));
    const second = (await p.api().get('/api/Category/List').query({ pageSize: 5, pageNumber: 2 })).body.payload;
    expect(second.currentPage).toBe(2);
    expect(second.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((c: Category) => c.id);
    expect(new Set(ids).size).toBe(10);
  });

  it('filters by searchTerm on the name', async () => {
    const target = [...p.store.db.categories.values()][2]!;
    const res = await p.api().get('/api/Category/List').query({ searchTerm: target.categoryName });
    expect(res.status).toBe(200);
    expect(res.body.payload.items.map((c: Category) => c.id)).toContain(target.id);
    expect(res.body.payload.totalCount).toBeLessThan(p.store.db.categories.size);
    const none = await p.api().get('/api/Category/List').query({ searchTerm: 'זזזזזזז' });
    expect(none.body.payload).toMatchObject({ items: [], totalCount: 0 });
  });

  it('gives every category with getAll, each with its item groups in display order', async () => {
    const res = await p.api().get('/api/Category/List').query({ getAll: true });
    expect(res.status).toBe(200);
    const items = res.body.payload.items as Category[];
    expect(items).toHaveLength(p.store.db.categories.size);
    const orders = items.map((c) => c.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const withGroups = items.filter((c) => c.itemGroups.length > 1);
    expect(withGroups.length).toBeGreaterThan(0);
    for (const c of items) {
      expect(c).toEqual({
        id: expect.any(Number),
        categoryName: expect.any(String),
        name: c.categoryName,
        description: expect.any(String),
        displayOrder: expect.any(Number),
        imageURL: expect.any(String),
        itemGroups: expect.any(Array),
      });
      const groupOrders = c.itemGroups.map((g) => g.displayOrder);
      expect(groupOrders).toEqual([...groupOrders].sort((a, b) => a - b));
      for (const g of c.itemGroups)
        expect(g).toMatchObject({
          id: expect.any(Number),
          itemGroupName: expect.any(String),
          pictureUrl: expect.any(String),
          categoryId: c.id,
        });
    }
  });

  it('refuses a page size of 0 and an unknown parameter with 400', async () => {
    const zero = await p.api().get('/api/Category/List').query({ pageSize: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.errors).toEqual({ pageSize: ['invalidPageSize'] });
    expect((await p.api().get('/api/Category/List').query({ colour: 'red' })).status).toBe(400);
  });
});

describe('GET /Category/{id}', () => {
  const p = createTestProvider();

  it('gives one category with its item groups', async () => {
    const record = p.store.db.categories.get(1)!;
    const res = await p.api().get('/api/Category/1');
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      id: 1,
      categoryName: record.categoryName,
      name: record.categoryName,
      displayOrder: record.displayOrder,
    });
    const groups = [...p.store.db.itemGroups.values()].filter((g) => g.categoryId === 1);
    expect(res.body.payload.itemGroups.map((g: ItemGroup) => g.id).sort()).toEqual(groups.map((g) => g.id).sort());
  });

  it('responds with 404 in the envelope for an unknown id and 400 for a non-numeric one', async () => {
    const unknown = await p.api().get('/api/Category/9999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
    const bad = await p.api().get('/api/Category/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed', errors: { id: ['invalidId'] } } });
  });
});

describe('POST /Category/Add', () => {
  const add = (p: ReturnType<typeof createTestProvider>, body: object) =>
    p.api().post('/api/Category/Add').set(p.auth(p.tokens.admin)).send(body);

  it('responds with the new id, and the category then reads back with display order 999', async () => {
    const p = createTestProvider();
    const res = await add(p, { categoryName: 'מוצרי בדיקה', description: 'קטגוריה חדשה' });
    expect(res.status).toBe(200);
    expect(typeof res.body.payload).toBe('number');
    const got = await p.api().get(`/api/Category/${res.body.payload}`);
    expect(got.body.payload).toMatchObject({
      id: res.body.payload,
      categoryName: 'מוצרי בדיקה',
      description: 'קטגוריה חדשה',
      displayOrder: 999,
      itemGroups: [],
    });
    const all = (await p.api().get('/api/Category/List').query({ getAll: true })).body.payload.items as Category[];
    expect(all[all.length - 1]!.id).toBe(res.body.payload);
  });

  it('accepts a Latin name with spaces and keeps a given display order', async () => {
    const p = createTestProvider();
    const res = await add(p, { categoryName: 'Fresh Bakery', displayOrder: 3 });
    expect(res.status).toBe(200);
    expect((await p.api().get(`/api/Category/${res.body.payload}`)).body.payload).toMatchObject({
      categoryName: 'Fresh Bakery',
      displayOrder: 3,
    });
  });

  it.each([
    [{ categoryName: 'משקאות 2' }, { categoryName: ['lettersOnly'] }],
    [{ categoryName: 'drinks!' }, { categoryName: ['lettersOnly'] }],
    [{ categoryName: '' }, { categoryName: ['required'] }],
    [{ description: 'בלי שם' }, { categoryName: ['required'] }],
    [{ categoryName: '   ' }, { categoryName: ['required'] }],
  ])('refuses %p with 400 and %p, adding nothing', async (body, errors) => {
    const p = createTestProvider();
    const before = p.store.db.categories.size;
    const res = await add(p, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed' } });
    expect(res.body.error.errors).toEqual(errors);
    expect(p.store.db.categories.size).toBe(before);
  });

  it.each([
    ['a right-to-left override', 'חטיפים\u202Eםיפיטח'],
    ['NUL', 'חטיפים\u0000'],
  ])('refuses a name with %s with 400 and invalidCharacters, and the list shows nothing new', async (_what, categoryName) => {
    const p = createTestProvider();
    const list = async () => (await p.api().get('/api/Category/List').query({ getAll: true })).body.payload.items as Category[];
    const before = await list();
    const res = await add(p, { categoryName, description: 'קטגוריה חדשה' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: { code: 'validation_failed', errors: { categoryName: ['invalidCharacters'] } },
    });
    expect(Object.keys(res.body.error.errors)).toEqual(['categoryName']);
    expect(await list()).toEqual(before);
  });

  it('refuses a name that already exists with alreadyExists', async () => {
    const p = createTestProvider();
    const existing = p.store.db.categories.get(1)!.categoryName;
    const before = p.store.db.categories.size;
    const res = await add(p, { categoryName: existing });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ categoryName: ['alreadyExists'] });
    expect(p.store.db.categories.size).toBe(before);
  });
});

describe('POST /Category/Update', () => {
  const p = createTestProvider();
  const update = (body: object) => p.api().post('/api/Category/Update').set(p.auth(p.tokens.admin)).send(body);

  it('renames and re-describes a category, and moves it in the list by its display order', async () => {
    const res = await update({ id: 2, categoryName: 'חטיפים טעימים', description: 'תיאור חדש', displayOrder: 0 });
    expect(res.status).toBe(200);
    expect((await p.api().get('/api/Category/2')).body.payload).toMatchObject({
      categoryName: 'חטיפים טעימים',
      name: 'חטיפים טעימים',
      description: 'תיאור חדש',
      displayOrder: 0,
    });
    const first = (await p.api().get('/api/Category/List')).body.payload.items[0];
    expect(first.id).toBe(2);
  });

  it('keeps the stored description when the update leaves it out (a display-order change)', async () => {
    const before = (await p.api().get('/api/Category/3')).body.payload;
    const res = await update({ id: 3, categoryName: before.categoryName, displayOrder: 7 });
    expect(res.status).toBe(200);
    expect((await p.api().get('/api/Category/3')).body.payload).toEqual({ ...before, displayOrder: 7 });
  });

  it('refuses a blank or null description, changing nothing', async () => {
    const before = (await p.api().get('/api/Category/3')).body.payload;
    for (const description of ['  ', null]) {
      const res = await update({ id: 3, categoryName: 'שם אחר', description });
      expect(res.status).toBe(400);
      expect(res.body.error.errors).toEqual({ description: ['required'] });
    }
    expect((await p.api().get('/api/Category/3')).body.payload).toEqual(before);
  });

  it('refuses the name of another category', async () => {
    const other = p.store.db.categories.get(4)!.categoryName;
    const res = await update({ id: 3, categoryName: other, description: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ categoryName: ['alreadyExists'] });
  });

  it('responds with 404 for an unknown category', async () => {
    const res = await update({ id: 9999, categoryName: 'כלשהו', description: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('POST /Category/Update/Image/{id}', () => {
  it('accepts a PNG, serves it back byte-identical at the returned URL, and sets the category imageURL', async () => {
    const p = createTestProvider();
    const before = (await p.api().get('/api/Category/1')).body.payload.imageURL;
    const res = await p.api().post('/api/Category/Update/Image/1').set(p.auth(p.tokens.admin)).attach('file', PNG_1X1, 'tiny.png');
    expect(res.status).toBe(200);
    const url = res.body.payload.url as string;
    expect(url).toMatch(/^\/api\/files\/[\w-]+$/);
    expect(url).not.toBe(before);
    const file = await p.api().get(url).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, PNG_1X1)).toBe(0);
    expect((await p.api().get('/api/Category/1')).body.payload.imageURL).toBe(url);
  });

  it('responds with 404 for an unknown category and 400 without a file', async () => {
    const p = createTestProvider();
    const files = p.store.db.files.size;
    const unknown = await p.api().post('/api/Category/Update/Image/9999').set(p.auth(p.tokens.admin)).attach('file', PNG_1X1, 'tiny.png');
    expect(unknown.status).toBe(404);
    const none = await p.api().post('/api/Category/Update/Image/1').set(p.auth(p.tokens.admin)).field('x', 'y');
    expect(none.status).toBe(400);
    expect(p.store.db.files.size).toBe(files);
  });
});

describe('POST /Category/Delete/{id}', () => {
  it('deletes the category and frees its item groups, which ItemGroup/List still lists unconnected', async () => {
    const p = createTestProvider();
    const groupIds = p.store.catalogue.groupsOf(1).map((g) => g.id);
    expect(groupIds.length).toBeGreaterThan(0);
    const res = await p.api().post('/api/Category/Delete/1').set(p.auth(p.tokens.admin));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ statusCode: 200 });
    expect((await p.api().get('/api/Category/1')).status).toBe(404);
    const groups = (await p.api().get('/api/ItemGroup/List').query({ getAll: true })).body.payload.items as ItemGroup[];
    for (const id of groupIds) expect(groups.find((g) => g.id === id)).toMatchObject({ id, categoryId: null });
    const list = (await p.api().get('/api/Category/List').query({ getAll: true })).body.payload.items as Category[];
    expect(list.map((c) => c.id)).not.toContain(1);
  });

  it('responds with 404 for a category already deleted or never there', async () => {
    const p = createTestProvider();
    await p.api().post('/api/Category/Delete/2').set(p.auth(p.tokens.admin)).expect(200);
    const again = await p.api().post('/api/Category/Delete/2').set(p.auth(p.tokens.admin));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ statusCode: 404, error: { code: 'not_found' } });
  });
});
