// Quick order (/quick-order, issue 14): paste a list or upload a CSV/XLSX file, check every line
// against the catalogue, fix or remove rows in place, and put the good ones in the cart at once.
// For business users; a visitor gets the login dialog, an administrator a note.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { formatShekels } from '@shared/format';
import { packSize } from '@shared/rules/packSize';
import type { QuickRow } from '@shared/rules/quickOrder';
import { AddedToCart } from '../components/AddedToCart';
import { KeyboardScanToCart } from '../components/KeyboardScanToCart';
import { usePageMeta } from '../components/pageMeta';
import { Img } from '../components/Img';
import { FilePicker } from '../components/FilePicker';
import { Spinner } from '../components/Spinner';
import { he } from '../i18n/he';
import { QuickOrderStore } from '../stores/QuickOrderStore';
import { useStores } from '../StoreContext';
import { selectOnFocus } from '../components/selectOnFocus';
import { downloadCsv } from '../components/csvFile';
import './QuickOrderPage.css';
import { hasPrice } from '@shared/rules/price';

function statusText(row: QuickRow): string {
  switch (row.status) {
    case 'found':
      return he.statusFound;
    case 'notFound':
      return he.statusNotFound;
    case 'unavailable':
      return he.statusUnavailable;
    case 'priceOnRequest':
      return he.statusPriceOnRequest;
    case 'duplicate':
      return he.statusDuplicate(row.mergedInto!);
    case 'badQuantity':
      return he.statusBadQuantity;
    case 'unchecked':
      return he.statusUnchecked;
  }
}

const REASONS: Record<string, string> = {
  notFound: he.statusNotFound,
  unavailable: he.statusUnavailable,
  priceOnRequest: he.statusPriceOnRequest,
  badQuantity: he.statusBadQuantity,
};

const QuickOrderPage = observer(function QuickOrderPage() {
  const root = useStores();
  const { session, dialogs } = root;
  const [store] = useState(() => new QuickOrderStore(root));
  const textId = useId();
  const textHintId = useId();
  const fileHintId = useId();
  const isBusiness = session.userInfo?.userType === 'Business';
  const isVisitor = !session.isLoggedIn;
  usePageMeta({ title: he.quickOrder, description: he.quickOrderIntro, canonical: '/quick-order' });
  // Codes left unchecked offline are checked when the network is back.
  useEffect(() => store.watchNetwork(), [store]);

  // A visitor is asked to sign in (once per visit of the page).
  useEffect(() => {
    if (isVisitor && !dialogs.current) dialogs.open({ d: 'account', action: 'login' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isVisitor]);

  if (!isBusiness) {
    return (
      <div className="quick-order">
        <h1>{he.quickOrder}</h1>
        {session.isLoggedIn && !session.userInfo ? (
          <Spinner />
        ) : (
          <div className="alert alert--info" role="status">
            <p>{isVisitor ? he.quickOrderForBusiness : he.quickOrderAdmin}</p>
            {isVisitor && (
              <button type="button" className="button" onClick={() => dialogs.open({ d: 'account', action: 'login' })}>
                {he.login}
              </button>
            )}
          </div>
        )}
      </div>
    );
  }

  const rows = store.rows;
  return (
    <div className="quick-order">
      <h1>{he.quickOrder}</h1>
      <p className="muted quick-order__intro">{he.quickOrderIntro}</p>
      <form
        className="card quick-order__form"
        onSubmit={(e) => {
          e.preventDefault();
          void store.check();
        }}
      >
        <div className="quick-order__field">
          <label htmlFor={textId}>{he.pasteList}</label>
          <textarea
            id={textId}
            className="textarea quick-order__text"
            aria-describedby={textHintId}
            rows={8}
            dir="ltr"
            value={store.text}
            placeholder={he.pastePlaceholder}
            onChange={(e) => store.setText(e.target.value)}
          />
          <p id={textHintId} className="muted hint">
            {he.pasteHint}
          </p>
        </div>
        <div className="quick-order__field">
          <FilePicker
            buttonLabel={he.uploadFile}
            buttonClassName="button button--secondary"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            describedBy={fileHintId}
            onFile={(file) => {
              if (file) void store.readFile(file);
            }}
          />
          <p id={fileHintId} className="muted hint">
            {he.uploadHint}{' '}
            <button
              type="button"
              className="quick-order__sample"
              onClick={() => void store.sampleCsv().then((csv) => downloadCsv(csv, 'quick-order-sample.csv'))}
            >
              {he.downloadSample}
            </button>
          </p>
          {store.fileName && !store.fileProblem && <p className="muted">{he.fileRead(store.fileName)}</p>}
          {store.fileProblem && (
            <p className="alert alert--error" role="alert">
              {
                { tooLarge: he.fileTooLarge, unsupported: he.fileUnsupported, unreadable: he.fileUnreadable, empty: he.fileEmpty }[
                  store.fileProblem
                ]
              }
            </p>
          )}
        </div>
        <div className="quick-order__actions">
          <button type="submit" className="button" disabled={store.checking || store.text.trim() === ''}>
            {store.checking ? he.checkingList : he.checkList}
          </button>
        </div>
      </form>

      {store.failed && (
        <p className="alert alert--error" role="alert">
          {he.catalogueFailed}
        </p>
      )}
      {store.added && <AddedToCart text={he.addedToCart(store.added.lines, store.added.units)} reveal />}

      {rows && (
        <section className="quick-order__results" aria-labelledby="quick-order-results">
          <h2 id="quick-order-results">{he.resultsTitle}</h2>
          {rows.length === 0 ? (
            <p className="alert alert--warning" role="status">
              {he.quickListEmpty}
            </p>
          ) : (
            <>
              <p className="quick-order__summary" role="status">
                {he.resultsSummary(store.goodRows.length, store.goodUnits, store.rejectedRows.length)}
              </p>
              {store.offline && <OfflineCheck store={store} />}
              <table className="data-table quick-order__table">
                <thead>
                  <tr>
                    <th scope="col">{he.colLine}</th>
                    <th scope="col">{he.colCode}</th>
                    <th scope="col">{he.colItem}</th>
                    <th scope="col">{he.colPack}</th>
                    <th scope="col">{he.colPrice}</th>
                    <th scope="col">{he.colQuantity}</th>
                    <th scope="col">{he.colStatus}</th>
                    <th scope="col">
                      <span className="visually-hidden">{he.colActions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <RowView key={row.line} row={row} store={store} />
                  ))}
                </tbody>
              </table>
              <div className="quick-order__actions">
                <button type="button" className="button" disabled={store.goodRows.length === 0} onClick={() => store.addToCart()}>
                  {he.addGoodRows}
                </button>
                {store.rejectedRows.length > 0 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void store.rejectedCsv(REASONS).then((csv) => downloadCsv(csv, 'quick-order-rejected.csv'))}
                  >
                    {he.downloadRejected}
                  </button>
                )}
              </div>
            </>
          )}
        </section>
      )}
    </div>
  );
});

/** Offline: the rows were checked against the items already known; the codes that could not be, and a way to check them now. */
const OfflineCheck = observer(function OfflineCheck({ store }: { store: QuickOrderStore }) {
  const unchecked = store.uncheckedRows;
  return (
    <div className="alert alert--warning quick-order__offline" role="status">
      <p>{he.quickOfflineChecked}</p>
      {unchecked.length > 0 && (
        <>
          <p>
            {he.quickUnchecked}
            <bdi dir="ltr">{unchecked.map((r) => r.code).join(', ')}</bdi>
          </p>
          <p>{he.quickUncheckedLater}</p>
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={store.checking}
            onClick={() => void store.recheck()}
          >
            {he.quickCheckAgain}
          </button>
        </>
      )}
    </div>
  );
});

const RowView = observer(function RowView({ row, store }: { row: QuickRow; store: QuickOrderStore }) {
  const good = row.status === 'found';
  const fixable = row.status === 'notFound';
  const item = row.item;
  const notes: string[] = [];
  if (good && row.defaulted) notes.push(he.defaultedNote);
  if (good && row.roundedUp && row.quantity !== null) notes.push(he.roundedUpNote(row.quantity, packSize(item!)));
  if (good && row.merged?.length) notes.push(he.mergedNote(row.merged.join(', ')));
  return (
    <tr className={`quick-order__row quick-order__row--${row.status}`}>
      <td data-label={he.colLine}>{row.line}</td>
      <td data-label={he.colCode}>
        {fixable ? (
          <input
            className="input quick-order__code"
            dir="ltr"
            aria-label={he.codeOfLine(row.line)}
            defaultValue={row.code}
            onBlur={(e) => {
              if (e.target.value.trim() !== row.code) void store.fixRow(row.line, { code: e.target.value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            }}
          />
        ) : (
          <span dir="ltr">{row.code}</span>
        )}
      </td>
      <td data-label={he.colItem}>
        {item ? (
          <span className="quick-order__item">
            <Img src={item.pictureUrl} alt="" width={40} height={40} />
            <span>{item.itemDescription}</span>
          </span>
        ) : (
          <span className="muted" dir="auto">
            {row.raw}
          </span>
        )}
      </td>
      <td data-label={he.colPack}>{item ? he.quickPackOf(packSize(item)) : '–'}</td>
      <td data-label={he.colPrice}>{item && hasPrice(item) ? formatShekels(item.salePriceInNIS) : '–'}</td>
      <td data-label={he.colQuantity}>
        {good || row.status === 'badQuantity' ? (
          <input
            className="input quick-order__quantity"
            inputMode="numeric"
            dir="ltr"
            aria-label={he.quantityOfLine(row.line)}
            {...selectOnFocus}
            defaultValue={good ? String(row.cartQuantity) : (row.badQuantity ?? '')}
            key={`${row.cartQuantity}-${row.badQuantity ?? ''}`}
            onBlur={(e) => {
              const value = e.target.value.trim();
              if (value !== (good ? String(row.cartQuantity) : (row.badQuantity ?? ''))) void store.fixRow(row.line, { quantity: value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            }}
          />
        ) : (
          (row.quantity ?? '–')
        )}
      </td>
      <td data-label={he.colStatus}>
        <span className="quick-order__status-cell">
          <span
            className={`quick-order__status quick-order__status--${good ? 'good' : row.status === 'duplicate' || row.status === 'unchecked' ? 'merged' : 'bad'}`}
          >
            {statusText(row)}
          </span>
          {notes.map((n) => (
            <span key={n} className="quick-order__note muted">
              {n}
            </span>
          ))}
        </span>
      </td>
      <td className="actions-cell">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={he.removeRow(row.line)}
          onClick={() => store.removeRow(row.line)}
        >
          {he.removeLineShort}
        </button>
      </td>
    </tr>
  );
});

/** Quick order, and a keyboard scanner's codes added to the cart from anywhere on the page. */
function QuickOrderRoute() {
  return (
    <>
      <QuickOrderPage />
      <KeyboardScanToCart />
    </>
  );
}

export default QuickOrderRoute;
