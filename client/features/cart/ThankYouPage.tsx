// The order confirmation (/thank-you?orderNumber=..&documentLink=<sealed token>): the order number,
// its total, delivery day, items and comment (ThankYouDetails), a download link to the document and
// the buttons that send it on, or 'no order found' with a button home.
import { reaction } from 'mobx';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { documentPath, type DocumentStatus } from '../../api/documents';
import { focusElement } from '../../ui/focusReturn';
import { Spinner } from '../../ui/Spinner';
import { DownloadIcon } from '../../ui/icons';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { ThankYouDetails, ThankYouShare } from './ThankYouDetails';
import './ThankYouPage.css';

/** A sealed token is URL-safe text; anything else was not made by the server. */
const TOKEN = /^[A-Za-z0-9._~-]{16,8192}$/;
const ORDER_NUMBER = /^[1-9]\d{0,14}$/;

export default function ThankYouPage() {
  const { orders, outbox } = useStores();
  const [params] = useSearchParams();
  const orderNumber = params.get('orderNumber') ?? '';
  const token = params.get('documentLink') ?? '';
  const wellFormed = ORDER_NUMBER.test(orderNumber) && TOKEN.test(token);
  const [status, setStatus] = useState<DocumentStatus | 'checking'>('checking');

  // The confirmation is on screen: the cart page's 'order just placed' view has done its part.
  useEffect(() => orders.dismissPlaced(), [orders]);
  // An order that waited in the outbox has been seen through once its confirmation is open.
  useEffect(
    () =>
      reaction(
        () => outbox.outcomes.find((e) => e.result !== null && String(e.result.orderNumber) === orderNumber)?.key,
        (key) => {
          if (key) void outbox.acknowledge(key);
        },
        { fireImmediately: true },
      ),
    [outbox, orderNumber],
  );

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    setStatus('checking');
    orders.documentStatus(token, controller.signal).then(setStatus, () => undefined);
    return () => controller.abort();
  }, [orders, token, wellFormed]);

  // The page's news is its heading: the focus goes there once it shows (not left on the body, where
  // the cart's button that placed the order was), so a screen reader starts with it.
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = !wellFormed || status !== 'checking';
  useEffect(() => {
    if (settled && heading.current) focusElement(heading.current);
  }, [settled]);

  if (!wellFormed || status === 'missing') {
    return (
      <section className="empty-state thank-you thank-you--missing">
        <h1 ref={heading}>{he.noOrderFound}</h1>
        <p>{he.noOrderFoundText}</p>
        <Link to="/" className="button">
          {he.homeButton}
        </Link>
      </section>
    );
  }

  if (status === 'checking') {
    return (
      <section className="thank-you thank-you--checking">
        <Spinner label={he.checkingOrder} />
      </section>
    );
  }

  return (
    <section className="card thank-you">
      <svg className="thank-you__icon" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.14" />
        <path d="M14 25l7 7 13-15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 ref={heading}>{params.get('changed') === '1' ? he.thankYouChangedTitle : he.thankYouTitle}</h1>
      <p className="thank-you__number">
        {he.thankYouOrderNumber} <strong dir="ltr">{orderNumber}</strong>
      </p>
      {/* A standing order's ready cart confirmed (docs/product.md §5.12): which one. */}
      {params.get('standing') && <p className="thank-you__standing">{he.standingThankYou(params.get('standing')!)}</p>}
      <ThankYouDetails orderNumber={Number(orderNumber)} />
      <p className="muted">{he.thankYouText}</p>
      <div className="thank-you__actions">
        <a className="button" href={documentPath(token)} target="_blank" rel="noopener noreferrer">
          <DownloadIcon />
          {he.downloadDocument}
          <span className="visually-hidden"> {he.opensInNewTab}</span>
        </a>
        <Link to="/items" className="button button--secondary">
          {he.continueShopping}
        </Link>
      </div>
      <ThankYouShare orderNumber={Number(orderNumber)} />
    </section>
  );
}
