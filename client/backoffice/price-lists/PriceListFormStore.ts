// The add-price-list (/add-priceList) and rename (/priceLists/edit/{id}) forms: name required.
// The provider has no read-one call for price lists, so the edit form finds its list in
// PriceList/GetAll; an id it does not hold is 'price list not found'.
import type { BackOfficeDeps } from '../lib/deps';
import { makeAutoObservable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import { PriceListDto, PriceListUpdateDto } from '@shared/validation';
import { he } from '../he';
import { errorText } from '../../ui/errorText';
import { failedWith, FormState, hasStatus } from '../lib/FormState';
import { submitForm } from '../lib/screenState';
import { MAX_LIST_PAGES, nextPageOf } from '../../api/pages';

export class PriceListFormStore {
  readonly form = new FormState();
  name = '';
  loading = false;
  loadError: string | null = null;
  notFound = false;

  /** `id` is null for the add form. */
  constructor(
    private readonly deps: BackOfficeDeps,
    readonly id: number | null = null,
  ) {
    this.loading = id !== null;
    makeAutoObservable<PriceListFormStore, 'deps'>(this, { deps: false, form: false, id: false });
  }

  setName(value: string): void {
    this.name = value;
  }

  /** Edit form: finds the list by its id, page after page. */
  async load(): Promise<void> {
    if (this.id === null) return;
    this.loading = true;
    this.loadError = null;
    try {
      for (let pageNumber = 1; pageNumber <= MAX_LIST_PAGES; pageNumber++) {
        const page = await this.deps.api.call(endpoints.priceList.list, { query: { pageNumber, pageSize: MAX_PAGE_SIZE } });
        const found = page.items.find((p) => p.id === this.id);
        if (found) {
          runInAction(() => (this.name = found.name));
          return;
        }
        if (nextPageOf(page, pageNumber, MAX_PAGE_SIZE) === undefined) break;
      }
      runInAction(() => (this.notFound = true));
    } catch (err) {
      runInAction(() => (this.loadError = errorText(err)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Checks and sends the form; true on success (the add form is then emptied). */
  async submit(): Promise<boolean> {
    const name = this.name.trim();
    if (this.id === null) {
      const result = await submitForm(
        this.form,
        PriceListDto,
        { name },
        () => this.deps.api.call(endpoints.priceList.add, { body: { name } }),
        {
          success: he.boPriceList.added,
          failure: (err) => failedWith(he.boPriceList.addFailed, err),
        },
      );
      if (result.ok) runInAction(() => (this.name = ''));
      return result.ok;
    }
    const id = this.id;
    const result = await submitForm(
      this.form,
      PriceListUpdateDto,
      { id, name },
      () => this.deps.api.call(endpoints.priceList.update, { body: { id, name } }),
      {
        success: he.boPriceList.updated,
        failure: (err) => (hasStatus(err, 404) ? he.boPriceList.notFound : failedWith(he.boPriceList.updateFailed, err)),
      },
    );
    if (!result.ok && hasStatus(result.error, 404)) runInAction(() => (this.notFound = true));
    return result.ok;
  }
}
