// The buyer's standing orders (/standing-orders, docs/product.md §5.12): each with its days, its next
// delivery and until when to confirm it, its lines and what became of its last day; its ready cart,
// a skip of the next day, its form and its deletion. `?new=1` shows the form of a new one (its lines
// from the cart, a past order or the usual items), `?edit=<id>` one's form, and `?ready=<id>` (the
// reminder e-mail's link) opens its ready cart.
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { deadlineText } from '@shared/rules/orderChange';
import { nextDelivery, weekdayOf } from '@shared/rules/delivery';
import { deliveryDayText, firstStartDate, scheduleText } from '@shared/rules/standingOrder';
import { he } from './he';
import { usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { errorText } from '../../ui/errorText';
import { focusElement } from '../../ui/focusReturn';
import { StandingOrderForm, type StandingFormValues } from './StandingOrderForm';
import type { StandingView } from './StandingStore';
import { useReadyCart } from './useReadyCart';
import './Standing.css';

const StandingOrdersPage = observer(function StandingOrdersPage() {
  const { standing, cart, now } = useStores();
  const [params, setParams] = useSearchParams();
  usePageMeta({ title: he.standingTitle, description: he.metaStanding, canonical: '/standing-orders' });
  const [news, setNews] = useState<string | null>(null);
  const newsRef = useRef<HTMLParagraphElement>(null);
  const { open, problem } = useReadyCart();
  const editId = params.get('edit');
  const creating = params.get('new') === '1';
  const readyId = params.get('ready');

  useEffect(() => {
    void standing.refresh();
  }, [standing]);

  // The reminder e-mail's link: the ready cart of that standing order, once the orders are read.
  const readyView = readyId ? standing.views.find((v) => v.order.id === readyId) : undefined;
  useEffect(() => {
    if (!readyView) return;
    setParams({}, { replace: true });
    void open(readyView);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [readyView?.order.id]);

  const done = (text: string) => {
    standing.dropDraft();
    setParams({});
    setNews(text);
    requestAnimationFrame(() => newsRef.current && focusElement(newsRef.current));
  };
  const leaveForm = () => {
    standing.dropDraft();
    setParams({});
  };

  const editing = editId ? standing.views.find((v) => v.order.id === editId) : undefined;
  let form: ReactNode = null;
  if (creating) {
    const draft = standing.draft;
    // The weekday of the earliest delivery: the first day it could come is the one the cart would promise now.
    const earliest = nextDelivery(new Date(now()), standing.rules)?.day;
    const weekday = earliest ? weekdayOf(earliest) : (standing.rules.days[0] ?? 0);
    const initial: StandingFormValues = {
      name: he.standingNameDefault,
      weekday,
      everyWeeks: 1,
      startDate: firstStartDate(weekday, standing.rules, new Date(now())) ?? '',
      // Without a draft (the page read again), the cart's own lines, when it has some.
      comment: draft?.comment ?? (cart.held ? '' : cart.comment),
      lines: draft?.lines ?? (cart.held ? [] : [...cart.items]),
    };
    form = (
      <StandingOrderForm
        key="new"
        title={he.standingNewTitle}
        initial={initial}
        save={(input) => standing.create(input)}
        onDone={(name) => done(he.standingSaved(name))}
        onCancel={leaveForm}
      />
    );
  } else if (editing) {
    const o = editing.order;
    form = (
      <StandingOrderForm
        key={o.id}
        title={he.standingEditTitle(o.name)}
        initial={{
          name: o.name,
          weekday: o.weekday,
          everyWeeks: o.everyWeeks,
          startDate: editing.next?.deliveryDate ?? o.startDate,
          comment: o.comment,
          lines: o.lines.map((l) => ({ ...l, pictureUrl: l.pictureUrl ?? '' })),
        }}
        save={(input) => standing.update(o.id, input)}
        onDone={(name) => done(he.standingSaved(name))}
        onCancel={leaveForm}
      />
    );
  }

  return (
    <div className="standing-page">
      <header className="standing-page__header">
        <h1>{he.standingTitle}</h1>
        <p className="muted">{he.standingIntro}</p>
      </header>
      <p ref={newsRef} tabIndex={-1} className={news ? 'alert alert--success' : 'visually-hidden'} role="status">
        {news}
      </p>
      {problem && (
        <p className="alert alert--warning" role="alert">
          {problem}
        </p>
      )}
      {form}
      {!form &&
        (standing.failed && !standing.loaded ? (
          <LoadFailed text={he.standingLoadFailed} onRetry={() => void standing.refresh()} />
        ) : !standing.loaded ? (
          <p className="muted" aria-busy="true">
            {he.standingLoading}
          </p>
        ) : standing.views.length === 0 ? (
          <section className="card standing-empty">
            <h2>{he.standingEmptyTitle}</h2>
            <p>{he.standingEmptyText}</p>
            {!cart.isEmpty && !cart.held && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  standing.startDraft(cart.items, cart.comment);
                  setParams({ new: '1' });
                }}
              >
                {he.standingMake} ({he.standingFromCart})
              </button>
            )}
          </section>
        ) : (
          <ul className="standing-list">
            {standing.views.map((view) => (
              <StandingCard
                key={view.order.id}
                view={view}
                onReady={() => void open(view)}
                onEdit={() => setParams({ edit: view.order.id })}
                onNews={setNews}
              />
            ))}
          </ul>
        ))}
      {!form && (
        <p className="standing-page__back">
          <Link to="/shoppingCart">{he.goToCart}</Link>
        </p>
      )}
    </div>
  );
});

/** One standing order: its days, next delivery, lines and last outcome, and what can be done with it. */
const StandingCard = observer(function StandingCard({
  view,
  onReady,
  onEdit,
  onNews,
}: {
  view: StandingView;
  onReady: () => void;
  onEdit: () => void;
  onNews: (text: string) => void;
}) {
  const { standing } = useStores();
  const { order, next } = view;
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const last = order.outcomes.at(-1);
  const act = async (run: () => Promise<void>, text: string) => {
    setFailed(null);
    try {
      await run();
      onNews(text);
    } catch (err) {
      setFailed(`${he.standingActionFailed} ${errorText(err)}`);
    }
  };
  return (
    <li className="card standing-card" aria-labelledby={titleId}>
      <div className="standing-card__head">
        <h2 id={titleId} className="standing-card__name">
          {order.name}
        </h2>
        {next?.state === 'due' && <span className="sticker sticker--price">{he.standingDueNow}</span>}
      </div>
      <p className="standing-card__schedule">
        {scheduleText(order)} · {he.standingLines(order.lines.length)}
      </p>
      {next ? (
        <p className="standing-card__next">
          <strong>{he.standingNext(deliveryDayText(next.deliveryDate))}</strong> · {he.standingOrderBy(deadlineText(next.orderBy))}
        </p>
      ) : (
        <p className="alert alert--warning">{he.standingNoDay}</p>
      )}
      {next && next.passedOver.length > 0 && (
        <p className="muted">{he.standingPassedOver(next.passedOver.map(deliveryDayText).join(', '))}</p>
      )}
      {last && (
        <p className="muted standing-card__last">
          {last.outcome === 'placed'
            ? he.standingLastPlaced(deliveryDayText(last.deliveryDate), last.orderNumber)
            : he.standingLastSkipped(deliveryDayText(last.deliveryDate))}
        </p>
      )}
      <p className="muted standing-card__items">{order.lines.map((l) => `${l.itemDescription} × ${l.quantity}`).join(' · ')}</p>
      {failed && (
        <p className="alert alert--error" role="alert">
          {failed}
        </p>
      )}
      {asking ? (
        <div className="standing-card__ask" role="group" aria-label={he.standingDeleteAsk(order.name)}>
          <p>{he.standingDeleteAsk(order.name)}</p>
          <button
            type="button"
            className="button button--danger button--small"
            onClick={() => void act(() => standing.remove(order.id), he.standingDeleted(order.name))}
          >
            {he.standingDeleteYes}
          </button>
          <button type="button" className="button button--secondary button--small" onClick={() => setAsking(false)}>
            {he.standingDeleteNo}
          </button>
        </div>
      ) : (
        <div className="standing-card__actions">
          {next && (
            <button type="button" className="button" disabled={standing.preparing === order.id} onClick={onReady}>
              {he.standingReady}
              <span className="visually-hidden"> {he.standingReadyOf(order.name)}</span>
            </button>
          )}
          {next && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void act(
                  () => standing.skip(order.id, next.deliveryDate),
                  he.standingSkipped(order.name, deliveryDayText(next.deliveryDate)),
                )
              }
            >
              {he.standingSkip}
              <span className="visually-hidden"> {he.standingSkipOf(order.name, deliveryDayText(next.deliveryDate))}</span>
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={onEdit}>
            {he.standingEdit}
            <span className="visually-hidden"> {he.standingEditOf(order.name)}</span>
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            {he.standingDelete}
            <span className="visually-hidden"> {he.standingDeleteOf(order.name)}</span>
          </button>
        </div>
      )}
    </li>
  );
});

export default StandingOrdersPage;
