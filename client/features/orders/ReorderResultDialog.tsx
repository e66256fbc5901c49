// What a re-order did: how many lines went into the cart, which were unavailable (with their
// substitutes), whose price changed (old to new) and whose quantity was rounded to whole packs.
import { reorderHasNews, type ReorderResult } from '@shared/rules/reorder';
import { formatShekels } from '@shared/format';
import { he } from './he';
import { Dialog } from '../../ui/Dialog';
import { Substitutes } from '../substitutes';
import './ReorderResultDialog.css';

interface Props {
  result: ReorderResult;
  onClose: () => void;
  onGoToCart: () => void;
}

export function ReorderResultDialog({ result, onClose, onGoToCart }: Props) {
  if (result.kind === 'empty') {
    return (
      <Dialog title={he.reorderResultTitle} onClose={onClose}>
        <p>{he.reorderEmptyResult}</p>
        <div className="reorder-result__actions">
          <button type="button" className="button" onClick={onClose}>
            {he.reorderOk}
          </button>
        </div>
      </Dialog>
    );
  }
  const { toAdd, unavailable, priceOnRequest, priceChanged, quantityAdjusted } = result;
  const clean = !reorderHasNews(result);
  return (
    <Dialog title={he.reorderResultTitle} onClose={onClose}>
      <div className="reorder-result">
        <p className={`alert ${toAdd.length > 0 ? 'alert--success' : 'alert--warning'}`} role="status">
          {he.reorderAdded(toAdd.length)}
        </p>
        {clean && <p className="muted">{he.reorderNothingChanged}</p>}
        <LeftOut title={he.reorderUnavailableTitle} sticker={he.lineUnavailable} stickerClass="sticker--soon" lines={unavailable} />
        <LeftOut title={he.reorderPriceOnRequestTitle} sticker={he.priceOnRequest} stickerClass="sticker--price" lines={priceOnRequest} />
        {priceChanged.length > 0 && (
          <section className="reorder-result__section">
            <h3>{he.reorderPriceTitle}</h3>
            <ul>
              {priceChanged.map((l) => (
                <li key={l.itemId}>
                  <span className="reorder-result__name">{l.productName}</span>
                  <span className="reorder-result__change">
                    <span className="reorder-result__old" dir="ltr">
                      {formatShekels(l.oldPrice)}
                    </span>
                    <span aria-hidden="true"> ← </span>
                    <span className="visually-hidden"> {he.reorderArrow} </span>
                    <span className="reorder-result__new" dir="ltr">
                      {formatShekels(l.newPrice)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {quantityAdjusted.length > 0 && (
          <section className="reorder-result__section">
            <h3>{he.reorderQuantityTitle}</h3>
            <ul>
              {quantityAdjusted.map((l) => (
                <li key={l.itemId}>
                  <span className="reorder-result__name">{l.productName}</span>
                  <span className="reorder-result__change">
                    <span dir="ltr">{l.oldQuantity}</span>
                    <span aria-hidden="true"> ← </span>
                    <span className="visually-hidden"> {he.reorderArrow} </span>
                    <span dir="ltr">{l.newQuantity}</span> {he.units}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="reorder-result__actions">
          {toAdd.length > 0 && (
            <button type="button" className="button" onClick={onGoToCart}>
              {he.goToCart}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {he.reorderOk}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** The lines a re-order left out of the cart, under their reason; nothing when there are none. */
function LeftOut({
  title,
  sticker,
  stickerClass,
  lines,
}: {
  title: string;
  sticker: string;
  stickerClass: string;
  lines: ReadonlyArray<{ itemId: string; productName: string; quantity: number }>;
}) {
  if (lines.length === 0) return null;
  return (
    <section className="reorder-result__section">
      <h3>{title}</h3>
      <ul>
        {lines.map((l) => (
          <li key={l.itemId}>
            <span className={`sticker ${stickerClass}`}>{sticker}</span> {l.productName}
            {/* Its substitutes, added to the cart at the quantity ordered then (docs/product.md §5.10). */}
            <Substitutes itemId={l.itemId} quantity={l.quantity} />
          </li>
        ))}
      </ul>
    </section>
  );
}
