// The add-product (/add-product) and edit-product (/products/edit/{productId}) forms: name,
// description and category required; a pre-weighted product needs its default weight in kg.
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import type { Category, ProductInput } from '@shared/contract/entities';
import { ProductDto, ProductUpdateDto } from '@shared/validation';
import { he } from '../he';
import { errorText } from '../../components/errorText';
import { failedWith, FormState, hasStatus, numberOrUndefined, type ApiCaller } from '../components/FormState';

export class ProductFormStore {
  readonly form = new FormState();
  productName = '';
  description = '';
  /** The chosen category's id as the picker holds it ('' for none). */
  categoryId = '';
  isPreWeighted = false;
  /** Kilograms as typed. */
  defaultWeight = '';
  categories: Category[] = [];
  loading = true;
  loadError: string | null = null;
  notFound = false;

  /** `productId` is null for the add form. */
  constructor(
    private readonly api: ApiCaller,
    readonly productId: number | null = null,
  ) {
    makeAutoObservable<ProductFormStore, 'api'>(this, { api: false, form: false, productId: false });
  }

  setProductName(value: string): void {
    this.productName = value;
  }

  setDescription(value: string): void {
    this.description = value;
  }

  setCategoryId(value: string): void {
    this.categoryId = value;
  }

  setPreWeighted(value: boolean): void {
    this.isPreWeighted = value;
    if (!value) this.form.setError('defaultWeight', null);
  }

  setDefaultWeight(value: string): void {
    this.defaultWeight = value;
  }

  /** Loads the category picker and, for the edit form, the product. */
  async load(): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const [categories, product] = await Promise.all([
        this.api.call(endpoints.category.list, { query: { getAll: true } }),
        this.productId === null ? Promise.resolve(null) : this.api.call(endpoints.product.get, { params: { id: this.productId } }),
      ]);
      runInAction(() => {
        this.categories = categories.items;
        if (product) {
          this.productName = product.productName;
          this.description = product.description;
          this.categoryId = product.categoryId ? String(product.categoryId) : '';
          this.isPreWeighted = product.isPreWeighted;
          this.defaultWeight = product.defaultWeight === null ? '' : String(product.defaultWeight);
        }
      });
    } catch (err) {
      runInAction(() => {
        if (hasStatus(err, 404)) this.notFound = true;
        else this.loadError = errorText(err);
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The body the form describes (weight only when pre-weighted). */
  private input(): ProductInput {
    return {
      productName: this.productName.trim(),
      description: this.description.trim(),
      categoryId: this.categoryId === '' ? 0 : Number(this.categoryId),
      isPreWeighted: this.isPreWeighted,
      defaultWeight: this.isPreWeighted ? numberOrUndefined(this.defaultWeight) : null,
    };
  }

  /** Checks and sends the form; true on success. */
  async submit(): Promise<boolean> {
    if (this.form.busy) return false;
    const input = this.input();
    if (this.productId === null) {
      if (!this.form.check(ProductDto, input)) return false;
      const result = await this.form.run(() => this.api.call(endpoints.product.add, { body: input }), {
        success: he.prodAdded,
        failure: (err) => failedWith(he.prodAddFailed, err),
      });
      return result.ok;
    }
    const body = { ...input, productID: this.productId };
    if (!this.form.check(ProductUpdateDto, body)) return false;
    const result = await this.form.run(() => this.api.call(endpoints.product.update, { body }), {
      success: he.prodUpdated,
      failure: (err) => failedWith(he.prodUpdateFailed, err),
    });
    return result.ok;
  }
}
