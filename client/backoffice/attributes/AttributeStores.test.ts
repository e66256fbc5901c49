import { configure } from 'mobx';
import { AttributeFormStore } from './AttributeFormStore';
import { AttributeListStore } from './AttributeListStore';
import { AttributeValuesStore } from './AttributeValuesStore';
import { fail, invalid, ok, testbed, type Testbed } from '../lib/testing';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => env.dispose());

describe('AttributeFormStore (add)', () => {
  it('refuses a blank name and description without calling the provider', async () => {
    env = testbed();
    const store = new AttributeFormStore(env.root);
    store.setName('   ');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'required', description: 'required' });
    expect(env.keys()).toEqual([]);
  });

  it('shows the provider’s per-field errors under their fields, with the failure line', async () => {
    env = testbed({ 'POST /Attribute/Add': () => invalid({ name: ['alreadyExists'] }) });
    const store = new AttributeFormStore(env.root);
    store.setName('מותג');
    store.setDescription('היצרן');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'alreadyExists' });
    expect(store.form.failure).toBe('הוספת המאפיין נכשלה.');
    expect(store.name).toBe('מותג');
  });

  it('sends the trimmed fields, says it was added and empties the form for the next one', async () => {
    env = testbed({ 'POST /Attribute/Add': () => ok(9) });
    const store = new AttributeFormStore(env.root);
    store.setName('  צבע ');
    store.setDescription(' צבע האריזה ');
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /Attribute/Add')).toEqual([{ name: 'צבע', description: 'צבע האריזה' }]);
    expect(store.form.success).toBe('המאפיין נוסף בהצלחה!');
    expect([store.name, store.description]).toEqual(['', '']);
  });
});

describe('AttributeFormStore (edit)', () => {
  it('loads the attribute and sends its id with the update', async () => {
    env = testbed({
      'GET /Attribute/:id': () => ok({ id: 3, name: 'כשרות', description: 'גוף הכשרות' }),
      'POST /Attribute/Update': () => ok(),
    });
    const store = new AttributeFormStore(env.root, 3);
    expect(store.loading).toBe(true);
    await store.load();
    expect([store.loading, store.name, store.description]).toEqual([false, 'כשרות', 'גוף הכשרות']);
    store.setDescription('');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.description).toBe('required');
    store.setDescription('הגוף המשגיח');
    expect(await store.submit()).toBe(true);
    expect(env.sent('POST /Attribute/Update')).toEqual([{ id: 3, name: 'כשרות', description: 'הגוף המשגיח' }]);
  });

  it('says not found for an unknown attribute', async () => {
    env = testbed();
    const store = new AttributeFormStore(env.root, 99);
    await store.load();
    expect(store.notFound).toBe(true);
  });
});

describe('AttributeValuesStore', () => {
  const routes = () => ({
    'GET /Attribute/:id': () => ok({ id: 2, name: 'גודל', description: 'נפח' }),
    'GET /Attribute/Values/:attributeId': () => ok([{ id: 5, attributeId: 2, value: '1 ליטר' }]),
    'POST /Attribute/AddValue': () => ok(6),
    'DELETE /Attribute/DeleteValue/:id': () => ok(),
  });

  it('loads the attribute’s name and values', async () => {
    env = testbed(routes());
    const store = new AttributeValuesStore(env.root, 2);
    await store.load();
    expect(store.attribute?.name).toBe('גודל');
    expect(store.values.map((v) => v.value)).toEqual(['1 ליטר']);
  });

  it('requires a value, then adds it to the table', async () => {
    env = testbed(routes());
    const store = new AttributeValuesStore(env.root, 2);
    await store.load();
    expect(await store.add()).toBe(false);
    expect(store.form.errors.value).toBe('required');
    store.setNewValue(' 2 ליטר ');
    expect(await store.add()).toBe(true);
    expect(env.sent('POST /Attribute/AddValue')).toEqual([{ attributeId: 2, value: '2 ליטר' }]);
    expect(store.values.map((v) => v.value)).toEqual(['1 ליטר', '2 ליטר']);
    expect([store.newValue, store.form.success]).toEqual(['', 'הערך נוסף בהצלחה!']);
  });

  it('deletes a value only after the confirmation, and not at all when cancelled', async () => {
    env = testbed(routes());
    const store = new AttributeValuesStore(env.root, 2);
    await store.load();
    store.askDelete(store.values[0]!);
    store.cancelDelete();
    expect(store.pendingDelete).toBeNull();
    expect(env.keys()).not.toContain('DELETE /Attribute/DeleteValue/5');
    store.askDelete(store.values[0]!);
    await store.confirmDelete();
    expect(env.keys()).toContain('DELETE /Attribute/DeleteValue/5');
    expect(store.values).toEqual([]);
    expect(store.message).toEqual({ tone: 'success', text: 'הערך נמחק.' });
  });

  it('edits a value in its row: required, unchanged is no call, a duplicate refused under the field, then saved and said', async () => {
    const sent: unknown[] = [];
    env = testbed({
      ...routes(),
      'POST /Attribute/UpdateValue': ({ body }) => {
        sent.push(body);
        return (body as { value: string }).value === '2 ליטר' ? invalid({ value: ['alreadyExists'] }) : ok();
      },
    });
    const store = new AttributeValuesStore(env.root, 2);
    await store.load();
    store.startEdit(store.values[0]!);
    expect(store.editText).toBe('1 ליטר');
    store.setEditText('  ');
    expect(await store.saveEdit()).toBe(false);
    expect(store.editForm.errors.value).toBe('required');
    store.setEditText('1 ליטר ');
    expect(await store.saveEdit()).toBe(true);
    expect([sent, store.editing]).toEqual([[], null]);

    store.startEdit(store.values[0]!);
    store.setEditText('2 ליטר');
    expect(await store.saveEdit()).toBe(false);
    expect(store.editForm.errors.value).toBe('alreadyExists');
    expect(store.editing?.id).toBe(5);
    store.setEditText(' 1.5 ליטר ');
    expect(await store.saveEdit()).toBe(true);
    expect(sent[1]).toEqual({ id: 5, attributeId: 2, value: '1.5 ליטר' });
    expect(store.values.map((v) => v.value)).toEqual(['1.5 ליטר']);
    expect(store.editing).toBeNull();
    expect(store.message).toEqual({ tone: 'success', text: 'הערך עודכן.' });
  });

  it('drops the row of a value deleted meanwhile, and keeps the row open on any other failure', async () => {
    let respond = () => fail(502, 'bad_gateway');
    env = testbed({ ...routes(), 'POST /Attribute/UpdateValue': () => respond() });
    const store = new AttributeValuesStore(env.root, 2);
    await store.load();
    store.startEdit(store.values[0]!);
    store.setEditText('2 ליטר');
    expect(await store.saveEdit()).toBe(false);
    expect(store.editForm.failure).toBe('עדכון הערך נכשל. השרת אינו זמין כעת.');
    expect(store.editing?.id).toBe(5);
    respond = () => fail(404, 'not_found');
    expect(await store.saveEdit()).toBe(false);
    expect([store.values, store.editing]).toEqual([[], null]);
    expect(store.message).toEqual({ tone: 'error', text: 'הערך כבר לא קיים (אולי נמחק במסך אחר).' });
  });
});

describe('AttributeListStore', () => {
  it('deletes an attribute only after the confirmation, says so and reloads the page', async () => {
    let attributes = [
      { id: 1, name: 'מותג', description: 'היצרן' },
      { id: 2, name: 'גודל', description: 'נפח' },
    ];
    env = testbed({
      'GET /Attribute/GetAttributes': () => ok({ items: attributes, totalCount: attributes.length, totalPages: 1, currentPage: 1 }),
      'DELETE /Attribute/Delete/:id': ({ params }) => {
        attributes = attributes.filter((a) => a.id !== Number(params.id));
        return ok();
      },
    });
    const store = new AttributeListStore(env.root);
    await store.list.load();
    store.askDelete(store.list.items[1]!);
    store.cancelDelete();
    expect(env.keys().filter((k) => k.startsWith('DELETE'))).toEqual([]);
    store.askDelete(store.list.items[1]!);
    await store.confirmDelete();
    expect(env.keys().filter((k) => k.startsWith('DELETE'))).toEqual(['DELETE /Attribute/Delete/2']);
    expect(store.message).toEqual({ tone: 'success', text: 'המאפיין "גודל" נמחק.' });
    expect(store.list.items.map((a) => a.name)).toEqual(['מותג']);
    expect(store.pendingDelete).toBeNull();
  });

  it('says why a delete failed and keeps the attribute', async () => {
    env = testbed({
      'GET /Attribute/GetAttributes': () =>
        ok({ items: [{ id: 1, name: 'מותג', description: 'x' }], totalCount: 1, totalPages: 1, currentPage: 1 }),
      'DELETE /Attribute/Delete/:id': () => fail(502, 'bad_gateway'),
    });
    const store = new AttributeListStore(env.root);
    await store.list.load();
    store.askDelete(store.list.items[0]!);
    await store.confirmDelete();
    expect(store.message).toEqual({ tone: 'error', text: 'מחיקת המאפיין נכשלה. השרת אינו זמין כעת.' });
    expect(store.list.items).toHaveLength(1);
  });
});
