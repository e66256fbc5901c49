// 'הפריטים הקבועים שלי' on the business dashboard: the items this customer orders
// most, how often, the last quantity, today's price and availability, each with an add control set
// to the last quantity, and 'add all' for the usual basket in one click.
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { formatShekels } from '@shared/format';
import { isUnusualQuantity, parseWholeNumber } from '@shared/rules/packSize';
import { he } from './he';
import { UsualItemsStore, type UsualLine } from './UsualItemsStore';
import { useStores } from '../../stores/StoreContext';
import { AddedToCart } from '../cart';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Img } from '../../ui/Img';
import { selectOnEveryClick } from '../../ui/selectOnFocus';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { hasPrice } from '@shared/rules/price';
import { Substitutes } from '../substitutes';
import { useMakeStanding } from '../standing';

export const UsualItems = observer(function UsualItems() {
  const root = useStores();
  const [store] = useState(() => new UsualItemsStore(root));
  const makeStanding = useMakeStanding();
  useEffect(() => {
    const controller = new AbortController();
    void store.load(controller.signal);
    return () => controller.abort();
  }, [store]);

  const lines = store.lines;
  return (
    <section className="card usual-items" aria-labelledby="usual-items-title" aria-busy={store.loading}>
      <div className="usual-items__head">
        <div>
          <h2 id="usual-items-title">{he.usualItemsTitle}</h2>
          <p className="muted">{he.usualItemsIntro}</p>
        </div>
        {lines && store.addableLines.length > 0 && (
          <div className="usual-items__all">
            <button
              type="button"
              className="button"
              onClick={() => store.setAll()}
              aria-describedby={store.inCart > 0 ? 'usual-items-in-cart' : undefined}
            >
              {he.addAllUsual}
            </button>
            <button type="button" className="button button--secondary" onClick={() => makeStanding(store.basket)}>
              {he.standingMakeFromUsual}
            </button>
            {store.inCart > 0 && (
              <span id="usual-items-in-cart" className="muted">
                {he.usualInCart(store.inCart, store.addableLines.length)}
              </span>
            )}
          </div>
        )}
      </div>
      {store.added && <AddedToCart text={he.usualAdded(store.added.lines, store.added.units)} />}
      {store.allSet && <AddedToCart text={he.usualAllSet(store.allSet.added, store.allSet.updated, store.allSet.same)} />}
      {store.loading && !lines && <Spinner waitsOnNetwork />}
      {store.failed && <LoadFailed text={he.usualItemsFailed} onRetry={() => void store.load()} />}
      {lines && lines.length === 0 && <p className="muted">{he.usualItemsEmpty}</p>}
      {lines && lines.length > 0 && (
        <ul className="usual-items__list">
          {lines.map((line) => (
            <UsualRow key={line.itemId} line={line} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
});

const UsualRow = observer(function UsualRow({ line, store }: { line: UsualLine; store: UsualItemsStore }) {
  const item = line.item;
  const name = item?.itemDescription ?? line.productName;
  const can = store.canAdd(line);
  // What is typed stays as typed until it is used: rounded up to whole packs on leaving the box or adding.
  const [draft, setDraft] = useState<string | null>(null);
  /** A quantity far above the last order's, waiting for the buyer's yes. */
  const [confirming, setConfirming] = useState(false);
  const commit = () => {
    const typed = draft === null ? null : parseWholeNumber(draft);
    if (typed !== null) store.setQuantity(line.itemId, typed);
    setDraft(null);
  };
  const state =
    item === null
      ? he.usualGone
      : item === undefined
        ? he.usualUnreadable
        : !item.isAvailable
          ? he.usualUnavailable
          : !hasPrice(item)
            ? he.priceOnRequest
            : null;
  return (
    <li className="usual-items__row">
      {item ? <Img src={item.pictureUrl} alt="" width={56} height={56} /> : <span className="usual-items__no-image" aria-hidden="true" />}
      <div className="usual-items__text">
        <span className="usual-items__name">{name}</span>
        <span className="muted">
          {he.orderedTimes(line.orders)} · {he.lastQuantity(line.lastQuantity)}
        </span>
        {state ? (
          <span className="usual-items__state">{state}</span>
        ) : (
          <span className="usual-items__price">{formatShekels(item!.salePriceInNIS!)}</span>
        )}
      </div>
      {can && (
        <form
          className="usual-items__add"
          onSubmit={(e) => {
            e.preventDefault();
            commit();
            if (isUnusualQuantity(line.quantity, { pack: item!.itemPackSize, current: 0, lastOrdered: line.lastQuantity }))
              setConfirming(true);
            else store.add([line]);
          }}
        >
          <input
            className="input usual-items__quantity"
            type="text"
            inputMode="numeric"
            dir="ltr"
            aria-label={he.usualQuantity(name)}
            {...selectOnEveryClick}
            value={draft ?? String(line.quantity)}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
          />
          <button type="submit" className="button button--secondary" aria-label={he.addUsualOf(name)}>
            {he.addUsual}
          </button>
          {confirming && (
            <ConfirmDialog
              title={he.unusualQuantityTitle}
              message={he.unusualQuantity(line.quantity, name, item!.itemPackSize)}
              confirmLabel={he.unusualQuantityConfirm}
              onConfirm={() => {
                setConfirming(false);
                store.add([line]);
              }}
              onCancel={() => setConfirming(false)}
            />
          )}
        </form>
      )}
      {/* Out or priced on request: its substitutes, added at the last quantity (docs/product.md §5.10). */}
      {item && state && <Substitutes itemId={line.itemId} item={item} quantity={line.lastQuantity} />}
    </li>
  );
});
