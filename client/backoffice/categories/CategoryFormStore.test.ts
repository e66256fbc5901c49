import { configure, runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError';
import { fail, invalid, ok, testbed, type Testbed } from '../lib/testing';
import { CategoryFormStore } from './CategoryFormStore';

configure({ enforceActions: 'always' });

let env: Testbed;
afterEach(() => {
  env.dispose();
  jest.restoreAllMocks();
});

const category = { id: 5, categoryName: 'משקאות', name: 'משקאות', description: 'שתייה קלה', displayOrder: 3, imageURL: '', itemGroups: [] };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
const quiet = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

describe('CategoryFormStore: adding a category', () => {
  it('refuses an empty name as required and a name with digits as letters only, without calling the provider', async () => {
    env = testbed({ 'POST /Category/Add': () => ok(9) });
    const store = new CategoryFormStore(env.root);
    await expect(store.add()).resolves.toBeNull();
    expect(store.form.errors.categoryName).toBe('required');
    store.setName('קפה 2');
    await expect(store.add()).resolves.toBeNull();
    expect(store.form.errors.categoryName).toBe('lettersOnly');
    store.setName('Coffee!');
    await store.add();
    expect(store.form.errors.categoryName).toBe('lettersOnly');
    expect(env.keys()).toEqual([]);
  });

  it('sends a Hebrew or Latin name with spaces, trimmed, and gives the new id; the menu is invalidated', async () => {
    env = testbed({ 'POST /Category/Add': () => ok(42) });
    const store = new CategoryFormStore(env.root);
    store.setName('  מוצרי Organic ');
    await expect(store.add()).resolves.toBe(42);
    expect(env.keys()).toEqual(['POST /Category/Add']);
    expect(env.sent('POST /Category/Add')).toEqual([{ categoryName: 'מוצרי Organic' }]);
    expect(env.invalidated).toContainEqual(['categories']);
  });

  it("shows the server's field error under the name (a name already taken) with no failure line, and logs the error", async () => {
    env = testbed({ 'POST /Category/Add': () => invalid({ categoryName: ['alreadyExists'] }) });
    const store = new CategoryFormStore(env.root);
    store.setName('משקאות');
    store.setDescription('תיאור');
    const log = quiet();
    await expect(store.add()).resolves.toBeNull();
    expect(env.sent('POST /Category/Add')).toEqual([{ categoryName: 'משקאות', description: 'תיאור' }]);
    expect(store.form.errors.categoryName).toBe('alreadyExists');
    expect(store.form.failure).toBeFalsy();
    expect(log).toHaveBeenCalledWith('Add category error', expect.any(ApiError));
    expect(log.mock.calls[0]![1]).toMatchObject({ status: 400 });
    expect(env.invalidated).toEqual([]);
  });

  it('says adding failed, and why when the reason is not the form (the server down, signed out), as the product screens do', async () => {
    let respond = () => fail(500, 'internal_error', 'boom');
    env = testbed({ 'POST /Category/Add': () => respond() });
    quiet();
    const store = new CategoryFormStore(env.root);
    store.setName('אפייה');
    await store.add();
    expect(store.form.failure).toBe('הוספת או עדכון הקטגוריה נכשלו. נסו שוב. השרת אינו זמין כעת.');
    respond = () => fail(401, 'unauthorized', 'a valid token is required');
    await store.add();
    expect(store.form.failure).toMatch(/^הוספת או עדכון הקטגוריה נכשלו\. נסו שוב\. \S/);
    expect(store.form.failure).not.toMatch(/משהו השתבש$/);
    // A refusal that is the form's business (a 400 that names no field of the form) needs no reason beyond the line.
    respond = () => fail(400, 'validation_failed', 'x');
    await store.add();
    expect(store.form.failure).toBe('הוספת או עדכון הקטגוריה נכשלו. נסו שוב.');
  });
});

describe('CategoryFormStore: editing a category', () => {
  it('loads the category and requires both name and description on update', async () => {
    env = testbed({ 'GET /Category/:id': () => ok(category), 'POST /Category/Update': () => ok() });
    const store = new CategoryFormStore(env.root, 5);
    await store.load();
    expect(env.keys()).toEqual(['GET /Category/5']);
    expect(store.categoryName).toBe('משקאות');
    store.setDescription('   ');
    await expect(store.update()).resolves.toBe(false);
    expect(store.form.errors.description).toBe('required');
    expect(env.sent('POST /Category/Update')).toEqual([]);
    store.setDescription('שתייה קלה וקרה');
    await expect(store.update()).resolves.toBe(true);
    expect(env.sent('POST /Category/Update')).toEqual([{ id: 5, categoryName: 'משקאות', description: 'שתייה קלה וקרה', displayOrder: 3 }]);
    expect(store.form.success).toBe('פרטי הקטגוריה עודכנו.');
    expect(env.invalidated).toContainEqual(['categories']);
  });

  it('says the category was not found when the provider responds 404, and logs it', async () => {
    env = testbed({ 'GET /Category/:id': () => fail(404, 'not_found', 'category not found') });
    const log = quiet();
    const store = new CategoryFormStore(env.root, 77);
    await store.load();
    expect([store.notFound, store.loadError, store.loading]).toEqual([true, null, false]);
    expect(log).toHaveBeenCalledWith('Get category by ID error', expect.any(ApiError));
  });

  it('holds unsaved changes while the name, the description or an image differ from the saved category', async () => {
    env = testbed({ 'GET /Category/:id': () => ok(category), 'POST /Category/Update': () => ok() });
    const store = new CategoryFormStore(env.root, 5);
    await store.load();
    expect(store.unsaved).toBe(false);
    store.setName('משקאות קרים');
    expect(store.unsaved).toBe(true);
    store.setName(' משקאות ');
    expect(store.unsaved).toBe(false);
    store.setDescription('אחר');
    expect(store.unsaved).toBe(true);
    await store.update();
    expect(store.unsaved).toBe(false);
    store.setImage(png());
    expect(store.unsaved).toBe(true);
    expect(new CategoryFormStore(env.root).unsaved).toBe(false);
  });

  it('asks for an image when none is chosen, and uploads the chosen one as the file field', async () => {
    env = testbed({ 'GET /Category/:id': () => ok(category), 'POST /Category/Update/Image/:id': () => ok({ url: '/api/files/new' }) });
    const store = new CategoryFormStore(env.root, 5);
    await store.load();
    await expect(store.uploadImage()).resolves.toBe(false);
    expect(store.imageMessage).toEqual({ tone: 'error', text: 'נא לבחור תמונה להעלאה.' });
    expect(env.keys()).toEqual(['GET /Category/5']);
    runInAction(() => store.setImage(png()));
    expect(store.imageMessage).toBeNull();
    await expect(store.uploadImage()).resolves.toBe(true);
    const [upload] = env.sent('POST /Category/Update/Image/5') as FormData[];
    expect(upload!.get('file')).toBeInstanceOf(File);
    expect(store.imageMessage).toEqual({ tone: 'success', text: 'התמונה עודכנה בהצלחה.' });
    expect(store.category?.imageURL).toBe('/api/files/new');
    expect(store.image).toBeNull();
    expect(env.invalidated).toContainEqual(['categories']);
  });

  it('explains a refused file type, and logs the failure', async () => {
    env = testbed({
      'GET /Category/:id': () => ok(category),
      'POST /Category/Update/Image/:id': () => fail(415, 'unsupported_media_type', 'no'),
    });
    const log = quiet();
    const store = new CategoryFormStore(env.root, 5);
    await store.load();
    store.setImage(new File(['<svg/>'], 'a.svg'));
    await store.uploadImage();
    expect(store.imageMessage).toEqual({ tone: 'error', text: 'סוג הקובץ אינו נתמך. בחרו קובץ PNG, JPEG, WebP או GIF.' });
    expect(log).toHaveBeenCalledWith('Update category image error', expect.any(ApiError));
    expect(store.image).not.toBeNull();
  });
});
