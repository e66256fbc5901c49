// The category forms: add (name of letters and spaces, an optional description), the details
// edit (both required) and the image upload of the edit screen. Each request logs its failure,
// keeps the server's error and tells the form what to show.
import type { Message } from '../lib/Message';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category } from '@shared/contract/entities';
import { CategoryAddDto, CategoryEditFormDto, firstErrors, validateDto } from '@shared/validation';
import { ApiError, isApiError } from '../../api/ApiError';
import { he } from '../he';
import type { RootStore } from '../../stores/RootStore';
import { invalidateCategories } from '../lib/deps';

const t = he.boCategory;

/** The Hebrew message of a failed upload. */
export function uploadFailureText(err: unknown, fallback: string): string {
  if (isApiError(err) && err.status === 413) return t.imageTooLarge;
  if (isApiError(err) && err.status === 415) return t.imageUnsupported;
  return fallback;
}

export class CategoryFormStore {
  categoryName = '';
  description = '';
  /** The loaded category (edit). */
  category: Category | null = null;
  loading = false;
  loadError: string | null = null;
  /** A message key per field. */
  errors: Record<string, string> = {};
  submitting = false;
  notice: Message | null = null;
  /** The server's error of the last failed request. */
  serverError: ApiError | null = null;

  image: File | null = null;
  uploading = false;
  imageNotice: Message | null = null;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<CategoryFormStore, 'root'>(this, { root: false, serverError: false });
  }

  /**
   * Whether the form holds changes not saved: a name or description other than the loaded (or last
   * saved) category's, or than blank when adding; or an image chosen and not uploaded.
   */
  get unsaved(): boolean {
    const saved = this.category ?? { categoryName: '', description: '' };
    return (
      this.categoryName.trim() !== saved.categoryName.trim() ||
      this.description.trim() !== (saved.description ?? '').trim() ||
      this.image !== null
    );
  }

  setName(value: string): void {
    this.categoryName = value;
    delete this.errors.categoryName;
  }

  setDescription(value: string): void {
    this.description = value;
    delete this.errors.description;
  }

  setImage(file: File | null): void {
    this.image = file;
    this.imageNotice = null;
  }

  /** Loads a category for the edit forms (GET /Category/{id}). */
  async load(id: number): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const category = await this.root.api.call(endpoints.category.get, { params: { id } });
      runInAction(() => {
        this.category = category;
        this.categoryName = category.categoryName;
        this.description = category.description;
      });
    } catch (err) {
      console.error('Get category by ID error', err);
      runInAction(() => {
        this.serverError = isApiError(err) ? err : null;
        this.loadError = isApiError(err) && err.status === 404 ? t.notFound : t.loadFailed;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Adds the category; the new id, or null when it was refused. */
  async add(): Promise<number | null> {
    if (this.submitting) return null;
    const description = this.description.trim();
    const checked = validateDto(CategoryAddDto, { categoryName: this.categoryName.trim(), ...(description ? { description } : {}) });
    if (!checked.ok) return this.refuse(firstErrors(checked.errors));
    return this.send(() => this.root.api.call(endpoints.category.add, { body: checked.value }), 'Add category error');
  }

  /** Updates the loaded category's name and description; true when saved. */
  async update(): Promise<boolean> {
    if (this.submitting || !this.category) return false;
    const checked = validateDto(CategoryEditFormDto, {
      id: this.category.id,
      categoryName: this.categoryName.trim(),
      description: this.description.trim(),
      displayOrder: this.category.displayOrder,
    });
    if (!checked.ok) {
      this.refuse(firstErrors(checked.errors));
      return false;
    }
    const saved = await this.send(async () => {
      await this.root.api.call(endpoints.category.update, { body: checked.value });
      return true;
    }, 'Update category error');
    if (saved) {
      runInAction(() => {
        this.category = {
          ...this.category!,
          categoryName: checked.value.categoryName,
          name: checked.value.categoryName,
          description: checked.value.description,
        };
        this.notice = { tone: 'success', text: t.updated };
      });
    }
    return saved === true;
  }

  private refuse(errors: Record<string, string>): null {
    this.errors = errors;
    this.notice = null;
    return null;
  }

  private async send<T>(request: () => Promise<T>, logMessage: string): Promise<T | null> {
    this.submitting = true;
    this.errors = {};
    this.notice = null;
    try {
      const result = await request();
      await invalidateCategories(this.root);
      return result;
    } catch (err) {
      console.error(logMessage, err);
      runInAction(() => {
        this.serverError = isApiError(err) ? err : null;
        const fields = isApiError(err) ? firstErrors(err.errors) : {};
        const known = Object.fromEntries(Object.entries(fields).filter(([k]) => k === 'categoryName' || k === 'description'));
        this.errors = known;
        if (Object.keys(known).length === 0) this.notice = { tone: 'error', text: t.saveFailed };
      });
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** Uploads the chosen image for the loaded category; 'select an image' when none is chosen. */
  async uploadImage(): Promise<boolean> {
    if (this.uploading) return false;
    if (!this.image) {
      this.imageNotice = { tone: 'error', text: t.selectImage };
      return false;
    }
    if (!this.category) return false;
    this.uploading = true;
    this.imageNotice = null;
    const form = new FormData();
    form.append('file', this.image);
    try {
      const { url } = await this.root.api.call(endpoints.category.updateImage, { params: { id: this.category.id }, form });
      runInAction(() => {
        this.category = { ...this.category!, imageURL: url };
        this.image = null;
        this.imageNotice = { tone: 'success', text: t.imageUpdated };
      });
      await invalidateCategories(this.root);
      return true;
    } catch (err) {
      console.error('Update category image error', err);
      runInAction(() => {
        this.serverError = isApiError(err) ? err : null;
        this.imageNotice = { tone: 'error', text: uploadFailureText(err, t.imageFailed) };
      });
      return false;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }
}
