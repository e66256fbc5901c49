// The manage-images screen (/products/{productId}/images): upload (a file must be chosen), delete
// after a confirmation, and set the primary image. The product is read again after each change,
// so the screen shows what the provider holds (deleting the primary image clears it there).
import type { BackOfficeDeps } from '../lib/deps';
import type { Message } from '../lib/Message';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Product, ProductImage } from '@shared/contract/entities';
import { he } from './he';
import { failedWith, FormState, hasStatus } from '../lib/FormState';
import { loadScreen } from '../lib/screenState';

/** What an upload refusal means to the person choosing the file. */
function uploadFailure(err: unknown): string {
  if (hasStatus(err, 413)) return he.tooLarge;
  if (hasStatus(err, 415)) return he.unsupported;
  return failedWith(he.uploadFailed, err);
}

export class ProductImagesStore {
  /** The upload form. */
  readonly form = new FormState();
  product: Product | null = null;
  file: Blob | null = null;
  makePrimary = false;
  loading = true;
  loadError: string | null = null;
  notFound = false;
  /** The image waiting for the delete confirmation. */
  pendingDelete: ProductImage | null = null;
  /** The image a delete or set-primary call is working on. */
  workingOn: number | null = null;
  /** The outcome of the last delete or set-primary. */
  message: Message | null = null;

  constructor(
    private readonly deps: BackOfficeDeps,
    readonly productId: number,
  ) {
    makeAutoObservable<ProductImagesStore, 'deps'>(this, { deps: false, form: false, productId: false, file: observableRef });
  }

  /** The images, the primary first. */
  get images(): ProductImage[] {
    const images = this.product?.images ?? [];
    return [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.id - b.id);
  }

  /** Loads the product; a reload after a change keeps the images shown meanwhile. */
  async load(): Promise<void> {
    await loadScreen(
      this,
      () => this.deps.api.call(endpoints.product.get, { params: { id: this.productId } }),
      (product) => (this.product = product),
      this.product === null,
    );
  }

  setFile(file: Blob | null): void {
    this.file = file;
    if (file) this.form.setError('file', null);
  }

  setMakePrimary(value: boolean): void {
    this.makePrimary = value;
  }

  /** Uploads the chosen file; 'please select a file' when none is chosen. True on success. */
  async upload(): Promise<boolean> {
    if (this.form.busy) return false;
    this.form.reset();
    this.message = null;
    const file = this.file;
    if (!file) {
      this.form.setError('file', he.selectFile);
      return false;
    }
    const data = new FormData();
    data.append('file', file);
    const params = { productId: this.productId, flag: this.makePrimary };
    const result = await this.form.run(() => this.deps.api.call(endpoints.product.uploadImage, { params, form: data }), {
      success: he.uploaded,
      failure: uploadFailure,
    });
    if (result.ok) {
      runInAction(() => {
        this.file = null;
        this.makePrimary = false;
      });
      await this.load();
    }
    return result.ok;
  }

  askDelete(image: ProductImage): void {
    this.pendingDelete = image;
  }

  cancelDelete(): void {
    if (this.workingOn === null) this.pendingDelete = null;
  }

  /** Deletes the image waiting for confirmation. */
  async confirmDelete(): Promise<void> {
    const image = this.pendingDelete;
    if (!image) return;
    await this.act(
      image.id,
      () => this.deps.api.call(endpoints.product.deleteImage, { params: { productId: this.productId, imageId: image.id } }),
      he.imageDeleted,
    );
    runInAction(() => (this.pendingDelete = null));
  }

  /** Makes an image the primary one. */
  async setPrimary(image: ProductImage): Promise<void> {
    if (image.isPrimary) return;
    await this.act(
      image.id,
      () => this.deps.api.call(endpoints.product.setPrimaryImage, { params: { productId: this.productId, imageId: image.id } }),
      he.primarySet,
    );
  }

  private async act(imageId: number, work: () => Promise<unknown>, success: string): Promise<void> {
    if (this.workingOn !== null) return;
    this.workingOn = imageId;
    this.message = null;
    this.form.reset();
    try {
      await work();
      runInAction(() => (this.message = { tone: 'success', text: success }));
      await this.load();
    } catch (err) {
      runInAction(() => (this.message = { tone: 'error', text: failedWith(he.actionFailed, err) }));
    } finally {
      runInAction(() => (this.workingOn = null));
    }
  }
}
