// The item dialog (?d=item&itemId=...): everything of the product card, plus the product's
// description and the full description, the attributes and the related items, each opening its own dialog.
import { observer } from 'mobx-react-lite';
import { Fragment, useEffect, useMemo, useRef } from 'react';
import type { Item, ItemSummary } from '@shared/contract/entities';
import { isApiError } from '../../api/ApiError';
import { Dialog } from '../../ui/Dialog';
import { Img } from '../../ui/Img';
import { ItemPrice, ItemQuantity, ItemStickers } from '../catalogue';
import { RelatedItems } from './RelatedItems';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import { describe, usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import type { DialogProps } from '../../ui/dialogs';
import './ItemDialog.css';

/** An item's details, or (while they are read) its card's fields, from a list: what it has is shown, and that more is coming. */
type ShownItem = ItemSummary & Partial<Pick<Item, 'description' | 'fullDescription' | 'itemAttributes' | 'relatedItems'>>;

/**
 * The texts that describe the item, in the order shown: the product's description as the back office
 * keeps it, then the item's full description (once when they are the same). None on a list's card.
 */
function descriptionsOf(item: Pick<ShownItem, 'description' | 'fullDescription'>): string[] {
  const texts = [item.description, item.fullDescription].map((t) => t?.trim() ?? '').filter((t) => t !== '');
  return [...new Set(texts)];
}

/** Text as it was typed, as text (React escapes it, so markup in it shows as written), each line break kept. */
function PlainText({ text }: { text: string }) {
  const lines = text.split(/\r\n|\r|\n/);
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

const ItemDetails = observer(function ItemDetails({ item, more }: { item: ShownItem; more: boolean }) {
  const { session, dialogs } = useStores();
  const related = item.relatedItems ?? [];
  const attributes = item.itemAttributes ?? [];
  const descriptions = descriptionsOf(item);
  return (
    <div className="item-details">
      <div className="item-details__top">
        <div className="item-details__media">
          <Img className="item-details__image" src={item.pictureUrl} alt={item.itemDescription} width={400} height={400} />
          <ItemStickers item={item} />
        </div>
        <div className="item-details__info">
          <dl className="item-details__facts">
            <div>
              <dt>{he.productCatalogNumber}</dt>
              <dd>
                <bdi>{item.catalogNumber}</bdi>
              </dd>
            </div>
            {item.itemGroup?.itemGroupName && (
              <div>
                <dt>{he.itemGroupLabel}</dt>
                <dd>{item.itemGroup.itemGroupName}</dd>
              </div>
            )}
          </dl>
          <ItemPrice item={item} className="item-details__price" />
          <ItemQuantity item={item} />
          {!session.isLoggedIn && <p className="item-details__hint">{he.loginForPrices}</p>}
          {more && (
            <div className="item-details__more">
              <Spinner label={he.itemLoading} waitsOnNetwork />
            </div>
          )}
          {descriptions.length > 0 && (
            <section className="item-details__section" aria-labelledby="item-full-description">
              <h3 id="item-full-description">{he.itemFullDescriptionTitle}</h3>
              {descriptions.map((text) => (
                <p key={text} className="item-details__description">
                  <PlainText text={text} />
                </p>
              ))}
            </section>
          )}
          {attributes.length > 0 && (
            <section className="item-details__section" aria-labelledby="item-attributes">
              <h3 id="item-attributes">{he.itemAttributesTitle}</h3>
              <table className="item-details__attributes">
                <thead>
                  <tr>
                    <th scope="col">{he.itemAttributeName}</th>
                    <th scope="col">{he.itemAttributeValue}</th>
                  </tr>
                </thead>
                <tbody>
                  {attributes.map((a, i) => (
                    <tr key={`${a.attributeName}-${i}`}>
                      <th scope="row">{a.attributeName}</th>
                      <td>{a.attributeValue}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      </div>
      {related.length > 0 && (
        <section className="item-details__section item-details__related" aria-labelledby="item-related">
          <h3 id="item-related">{he.itemRelatedTitle}</h3>
          <RelatedItems items={related} onOpen={(itemId) => dialogs.open({ d: 'item', itemId })} />
        </section>
      )}
    </div>
  );
});

export default observer(function ItemDialog({ dialog, onClose }: DialogProps) {
  const { catalogue, session } = useStores();
  const itemId = dialog.itemId ?? '';
  const priceKey = session.priceKey;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- priceKey (other prices) is a reason to read again, not an input
  const query = useMemo(() => (itemId ? catalogue.itemDetail(itemId) : null), [catalogue, itemId, priceKey]);
  const body = useRef<HTMLDivElement>(null);

  // A related item opens in the same dialog: start it from the top.
  useEffect(() => {
    body.current?.closest('[data-dialog-scroll]')?.scrollTo(0, 0);
  }, [itemId]);

  const item: ShownItem | undefined = query?.data;
  // The card's fields of a list, shown at once while the whole item is read.
  const more = query?.result.isPlaceholderData === true;
  const error = query?.error ?? null;
  usePageMeta(
    item
      ? {
          title: item.itemDescription,
          description: describe(item.fullDescription || item.description || item.itemDescription),
          canonical: `/?d=item&itemId=${encodeURIComponent(item.itemId)}`,
        }
      : null,
  );
  const notFound = !itemId || (isApiError(error) && (error.status === 404 || error.status === 400));

  let content;
  if (item) content = <ItemDetails key={item.itemId} item={item} more={more} />;
  else if (notFound) content = <p className="alert alert--info">{he.itemNotFound}</p>;
  else if (error) content = <LoadFailed text={he.itemLoadError} onRetry={() => void query?.refetch()} />;
  else
    content = (
      <div className="item-dialog__loading">
        <Spinner label={he.itemLoading} waitsOnNetwork />
      </div>
    );

  return (
    <Dialog title={item?.itemDescription ?? he.itemDialogTitle} onClose={onClose} size="wide">
      <div ref={body}>{content}</div>
    </Dialog>
  );
});
