// Barcode scanning (loaded only when the button is pressed): the rear camera, EAN, UPC and Code128.
// By default a read code goes to the search for it. A business user can switch to continuous scan
// to cart: the camera stays open, each recognised code adds a pack of its item
// (with a short sound and vibration where the device has them), and a running list shows what was
// added, with a pack more or less per line and the last scan undone. No camera gives a message; a
// camera the buyer (or the browser) refused says so, with how to allow it again.
import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { he } from './he';
import { ScanToCartStore, type ScanEntry } from './ScanToCartStore';
import { useStores } from '../../stores/StoreContext';
import { Dialog } from '../../ui/Dialog';
import { Img } from '../../ui/Img';
import { ScanFeedback, scanMessage, scanStatusText } from './scanFeedback';

const FORMATS = [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128];

type Mode = 'search' | 'cart';

/** Why the camera did not open: permission refused, or no camera to open. */
type CameraProblem = 'refused' | 'none';

/** A getUserMedia failure told apart: NotAllowedError (and Safari's older SecurityError) is a refusal; NotFoundError, OverconstrainedError and the rest, no camera. */
export function cameraProblem(err: unknown): CameraProblem {
  const name =
    err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err) ? String((err as { name: unknown }).name) : '';
  return name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError' ? 'refused' : 'none';
}

const BarcodeScanner = observer(function BarcodeScanner({ onClose }: { onClose: () => void }) {
  const root = useStores();
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<CameraProblem | null>(null);
  /** Bumped by 'try again' after the buyer allowed the camera: the camera is asked for once more. */
  const [attempt, setAttempt] = useState(0);
  const [mode, setMode] = useState<Mode>('search');
  const [scan] = useState(() => new ScanToCartStore(root));
  const [feedback] = useState(() => new ScanFeedback());
  const [announcement, setAnnouncement] = useState('');
  const canScanToCart = root.session.canOrder;
  // The header passes a new onClose on every render (each added pack re-renders it): the camera must
  // not restart for that, so the effect reads the latest one through a ref.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => () => feedback.close(), [feedback]);

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError('none');
      return;
    }
    // Nothing to play into while a problem is shown ('try again' clears it first).
    if (!video.current) return;
    const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, FORMATS]]);
    // Scanning to the cart looks often, so a carton held up is caught at once.
    const reader = new BrowserMultiFormatReader(
      hints,
      mode === 'cart' ? { delayBetweenScanAttempts: 100, delayBetweenScanSuccess: 100 } : undefined,
    );
    reader
      .decodeFromConstraints({ audio: false, video: { facingMode: { ideal: 'environment' } } }, video.current!, (result) => {
        if (!result || stopped) return;
        const code = result.getText();
        if (mode === 'search') {
          stopped = true;
          controls?.stop();
          close.current();
          void navigate(`/search?query=${encodeURIComponent(code)}`);
          return;
        }
        const scanned = scan.seen(code, performance.now());
        if (scanned === null) return;
        void scanned.then((status) => {
          if (stopped) return;
          feedback.signal(status === 'added');
          setAnnouncement(scanMessage(status, code, scan.entries[0]?.item));
        });
      })
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch((err: unknown) => {
        if (!stopped) setError(cameraProblem(err));
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [navigate, mode, scan, feedback, attempt]);

  return (
    <Dialog title={he.scanTitle} onClose={onClose}>
      {canScanToCart && (
        <div className="scanner__modes" role="group" aria-label={he.scanTitle}>
          {(['search', 'cart'] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={`button button--small${mode === m ? '' : ' button--secondary'}`}
              aria-pressed={mode === m}
              onClick={() => {
                if (m === 'cart') feedback.arm();
                setMode(m);
              }}
            >
              {m === 'search' ? he.scanModeSearch : he.scanModeCart}
            </button>
          ))}
        </div>
      )}
      {error === 'refused' ? (
        <div className="alert alert--warning scanner__refused" role="alert">
          <strong>{he.cameraRefused}</strong>
          <p>{he.cameraAllowHow}</p>
          <ul>
            <li>{he.cameraAllowChrome}</li>
            <li>{he.cameraAllowSafari}</li>
            <li>{he.cameraAllowFirefox}</li>
          </ul>
          <p>{he.cameraAllowThen}</p>
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            {he.cameraRetry}
          </button>
        </div>
      ) : error === 'none' ? (
        <p className="alert alert--warning" role="alert">
          {he.noCamera}
        </p>
      ) : (
        <>
          <p className="muted">{mode === 'cart' ? he.scanCartHint : he.scanHint}</p>
          {/* One element per mode: the reader of the mode left stops its stream (and clears its element) after the next one started. */}
          <video
            key={mode}
            ref={video}
            className={`scanner__video${mode === 'cart' ? ' scanner__video--cart' : ''}`}
            muted
            playsInline
            aria-label={he.scanTitle}
          />
        </>
      )}
      {mode === 'cart' && <ScannedList scan={scan} announcement={announcement} onDone={onClose} />}
    </Dialog>
  );
});

const ScannedList = observer(function ScannedList({
  scan,
  announcement,
  onDone,
}: {
  scan: ScanToCartStore;
  announcement: string;
  onDone: () => void;
}) {
  return (
    <div className="scanner__cart">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <h3 className="scanner__list-title">{he.scannedList}</h3>
      {scan.entries.length === 0 ? (
        <p className="muted">{he.scannedEmpty}</p>
      ) : (
        <ul className="scanner__list" aria-label={he.scannedList}>
          {scan.entries.map((entry) => (
            <ScannedLine key={entry.item ? `i${entry.item.id}` : `c${entry.code}`} entry={entry} scan={scan} />
          ))}
        </ul>
      )}
      <div className="scanner__actions">
        <button type="button" className="button button--secondary" disabled={!scan.canUndo} onClick={() => scan.undo()}>
          {he.undoLastScan}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {he.scanDone}
        </button>
      </div>
    </div>
  );
});

const ScannedLine = observer(function ScannedLine({ entry, scan }: { entry: ScanEntry; scan: ScanToCartStore }) {
  const name = entry.item?.itemDescription ?? entry.code;
  const added = entry.status === 'added';
  return (
    <li className={`scanner__line${added ? '' : ' scanner__line--refused'}`}>
      {entry.item ? (
        <Img src={entry.item.pictureUrl} alt="" width={40} height={40} />
      ) : (
        <span className="scanner__no-image" aria-hidden="true" />
      )}
      <span className="scanner__line-text">
        <span className="scanner__line-name">{name}</span>
        <span className="muted">{added ? he.scannedUnits(entry.units) : scanStatusText(entry.status)}</span>
      </span>
      {added && (
        <span className="scanner__line-buttons">
          <button
            type="button"
            className="icon-button scanner__step"
            aria-label={he.scanMinus(name)}
            disabled={entry.units <= 0}
            onClick={() => scan.minus(entry)}
          >
            −
          </button>
          <button type="button" className="icon-button scanner__step" aria-label={he.scanPlus(name)} onClick={() => scan.plus(entry)}>
            +
          </button>
        </span>
      )}
    </li>
  );
});

export default BarcodeScanner;
