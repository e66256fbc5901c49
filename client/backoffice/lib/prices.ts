// Saving a product's price in one price list, and checking a typed price, the one way every price
// screen does it (the product's price screen and the price grid): the price rule of PriceDto (above
// 0, at most two decimals) with its Hebrew messages, and Price/Add or Price/Update as the known
// prices say.
import type { PriceInput } from '@shared/contract/entities';
import { endpoints } from '@shared/contract/api';
import { firstErrors, PriceDto, validateDto } from '@shared/validation';
import { validationText } from '../../i18n/he';
import { isApiError } from '../../api/ApiError';
import { errorText } from '../../ui/errorText';
import { hasStatus, numberOrUndefined, type ApiCaller } from './FormState';

/** A typed price checked by the price rule: the price, or the Hebrew reason it is refused. */
export type CheckedPrice = { ok: true; input: PriceInput } | { ok: false; error: string };

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
export async function savePrice(api: ApiCaller, input: PriceInput, hadPrice: boolean): Promise<void> {
  const { addPrice, updatePrice } = endpoints.priceList;
  try {
    await api.call(hadPrice ? updatePrice : addPrice, { body: input });
  } catch (err) {
    if (hadPrice && hasStatus(err, 404)) await api.call(addPrice, { body: input });
    else if (!hadPrice && hasStatus(err, 409)) await api.call(updatePrice, { body: input });
    else throw err;
  }
}
