// A keyboard-wedge barcode scanner (USB or Bluetooth, typing a code and Enter faster than a person)
// on the cart and quick-order pages: a scan made while no field has the focus adds one pack of its
// item to the cart, with the camera's continuous scan's tone, buzz, words and refusals (unknown,
// unavailable and unpriced codes are said, never added). The buyer's catalogue is read at the first
// scan, not before. The Enter that ends a code is taken, so it never presses the button that happens
// to have the focus ('ביצוע הזמנה' among them).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ScanToCartStore } from './ScanToCartStore';
import { useStores } from '../../stores/StoreContext';
import { WedgeReader } from './keyboardWedge';
import { ScanFeedback, scanMessage } from './scanFeedback';
import './KeyboardScanToCart.css';

/** How long a scan's line stays on screen. */
const SHOWN_MS = 4000;

/** Whether a key press goes to a field of its own (typing there is the field's, not a scan to the cart). */
function inField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== 'function') return false;
  return el.isContentEditable || el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null;
}

export const KeyboardScanToCart = observer(function KeyboardScanToCart() {
  const root = useStores();
  const [scan] = useState(() => new ScanToCartStore(root));
  const [line, setLine] = useState<{ text: string; ok: boolean; at: number } | null>(null);
  const canOrder = root.session.canOrder;

  useEffect(() => {
    if (!canOrder) return;
    const reader = new WedgeReader();
    const feedback = new ScanFeedback();
    const controller = new AbortController();
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || inField(e.target)) {
        reader.reset();
        return;
      }
      const code = reader.key(e.key, e.timeStamp);
      if (code === null) return;
      e.preventDefault();
      e.stopPropagation();
      // A key press lets the page make sound.
      feedback.arm();
      void scan.scan(code).then((status) => {
        if (controller.signal.aborted) return;
        feedback.signal(status === 'added');
        setLine({ text: scanMessage(status, code, scan.entries[0]?.item), ok: status === 'added', at: Date.now() });
      });
    };
    // Capture: the Enter that ends a code is taken before the focused button would act on it.
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      controller.abort();
      feedback.close();
    };
  }, [canOrder, scan]);

  useEffect(() => {
    if (!line) return;
    const timer = setTimeout(() => setLine(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [line]);

  if (!canOrder) return null;
  return (
    <div className="scan-toast-region" role="status">
      {line && (
        <p key={line.at} className={`scan-toast alert ${line.ok ? 'alert--success' : 'alert--warning'}`}>
          {line.text}
        </p>
      )}
    </div>
  );
});
