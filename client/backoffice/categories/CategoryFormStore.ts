// The category forms: add (name of letters and spaces, an optional description), the details
// edit (both required) and the image upload of the edit screen. Each call logs its failure under
// its own name; after a save the storefront's menu is marked stale.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category } from '@shared/contract/entities';
import { CategoryAddDto, CategoryEditFormDto } from '@shared/validation';
import { isApiError } from '../../api/ApiError';
import { he } from './he';
import { invalidateCategories, type BackOfficeDeps } from '../lib/deps';
import { failedWith, FormState, hasStatus } from '../lib/FormState';
import type { Message } from '../lib/Message';
import { loadScreen, submitForm } from '../lib/screenState';
import { logged } from './logged';

/** The Hebrew message of a failed upload. */
export function uploadFailureText(err: unknown, fallback: string): string {
  if (hasStatus(err, 413)) return he.imageTooLarge;
  if (hasStatus(err, 415)) return he.imageUnsupported;
  return fallback;
}

/**
 * The details form's failure line: none when the provider's refusal names the name or the
 * description (the message under that field says it), else 'adding or updating failed' with the
 * reason when it is not the form's business (no connection, the server down), as the product
 * screens say it (failedWith).
 */
function detailsFailure(err: unknown): string {
  const fields = isApiError(err) ? Object.keys(err.errors) : [];
  return fields.includes('categoryName') || fields.includes('description') ? '' : failedWith(he.saveFailed, err);
}

export class CategoryFormStore {
  /** The details form (add or update). */
  readonly form = new FormState();
  /** The image upload of the edit screen. */
  readonly imageForm = new FormState();
  categoryName = '';
  description = '';
  /** The loaded category (edit), kept as last saved. */
  category: Category | null = null;
  loading = false;
  loadError: string | null = null;
  notFound = false;
  /** The image chosen and not uploaded yet. */
  image: File | null = null;

  /** `id` is null for the add form. */
  constructor(
    private readonly deps: BackOfficeDeps,
    readonly id: number | null = null,
  ) {
    this.loading = id !== null;
    makeAutoObservable<CategoryFormStore, 'deps'>(this, { deps: false, form: false, imageForm: false, id: false });
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

  /** The upload's outcome: 'select an image', 'image updated' or why it failed. */
  get imageMessage(): Message | null {
    return this.imageForm.message;
  }

  setName(value: string): void {
    this.categoryName = value;
    this.form.setError('categoryName', null);
  }

  setDescription(value: string): void {
    this.description = value;
    this.form.setError('description', null);
  }

  setImage(file: File | null): void {
    this.image = file;
    this.imageForm.reset();
  }

  /** Edit forms: loads the category into the fields (GET /Category/{id}). */
  async load(): Promise<void> {
    if (this.id === null) return;
    const id = this.id;
    await loadScreen(
      this,
      () => logged('Get category by ID error', () => this.deps.api.call(endpoints.category.get, { params: { id } })),
      (category) => {
        this.category = category;
        this.categoryName = category.categoryName;
        this.description = category.description;
      },
    );
  }

  /** Adds the category; the new id, or null when it was refused. */
  async add(): Promise<number | null> {
    const description = this.description.trim();
    const input = { categoryName: this.categoryName.trim(), ...(description ? { description } : {}) };
    const result = await submitForm(
      this.form,
      CategoryAddDto,
      input,
      () => logged('Add category error', () => this.deps.api.call(endpoints.category.add, { body: input })),
      { failure: detailsFailure },
    );
    if (!result.ok) return null;
    await invalidateCategories(this.deps);
    return result.value;
  }

  /** Updates the loaded category's name and description; true when saved. */
  async update(): Promise<boolean> {
    const category = this.category;
    if (!category) return false;
    const body = {
      id: category.id,
      categoryName: this.categoryName.trim(),
      description: this.description.trim(),
      displayOrder: category.displayOrder,
    };
    const result = await submitForm(
      this.form,
      CategoryEditFormDto,
      body,
      () => logged('Update category error', () => this.deps.api.call(endpoints.category.update, { body })),
      { success: he.updated, failure: detailsFailure },
    );
    if (!result.ok) return false;
    runInAction(
      () => (this.category = { ...category, categoryName: body.categoryName, name: body.categoryName, description: body.description }),
    );
    await invalidateCategories(this.deps);
    return true;
  }

  /** Uploads the chosen image for the loaded category; 'select an image' when none is chosen. */
  async uploadImage(): Promise<boolean> {
    if (this.imageForm.busy) return false;
    this.imageForm.reset();
    const image = this.image;
    if (!image) {
      this.imageForm.setFailure(he.selectImage);
      return false;
    }
    const category = this.category;
    if (!category) return false;
    const form = new FormData();
    form.append('file', image);
    const result = await this.imageForm.run(
      () =>
        logged('Update category image error', () =>
          this.deps.api.call(endpoints.category.updateImage, { params: { id: category.id }, form }),
        ),
      { success: he.imageUpdated, failure: (err) => uploadFailureText(err, he.imageFailed) },
    );
    if (!result.ok) return false;
    runInAction(() => {
      this.category = { ...category, imageURL: result.value.url };
      this.image = null;
    });
    await invalidateCategories(this.deps);
    return true;
  }
}
