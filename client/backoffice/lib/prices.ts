// Saving a product's price in one price list, and checking a typed price, the one way every price
// screen does it (the product's price screen and the price grid): the price rule of PriceDto (above
// 0, at most two decimals) with its Hebrew messages, and Price/Add or Price/Update as the known
// prices say.
import { observable } from 'mobx';
import type { ProductPrice } from '@shared/contract/entities';
import { isSellingPrice } from '@shared/rules/price';
import { endpoints } from '@shared/contract/api';
import { firstErrors, PriceDto, validateDto } from '@shared/validation';
import { validationText } from '../../i18n/he';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import { hasStatus, numberOrUndefined, type ApiCaller } from './FormState';

/** A typed price checked by the price rule: the price, or the Hebrew reason it is refused. */
export type CheckedPrice = { ok: true; input: PriceDto } | { ok: false; error: string };

/** Checks a price as typed (blank, not a number, 0, negative, more than two decimals are refused). */
export function checkPrice(productID: number, priceListID: number, text: string): CheckedPrice {
  const input = { productID, priceListID, unitPrice: numberOrUndefined(text) as number };
  const checked = validateDto(PriceDto, input);
  if (checked.ok) return { ok: true, input };
  const errors = firstErrors(checked.errors);
  return { ok: false, error: validationText(errors.unitPrice ?? Object.values(errors)[0]) };
}

/** The Hebrew reason a price save was refused: the provider's field message when it names one, else what went wrong. */
export function priceRefusal(err: unknown): string {
  if (isApiError(err)) {
    const key = err.errors.unitPrice?.[0] ?? Object.values(err.errors)[0]?.[0];
    if (key) return validationText(key);
  }
  return errorText(err);
}

/** Add or update as the product's known prices say; if another screen changed that meanwhile, the other call. */
export async function savePrice(api: ApiCaller, input: PriceDto, hadPrice: boolean): Promise<void> {
  const { addPrice, updatePrice } = endpoints.priceList;
  try {
    await api.call(hadPrice ? updatePrice : addPrice, { body: input });
  } catch (err) {
    if (hadPrice && hasStatus(err, 404)) await api.call(addPrice, { body: input });
    else if (!hadPrice && hasStatus(err, 409)) await api.call(updatePrice, { body: input });
    else throw err;
  }
}

/**
 * The prices typed for a product, by price list, over its saved ones (the product's price screen and its
 * form): what each list's field shows, and whether it holds something other than the saved price.
 */
export class PriceDrafts {
  /** As typed, by price list id (a list not typed in shows its saved price). */
  private readonly typed = observable.map<number, string>();

  /** `saved`: the product's prices as last read or saved (none before it exists). */
  constructor(private readonly saved: () => readonly ProductPrice[] | undefined) {}

  /** The product's saved price in a list, or undefined (a 0 stored before is no price: shared/rules/price.ts). */
  priceIn(priceListId: number): number | undefined {
    const price = this.saved()?.find((p) => p.priceListID === priceListId)?.unitPrice;
    return isSellingPrice(price) ? price : undefined;
  }

  /** What a list's field shows: as typed, else its saved price (empty when it has none). */
  shown(priceListId: number): string {
    const typed = this.typed.get(priceListId);
    if (typed !== undefined) return typed;
    const saved = this.priceIn(priceListId);
    return saved === undefined ? '' : String(saved);
  }

  /** What was typed in a list's field, if anything. */
  typedIn(priceListId: number): string | undefined {
    return this.typed.get(priceListId);
  }

  set(priceListId: number, value: string): void {
    this.typed.set(priceListId, value);
  }

  /** Forgets what was typed in a list's field (it was saved): it shows the saved price again. */
  delete(priceListId: number): boolean {
    return this.typed.delete(priceListId);
  }

  /** Whether a list's field holds something other than its saved price (a cleared saved price counts: it is refused). */
  isChanged(priceListId: number): boolean {
    const typed = this.typed.get(priceListId);
    if (typed === undefined) return false;
    const saved = this.priceIn(priceListId);
    return saved === undefined ? typed.trim() !== '' : typed.trim() === '' || Number(typed) !== saved;
  }
}
