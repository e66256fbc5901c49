import type { Attribute, AttributeValue } from '@shared/contract/entities';
import { createTestProvider, type TestProvider } from '../testing';

const admin = (p: TestProvider) => ({
  get: (path: string) => p.api().get(`/api${path}`).set(p.auth(p.tokens.admin)),
  post: (path: string, body?: object) => p.api().post(`/api${path}`).set(p.auth(p.tokens.admin)).send(body),
  del: (path: string) => p.api().delete(`/api${path}`).set(p.auth(p.tokens.admin)),
});

describe('GET /Attribute/GetAttributes', () => {
  const p = createTestProvider();
  const a = admin(p);

  it('pages the attributes with id, name and description', async () => {
    const res = await a.get('/Attribute/GetAttributes').query({ pageSize: 2 });
    expect(res.status).toBe(200);
    const total = p.store.db.attributes.size;
    expect(res.body.payload).toMatchObject({ totalCount: total, totalPages: Math.ceil(total / 2), currentPage: 1 });
    expect(res.body.payload.items).toHaveLength(2);
    expect(res.body.payload.items[0]).toEqual({ id: expect.any(Number), name: expect.any(String), description: expect.any(String) });
    const second = await a.get('/Attribute/GetAttributes').query({ pageSize: 2, pageNumber: 2 });
    const ids = [...res.body.payload.items, ...second.body.payload.items].map((x: Attribute) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by searchTerm', async () => {
    const res = await a.get('/Attribute/GetAttributes').query({ searchTerm: 'כשרות' });
    expect(res.body.payload.items.map((x: Attribute) => x.name)).toEqual(['כשרות']);
    expect(res.body.payload.totalCount).toBe(1);
  });

  it('is refused to a visitor and a business user', async () => {
    expect((await p.api().get('/api/Attribute/GetAttributes')).status).toBe(401);
    expect((await p.api().get('/api/Attribute/GetAttributes').set(p.auth(p.tokens.buyer))).status).toBe(403);
  });
});

describe('POST /Attribute/Add, GET /Attribute/{id}, POST /Attribute/Update', () => {
  it('adds an attribute, responding with its id, and reads it back', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const res = await a.post('/Attribute/Add', { name: 'צבע', description: 'צבע האריזה' });
    expect(res.status).toBe(200);
    expect(typeof res.body.payload).toBe('number');
    const got = await a.get(`/Attribute/${res.body.payload}`);
    expect(got.body.payload).toEqual({ id: res.body.payload, name: 'צבע', description: 'צבע האריזה' });
  });

  it('reports each missing field, as the add form shows them', async () => {
    const p = createTestProvider();
    const before = p.store.db.attributes.size;
    const res = await admin(p).post('/Attribute/Add', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: { code: 'validation_failed', errors: { name: ['required'], description: ['required'] } },
    });
    expect(p.store.db.attributes.size).toBe(before);
  });

  it('refuses a duplicate name', async () => {
    const p = createTestProvider();
    const res = await admin(p).post('/Attribute/Add', { name: 'מותג', description: 'שוב' });
    expect(res.status).toBe(400);
    expect(res.body.error.errors).toEqual({ name: ['alreadyExists'] });
  });

  it("updates an attribute and refuses another attribute's name", async () => {
    const p = createTestProvider();
    const a = admin(p);
    expect((await a.post('/Attribute/Update', { id: 2, name: 'נפח', description: 'נפח המוצר' })).status).toBe(200);
    expect((await a.get('/Attribute/2')).body.payload).toEqual({ id: 2, name: 'נפח', description: 'נפח המוצר' });
    const dup = await a.post('/Attribute/Update', { id: 2, name: 'מותג', description: 'x' });
    expect(dup.status).toBe(400);
    expect(dup.body.error.errors).toEqual({ name: ['alreadyExists'] });
    expect((await a.get('/Attribute/2')).body.payload.name).toBe('נפח');
  });

  it('responds with 404 for an unknown attribute', async () => {
    const p = createTestProvider();
    const a = admin(p);
    expect((await a.get('/Attribute/9999')).status).toBe(404);
    const res = await a.post('/Attribute/Update', { id: 9999, name: 'x', description: 'y' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('names with a bidi control or NUL', () => {
  const names = async (a: ReturnType<typeof admin>) =>
    ((await a.get('/Attribute/GetAttributes').query({ pageSize: 100 })).body.payload.items as Attribute[]).map((x) => x.name);

  it.each([
    ['a right-to-left override', 'צבע\u202Eעבצ'],
    ['NUL', 'צבע\u0000'],
  ])('POST /Attribute/Add refuses a name with %s with 400 and invalidCharacters, and stores nothing', async (_what, name) => {
    const p = createTestProvider();
    const a = admin(p);
    const before = await names(a);
    const res = await a.post('/Attribute/Add', { name, description: 'צבע האריזה' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed', errors: { name: ['invalidCharacters'] } } });
    expect(Object.keys(res.body.error.errors)).toEqual(['name']);
    expect(await names(a)).toEqual(before);
  });

  it.each([
    ['a right-to-left override', '\u202Eצרפת'],
    ['NUL', 'צרפת\u0000'],
  ])("POST /Attribute/AddValue refuses a value with %s, and the attribute's values stay as they were", async (_what, value) => {
    const p = createTestProvider();
    const a = admin(p);
    const before = (await a.get('/Attribute/Values/4')).body.payload as AttributeValue[];
    const res = await a.post('/Attribute/AddValue', { attributeId: 4, value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { code: 'validation_failed', errors: { value: ['invalidCharacters'] } } });
    expect((await a.get('/Attribute/Values/4')).body.payload).toEqual(before);
  });
});

describe('DELETE /Attribute/Delete/{id}', () => {
  it('deletes the attribute and its values', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const values = (await a.get('/Attribute/Values/3')).body.payload as AttributeValue[];
    expect(values.length).toBeGreaterThan(0);
    const res = await a.del('/Attribute/Delete/3');
    expect(res.status).toBe(200);
    expect((await a.get('/Attribute/3')).status).toBe(404);
    expect((await a.get('/Attribute/Values/3')).status).toBe(404);
    expect((await a.del(`/Attribute/DeleteValue/${values[0]!.id}`)).status).toBe(404);
    expect([...p.store.db.attributeValues.values()].filter((v) => v.attributeId === 3)).toEqual([]);
    expect((await a.del('/Attribute/Delete/3')).status).toBe(404);
  });
});

describe('attribute values', () => {
  it('adds a value (payload is its id), lists it, updates it and deletes it', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const added = await a.post('/Attribute/AddValue', { attributeId: 4, value: 'ארץ לדוגמה' });
    expect(added.status).toBe(200);
    const id = added.body.payload as number;
    expect(typeof id).toBe('number');
    let values = (await a.get('/Attribute/Values/4')).body.payload as AttributeValue[];
    expect(values[values.length - 1]).toEqual({ id, attributeId: 4, value: 'ארץ לדוגמה' });
    for (const v of values) expect(v.attributeId).toBe(4);

    expect((await a.post('/Attribute/UpdateValue', { id, attributeId: 4, value: 'צרפת' })).status).toBe(200);
    values = (await a.get('/Attribute/Values/4')).body.payload;
    expect(values.find((v) => v.id === id)).toEqual({ id, attributeId: 4, value: 'צרפת' });

    expect((await a.del(`/Attribute/DeleteValue/${id}`)).status).toBe(200);
    values = (await a.get('/Attribute/Values/4')).body.payload;
    expect(values.map((v) => v.id)).not.toContain(id);
    expect((await a.del(`/Attribute/DeleteValue/${id}`)).status).toBe(404);
  });

  it('requires a value and refuses one the attribute already has', async () => {
    const p = createTestProvider();
    const a = admin(p);
    const missing = await a.post('/Attribute/AddValue', { attributeId: 4 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.errors).toEqual({ value: ['required'] });
    const existing = ((await a.get('/Attribute/Values/4')).body.payload as AttributeValue[])[0]!;
    const dup = await a.post('/Attribute/AddValue', { attributeId: 4, value: existing.value });
    expect(dup.status).toBe(400);
    expect(dup.body.error.errors).toEqual({ value: ['alreadyExists'] });
  });

  it('responds with 404 for an unknown attribute or value', async () => {
    const p = createTestProvider();
    const a = admin(p);
    expect((await a.post('/Attribute/AddValue', { attributeId: 9999, value: 'x' })).status).toBe(404);
    expect((await a.get('/Attribute/Values/9999')).status).toBe(404);
    expect((await a.post('/Attribute/UpdateValue', { id: 999999, attributeId: 1, value: 'x' })).status).toBe(404);
    expect((await a.del('/Attribute/DeleteValue/999999')).status).toBe(404);
  });
});
