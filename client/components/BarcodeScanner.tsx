// Barcode scanning (loaded only when the button is pressed): the rear camera, EAN, UPC and
// Code128; a read code goes to the search for it; no camera gives a message.
import { BarcodeFormat, DecodeHintType } from '@zxing/library';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { he } from '../i18n/he';
import { Dialog } from './Dialog';

const FORMATS = [BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.UPC_A, BarcodeFormat.UPC_E, BarcodeFormat.CODE_128];

export default function BarcodeScanner({ onClose }: { onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let controls: IScannerControls | null = null;
    let stopped = false;
    if (!navigator.mediaDevices?.getUserMedia) {
      setError(he.noCamera);
      return;
    }
    const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, FORMATS]]);
    const reader = new BrowserMultiFormatReader(hints);
    reader
      .decodeFromConstraints({ audio: false, video: { facingMode: { ideal: 'environment' } } }, video.current!, (result) => {
        if (!result || stopped) return;
        stopped = true;
        controls?.stop();
        onClose();
        navigate(`/search?query=${encodeURIComponent(result.getText())}`);
      })
      .then((c) => {
        controls = c;
        if (stopped) c.stop();
      })
      .catch(() => setError(he.noCamera));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [navigate, onClose]);

  return (
    <Dialog title={he.scanTitle} onClose={onClose}>
      {error ? (
        <p className="alert alert--warning" role="alert">
          {error}
        </p>
      ) : (
        <>
          <p className="muted">{he.scanHint}</p>
          <video ref={video} className="scanner__video" muted playsInline aria-label={he.scanTitle} />
        </>
      )}
    </Dialog>
  );
}
