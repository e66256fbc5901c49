// The add-price-list (/add-priceList) and rename (/priceLists/edit/{id}) forms: name required.
// The provider has no read-one call for price lists, so the edit form finds its list in
// PriceList/GetAll; an id it does not hold is 'price list not found'.
import type { BackOfficeDeps } from '../lib/deps';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { endpoints } from '@shared/contract/api';
import { MAX_PAGE_SIZE } from '@shared/contract/envelope';
import { PriceListDto, PriceListUpdateDto } from '@shared/validation';
import { he } from './he';
import { errorText } from '../../ui/errorText';
import { hasStatus } from '../lib/FormState';
import { FormScreenStore } from '../lib/FormScreenStore';
import { MAX_LIST_PAGES, nextPageOf } from '../../api/pages';

export class PriceListFormStore extends FormScreenStore {
  name = '';

  /** `id` is null for the add form. */
  constructor(deps: BackOfficeDeps, id: number | null = null) {
    super(deps, id);
    makeObservable(this, { name: observable, setName: action, load: action });
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
    const id = this.id;
    if (id === null) {
      const result = await this.send({
        dto: PriceListDto,
        body: { name },
        call: () => this.deps.api.call(endpoints.priceList.add, { body: { name } }),
        success: he.added,
        failed: he.addFailed,
      });
      return result.ok;
    }
    const result = await this.send({
      dto: PriceListUpdateDto,
      body: { id, name },
      call: () => this.deps.api.call(endpoints.priceList.update, { body: { id, name } }),
      success: he.updated,
      failed: he.updateFailed,
      notFound: he.notFound,
    });
    // A list deleted meanwhile: the screen says it is gone.
    if (!result.ok && hasStatus(result.error, 404)) runInAction(() => (this.notFound = true));
    return result.ok;
  }

  protected clear(): void {
    this.name = '';
  }
}
