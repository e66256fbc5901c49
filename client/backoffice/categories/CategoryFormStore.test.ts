/** @jest-environment node */
import { runInAction } from 'mobx';
import { ApiError } from '../../api/ApiError';
import type { RootStore } from '../../stores/RootStore';
import { dispose } from '../../stores/testing';
import { CategoryFormStore } from './CategoryFormStore';
import { stubRoot as rootWith } from './CategoryTesting';

const category = { id: 5, categoryName: 'משקאות', name: 'משקאות', description: 'שתייה קלה', displayOrder: 3, imageURL: '', itemGroups: [] };

describe('CategoryFormStore: adding a category', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('refuses an empty name as required and a name with digits as letters only, without calling the provider', async () => {
    const env = rootWith(() => 9);
    root = env.root;
    const form = new CategoryFormStore(root);
    await expect(form.add()).resolves.toBeNull();
    expect(form.errors.categoryName).toBe('required');
    form.setName('קפה 2');
    await expect(form.add()).resolves.toBeNull();
    expect(form.errors.categoryName).toBe('lettersOnly');
    form.setName('Coffee!');
    await form.add();
    expect(form.errors.categoryName).toBe('lettersOnly');
    expect(env.calls).toHaveLength(0);
  });

  it('sends a Hebrew or Latin name with spaces, trimmed, and gives the new id; the menu is invalidated', async () => {
    const env = rootWith(() => 42);
    root = env.root;
    const form = new CategoryFormStore(root);
    form.setName('  מוצרי Organic ');
    await expect(form.add()).resolves.toBe(42);
    expect(env.calls).toEqual([{ route: '/Category/Add', options: { body: { categoryName: 'מוצרי Organic' } } }]);
    expect(env.invalidated).toContainEqual(['categories']);
  });

  it("shows the server's field error under the name (a name already taken) and keeps the error", async () => {
    const env = rootWith(() => {
      throw new ApiError(400, 'validation_failed', 'invalid', { categoryName: ['alreadyExists'] });
    });
    root = env.root;
    const form = new CategoryFormStore(root);
    form.setName('משקאות');
    form.setDescription('תיאור');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(form.add()).resolves.toBeNull();
    expect(form.errors.categoryName).toBe('alreadyExists');
    expect(form.serverError?.status).toBe(400);
    expect(console.error).toHaveBeenCalledWith('Add category error', expect.any(ApiError));
  });

  it('says adding failed when the provider fails without field errors', async () => {
    const env = rootWith(() => {
      throw new ApiError(500, 'internal_error', 'boom');
    });
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = new CategoryFormStore(root);
    form.setName('אפייה');
    await form.add();
    expect(form.notice).toEqual({ tone: 'error', text: 'הוספת או עדכון הקטגוריה נכשלו. נסו שוב.' });
  });
});

describe('CategoryFormStore: editing a category', () => {
  let root: RootStore;
  afterEach(() => dispose(root));

  it('loads the category and requires both name and description on update', async () => {
    const env = rootWith((route) => (route === '/Category/:id' ? category : undefined));
    root = env.root;
    const form = new CategoryFormStore(root);
    await form.load(5);
    expect(env.calls[0]).toEqual({ route: '/Category/:id', options: { params: { id: 5 } } });
    expect(form.categoryName).toBe('משקאות');
    form.setDescription('   ');
    await expect(form.update()).resolves.toBe(false);
    expect(form.errors.description).toBe('required');
    form.setDescription('שתייה קלה וקרה');
    await expect(form.update()).resolves.toBe(true);
    expect(env.calls[1]).toEqual({
      route: '/Category/Update',
      options: { body: { id: 5, categoryName: 'משקאות', description: 'שתייה קלה וקרה', displayOrder: 3 } },
    });
  });

  it('says the category was not found when the provider answers 404', async () => {
    const env = rootWith(() => {
      throw new ApiError(404, 'not_found', 'category not found');
    });
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = new CategoryFormStore(root);
    await form.load(77);
    expect(form.loadError).toBe('הקטגוריה לא נמצאה.');
    expect(console.error).toHaveBeenCalledWith('Get category by ID error', expect.any(ApiError));
  });

  it('asks for an image when none is chosen, and uploads the chosen one as the file field', async () => {
    const env = rootWith((route) => (route === '/Category/:id' ? category : { url: '/api/files/new' }));
    root = env.root;
    const form = new CategoryFormStore(root);
    await form.load(5);
    await expect(form.uploadImage()).resolves.toBe(false);
    expect(form.imageNotice).toEqual({ tone: 'error', text: 'נא לבחור תמונה להעלאה.' });
    runInAction(() => form.setImage(new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })));
    await expect(form.uploadImage()).resolves.toBe(true);
    const upload = env.calls.at(-1)!;
    expect(upload.route).toBe('/Category/Update/Image/:id');
    expect(upload.options.params).toEqual({ id: 5 });
    expect((upload.options.form as FormData).get('file')).toBeInstanceOf(File);
    expect(form.imageNotice).toEqual({ tone: 'success', text: 'התמונה עודכנה בהצלחה.' });
    expect(form.category?.imageURL).toBe('/api/files/new');
    expect(form.image).toBeNull();
  });

  it('explains a refused file type', async () => {
    const env = rootWith((route) => {
      if (route === '/Category/:id') return category;
      throw new ApiError(415, 'unsupported_media_type', 'no');
    });
    root = env.root;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = new CategoryFormStore(root);
    await form.load(5);
    form.setImage(new File(['<svg/>'], 'a.svg'));
    await form.uploadImage();
    expect(form.imageNotice?.text).toBe('סוג הקובץ אינו נתמך. בחרו קובץ PNG, JPEG, WebP או GIF.');
  });
});
