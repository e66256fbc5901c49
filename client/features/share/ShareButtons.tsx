// Sending an order or the cart on (docs/product.md §5.9): a WhatsApp link, a mail link and, where the
// device has it (navigator.share), its own share sheet with the whole text. Presentational: the links
// come made (shareText.ts).
import { useEffect, useId, useState } from 'react';
import { he } from './he';
import { MailIcon, ShareIcon, WhatsappIcon } from '../../ui/icons';
import type { ShareLinks } from './shareText';
import './ShareButtons.css';

interface Props {
  links: ShareLinks;
  /** The group's accessible name (which order, or the cart). */
  label: string;
  /** The heading shown above the buttons, if any. */
  title?: string;
  hint?: string;
  small?: boolean;
  /** On a phone, the buttons one under the other across the width. */
  stack?: boolean;
}

/** Whether this browser has the Web Share API (known only in the browser, after the first render). */
function useCanShare(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => setCan(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  return can;
}

export function ShareButtons({ links, label, title, hint, small = false, stack = false }: Props) {
  const canShare = useCanShare();
  const [failed, setFailed] = useState(false);
  const hintId = useId();
  const omitted = Math.max(links.omittedWhatsapp, links.omittedMail);
  const size = small ? ' button--small' : '';

  const share = async () => {
    setFailed(false);
    try {
      await navigator.share({ title: links.subject, text: links.text });
    } catch (err) {
      // The buyer closed the share sheet: nothing to say.
      if ((err as { name?: string } | null)?.name !== 'AbortError') setFailed(true);
    }
  };

  return (
    <div
      className={stack ? 'share share--stack' : 'share'}
      role="group"
      aria-label={label}
      aria-describedby={hint || omitted > 0 ? hintId : undefined}
    >
      {title && <h2 className="share__title">{title}</h2>}
      <div className="share__buttons">
        <a className={`button button--secondary share__whatsapp${size}`} href={links.whatsapp} target="_blank" rel="noopener noreferrer">
          <WhatsappIcon />
          {he.shareWhatsapp}
          <span className="visually-hidden"> {he.opensWhatsapp}</span>
        </a>
        <a className={`button button--secondary${size}`} href={links.mail}>
          <MailIcon />
          {he.shareMail}
        </a>
        {canShare && (
          <button type="button" className={`button button--secondary${size}`} onClick={() => void share()}>
            <ShareIcon />
            {he.shareNative}
          </button>
        )}
      </div>
      {(hint || omitted > 0) && (
        <p id={hintId} className="muted share__hint">
          {hint}
          {hint && omitted > 0 ? ' ' : ''}
          {omitted > 0 ? he.shareShortened(omitted, canShare) : ''}
        </p>
      )}
      {failed && (
        <p className="alert alert--error share__failed" role="alert">
          {he.shareFailed}
        </p>
      )}
    </div>
  );
}
