// Quick order (/quick-order, docs/product.md §5.7): paste a list or upload a CSV/XLSX file, check every line
// against the catalogue, fix or remove rows in place, and put the good ones in the cart at once.
// For business users; a visitor gets the login dialog, an administrator a note. A line may
// name its product (found, or a pick list), count in cartons; on a phone the rows are one line
// each with their details on demand, the results come into view, and the rows to fix can be shown alone.
import { observer } from 'mobx-react-lite';
import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatShekels } from '@shared/format';
import { packSize } from '@shared/rules/packSize';
import { isRejectedRow, type QuickRow } from '@shared/rules/quickOrder';
import { AddedToCart } from '../cart';
import { KeyboardScanToCart } from '../search';
import { usePageMeta } from '../../ui/pageMeta';
import { Img } from '../../ui/Img';
import { FilePicker } from '../../ui/FilePicker';
import { Spinner } from '../../ui/Spinner';
import { he } from '../../i18n/he';
import { QuickOrderStore } from './QuickOrderStore';
import { QuickOrderFileStatus } from './QuickOrderFileStatus';
import { useStores } from '../../stores/StoreContext';
import { selectOnFocus } from '../../ui/selectOnFocus';
import { downloadCsv } from '../../ui/csvFile';
import './QuickOrderPage.css';
import { hasPrice } from '@shared/rules/price';

function statusText(row: QuickRow): string {
  switch (row.status) {
    case 'found':
      return he.statusFound;
    case 'notFound':
      if (row.code !== '') return he.statusNotFound;
      return row.name ? he.statusNameNotFound : he.statusNoItem;
    case 'choose':
      return he.statusChoose;
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
  return row.status satisfies never;
}

/** How a row's state reads at a glance on a phone's one-line row (its words are in the status beside it, for screen readers). */
function statusTone(row: QuickRow): 'good' | 'merged' | 'bad' {
  if (row.status === 'found') return 'good';
  return row.status === 'duplicate' || row.status === 'unchecked' ? 'merged' : 'bad';
}

/** Focuses an element and scrolls it to the top of the screen, just under the sticky header; smoothly unless the user asks for reduced motion. */
function revealBelowHeader(el: HTMLElement | null): void {
  if (!el) return;
  el.focus({ preventScroll: true });
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  window.scrollTo({ top: window.scrollY + el.getBoundingClientRect().top - Math.max(0, header) - 12, behavior: still ? 'auto' : 'smooth' });
}

/** How many rows of a checked list are drawn at first, and how many more each time its end comes near. */
export const ROWS_AT_ONCE = 40;
/**
 * Where the table's end draws its next rows: from 800 px below the screen, and anywhere above it (a
 * jump to the page's end, by the End key or the scroll bar, passes it by in one step).
 */
const DRAW_AHEAD = '1000000px 0px 800px 0px';

/**
 * How many of a list's rows are drawn: the first ROWS_AT_ONCE, then more as the table's end comes
 * near (a long list costs what a screenful costs, however long it is). A new list (`list` changed)
 * starts again from its top; a row fixed in place keeps what is drawn.
 */
function useDrawnRows(list: number): [number, () => void] {
  const [drawn, setDrawn] = useState({ list, count: ROWS_AT_ONCE });
  if (drawn.list !== list) setDrawn({ list, count: ROWS_AT_ONCE });
  const more = useCallback(
    // A transition: drawing the next rows never holds up scrolling or typing.
    () => startTransition(() => setDrawn((d) => ({ list: d.list, count: d.count + ROWS_AT_ONCE }))),
    [],
  );
  return [drawn.list === list ? drawn.count : ROWS_AT_ONCE, more];
}

const QuickOrderPage = observer(function QuickOrderPage() {
  const root = useStores();
  const { session, dialogs } = root;
  const [store] = useState(() => new QuickOrderStore(root));
  const textId = useId();
  const textHintId = useId();
  const fileHintId = useId();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const isBusiness = session.userInfo?.userType === 'Business';
  const isVisitor = !session.isLoggedIn;
  const [drawn, drawMore] = useDrawnRows(store.checks);
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
          // The results come into view (on a phone they start below the fold), their heading focused.
          void store.check().then(() => revealBelowHeader(resultsRef.current));
        }}
      >
        <div className="quick-order__field">
          <label htmlFor={textId}>{he.pasteList}</label>
          <textarea
            id={textId}
            className="textarea quick-order__text"
            aria-describedby={textHintId}
            rows={8}
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
          <QuickOrderFileStatus store={store} />
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
          <h2 id="quick-order-results" ref={resultsRef} tabIndex={-1}>
            {he.resultsTitle}
          </h2>
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
              {store.rowsToFix.length > 0 && (
                <div className="quick-order__filter">
                  <label className="quick-order__filter-toggle">
                    <input type="checkbox" checked={store.onlyToFix} onChange={(e) => store.setOnlyToFix(e.target.checked)} />
                    <span>{he.onlyToFix}</span>
                  </label>
                  {store.onlyToFix && <span className="muted">{he.toFixCount(store.shownRows.length, rows.length)}</span>}
                </div>
              )}
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
                  {store.shownRows.slice(0, drawn).map((row) => (
                    <RowView key={row.line} row={row} store={store} />
                  ))}
                </tbody>
              </table>
              {store.shownRows.length > drawn && <MoreRows left={store.shownRows.length - drawn} drawn={drawn} onMore={drawMore} />}
              <div className="quick-order__actions">
                <button type="button" className="button" disabled={store.goodRows.length === 0} onClick={() => store.addToCart()}>
                  {he.addGoodRows}
                </button>
                {store.rejectedRows.length > 0 && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => void store.rejectedCsv(statusText).then((csv) => downloadCsv(csv, 'quick-order-rejected.csv'))}
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
            <bdi dir="auto">{unchecked.map((r) => r.code || r.raw).join(', ')}</bdi>
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
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const good = row.status === 'found';
  const toFix = isRejectedRow(row) || row.status === 'unchecked';
  const fixable = row.status === 'notFound';
  const byName = row.code === '';
  const item = row.item;
  const notes: string[] = [];
  if (row.byName && item) notes.push(he.matchedByName);
  if (good && row.unit === 'pack' && row.quantity !== null)
    notes.push(he.packsUnderstood(row.quantity, row.packWord ?? 'אריזה', row.quantity * packSize(item!)));
  if (good && row.defaulted) notes.push(he.defaultedNote);
  if (good && row.roundedUp && row.units !== undefined) notes.push(he.roundedUpNote(row.units, packSize(item!)));
  if (good && row.merged?.length) notes.push(he.mergedNote(row.merged.join(', ')));
  const tone = statusTone(row);
  return (
    <tr className={`quick-order__row quick-order__row--${row.status}${open ? ' quick-order__row--open' : ''}`}>
      <td data-label={he.colLine} className="quick-order__line">
        {row.line}
      </td>
      <td data-label={he.colCode} className="quick-order__more" id={detailsId}>
        {fixable ? (
          <input
            className="input quick-order__code"
            dir="auto"
            aria-label={byName ? he.nameOfLine(row.line) : he.codeOfLine(row.line)}
            defaultValue={byName ? (row.name ?? '') : row.code}
            onBlur={(e) => {
              if (e.target.value.trim() !== (byName ? (row.name ?? '') : row.code)) void store.fixRow(row.line, { code: e.target.value });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') (e.target as HTMLInputElement).blur();
            }}
          />
        ) : (
          <span dir="ltr" className="quick-order__code-text">
            {row.code || '–'}
          </span>
        )}
      </td>
      <td data-label={he.colItem} className="quick-order__item-cell">
        <span className={`quick-order__mark quick-order__mark--${tone}`}>
          <span aria-hidden="true">{tone === 'good' ? '✓' : tone === 'bad' ? '!' : '↩'}</span>
          <span className="visually-hidden">{statusText(row)}</span>
        </span>
        {item ? (
          <span className="quick-order__item">
            <Img src={item.pictureUrl} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <span className="quick-order__name">{item.itemDescription}</span>
          </span>
        ) : (
          <span className="muted quick-order__name" dir="auto">
            {row.raw}
          </span>
        )}
      </td>
      <td data-label={he.colPack} className="quick-order__more">
        {item ? he.quickPackOf(packSize(item)) : '–'}
      </td>
      <td data-label={he.colPrice} className="quick-order__more">
        {item && hasPrice(item) ? formatShekels(item.salePriceInNIS) : '–'}
      </td>
      <td data-label={he.colQuantity} className="quick-order__quantity-cell">
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
          <span dir="ltr">{row.quantity ?? '–'}</span>
        )}
      </td>
      <td data-label={he.colStatus} className="quick-order__more">
        <span className="quick-order__status-cell">
          <span className={`quick-order__status quick-order__status--${tone}`}>{statusText(row)}</span>
          {notes.map((n) => (
            <span key={n} className="quick-order__note muted">
              {n}
            </span>
          ))}
          {row.status === 'choose' && <PickList row={row} store={store} />}
        </span>
      </td>
      <td className="actions-cell quick-order__more quick-order__actions-cell">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-label={he.removeRow(row.line)}
          onClick={() => store.removeRow(row.line)}
        >
          {he.removeLineShort}
        </button>
      </td>
      {/* A phone's one-line row: its details on demand (a desktop's table shows them all). */}
      <td className="quick-order__toggle-cell">
        <button
          type="button"
          className="button button--small button--secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={he.rowDetailsOf(toFix ? he.rowFix : he.rowDetails, row.line)}
          onClick={() => setOpen(!open)}
        >
          {toFix ? he.rowFix : he.rowDetails}
        </button>
      </td>
    </tr>
  );
});

/**
 * The end of a long list's drawn rows: the next rows are drawn by themselves as it comes near the
 * screen, or by pressing it (a keyboard or a screen reader reaches it as the next control after the
 * last row drawn; focus then goes on to the first row it drew).
 */
function MoreRows({ left, drawn, onMore }: { left: number; drawn: number; onMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    // A new observer after each batch: its first report says whether the end is still near.
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: DRAW_AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [drawn, onMore]);
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const row = ref.current?.closest('section')?.querySelectorAll('tbody tr')[drawn - ROWS_AT_ONCE];
    row?.querySelector<HTMLElement>('input, button')?.focus();
  }, [drawn]);
  return (
    <button
      ref={ref}
      type="button"
      className="button button--secondary quick-order__more-rows"
      onClick={() => {
        pressed.current = true;
        onMore();
      }}
    >
      {he.moreRows(Math.min(ROWS_AT_ONCE, left), left)}
    </button>
  );
}

/** A name that fits several items: the closest few, one press takes it. */
const PickList = observer(function PickList({ row, store }: { row: QuickRow; store: QuickOrderStore }) {
  const headingId = useId();
  const choices = row.choices ?? [];
  const more = (row.choicesTotal ?? choices.length) - choices.length;
  return (
    <span className="quick-order__pick" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="quick-order__pick-title">
        {he.didYouMean}
      </span>
      {choices.map((choice) => (
        <button
          key={choice.id}
          type="button"
          className="quick-order__choice"
          aria-label={he.chooseItem(choice.itemDescription)}
          onClick={() => store.pickItem(row.line, choice)}
        >
          {choice.itemDescription}
          {hasPrice(choice) && <span className="muted"> · {formatShekels(choice.salePriceInNIS)}</span>}
        </button>
      ))}
      {more > 0 && <span className="muted quick-order__note">{he.moreChoices(more)}</span>}
    </span>
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
