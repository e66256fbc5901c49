import { configure } from 'mobx';
import { ApiError } from '../../api/ApiError';
import { AttributeFormStore } from './AttributeFormStore';
import { AttributeValuesStore } from './AttributeValuesStore';
import { stubApi } from '../lib/stubApi';

configure({ enforceActions: 'always' });

describe('AttributeFormStore (add)', () => {
  it('refuses a blank name and description without calling the provider', async () => {
    const { api, calls } = stubApi({});
    const store = new AttributeFormStore(api);
    store.setName('   ');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'required', description: 'required' });
    expect(calls).toHaveLength(0);
  });

  it('shows the provider’s per-field errors under their fields, with the failure line', async () => {
    const { api } = stubApi({
      'POST /Attribute/Add': () => {
        throw new ApiError(400, 'validation_failed', 'validation failed', { name: ['alreadyExists'] });
      },
    });
    const store = new AttributeFormStore(api);
    store.setName('מותג');
    store.setDescription('היצרן');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors).toEqual({ name: 'alreadyExists' });
    expect(store.form.failure).toBe('הוספת המאפיין נכשלה.');
    expect(store.name).toBe('מותג');
  });

  it('sends the trimmed fields, says it was added and empties the form for the next one', async () => {
    const { api, calls } = stubApi({ 'POST /Attribute/Add': () => 9 });
    const store = new AttributeFormStore(api);
    store.setName('  צבע ');
    store.setDescription(' צבע האריזה ');
    expect(await store.submit()).toBe(true);
    expect(calls[0]!.body).toEqual({ name: 'צבע', description: 'צבע האריזה' });
    expect(store.form.success).toBe('המאפיין נוסף בהצלחה!');
    expect([store.name, store.description]).toEqual(['', '']);
  });
});

describe('AttributeFormStore (edit)', () => {
  it('loads the attribute and sends its id with the update', async () => {
    const { api, calls } = stubApi({
      'GET /Attribute/:id': () => ({ id: 3, name: 'כשרות', description: 'גוף הכשרות' }),
      'POST /Attribute/Update': () => undefined,
    });
    const store = new AttributeFormStore(api, 3);
    expect(store.loading).toBe(true);
    await store.load();
    expect([store.loading, store.name, store.description]).toEqual([false, 'כשרות', 'גוף הכשרות']);
    store.setDescription('');
    expect(await store.submit()).toBe(false);
    expect(store.form.errors.description).toBe('required');
    store.setDescription('הגוף המשגיח');
    expect(await store.submit()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ key: 'POST /Attribute/Update', body: { id: 3, name: 'כשרות', description: 'הגוף המשגיח' } });
  });

  it('says not found for an unknown attribute', async () => {
    const { api } = stubApi({});
    const store = new AttributeFormStore(api, 99);
    await store.load();
    expect(store.notFound).toBe(true);
  });
});

describe('AttributeValuesStore', () => {
  const routes = () => ({
    'GET /Attribute/:id': () => ({ id: 2, name: 'גודל', description: 'נפח' }),
    'GET /Attribute/Values/:attributeId': () => [{ id: 5, attributeId: 2, value: '1 ליטר' }],
    'POST /Attribute/AddValue': () => 6,
    'DELETE /Attribute/DeleteValue/:id': () => undefined,
  });

  it('loads the attribute’s name and values', async () => {
    const { api } = stubApi(routes());
    const store = new AttributeValuesStore(api, 2);
    await store.load();
    expect(store.attribute?.name).toBe('גודל');
    expect(store.values.map((v) => v.value)).toEqual(['1 ליטר']);
  });

  it('requires a value, then adds it to the table', async () => {
    const { api, calls } = stubApi(routes());
    const store = new AttributeValuesStore(api, 2);
    await store.load();
    expect(await store.add()).toBe(false);
    expect(store.form.errors.value).toBe('required');
    store.setNewValue(' 2 ליטר ');
    expect(await store.add()).toBe(true);
    expect(calls.at(-1)).toMatchObject({ key: 'POST /Attribute/AddValue', body: { attributeId: 2, value: '2 ליטר' } });
    expect(store.values.map((v) => v.value)).toEqual(['1 ליטר', '2 ליטר']);
    expect([store.newValue, store.form.success]).toEqual(['', 'הערך נוסף בהצלחה!']);
  });

  it('deletes a value only after the confirmation, and not at all when cancelled', async () => {
    const { api, keys } = stubApi(routes());
    const store = new AttributeValuesStore(api, 2);
    await store.load();
    store.askDelete(store.values[0]!);
    store.cancelDelete();
    expect(store.pendingDelete).toBeNull();
    expect(keys()).not.toContain('DELETE /Attribute/DeleteValue/:id');
    store.askDelete(store.values[0]!);
    await store.confirmDelete();
    expect(keys()).toContain('DELETE /Attribute/DeleteValue/:id');
    expect(store.values).toEqual([]);
    expect(store.deleteMessage).toEqual({ tone: 'success', text: 'הערך נמחק.' });
  });
});
