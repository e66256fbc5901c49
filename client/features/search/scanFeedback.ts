// What a scan to the cart says: a short tone (higher for an added pack, lower for a refused code) and
// a buzz where the device has them, and the words for each outcome. Shared by the camera's
// continuous scan and a keyboard-wedge scanner's codes on the cart and quick-order pages.
import { he } from './he';
import type { Item } from '@shared/contract/entities';
import type { ScanStatus } from './ScanToCartStore';

/** A short tone and a buzz, where the device has them. */
export class ScanFeedback {
  private audio: AudioContext | null = null;

  /** Called from the tap that turns the mode on: browsers let a page make sound only after one. */
  arm(): void {
    try {
      this.audio ??= new AudioContext();
    } catch {
      this.audio = null;
    }
  }

  signal(ok: boolean): void {
    navigator.vibrate?.(ok ? 60 : [40, 60, 40]);
    const audio = this.audio;
    if (!audio) return;
    try {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = ok ? 1200 : 300;
      gain.gain.value = 0.08;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + (ok ? 0.08 : 0.2));
    } catch {
      // No sound is no loss: the list and the vibration say the same.
    }
  }

  close(): void {
    void this.audio?.close().catch(() => undefined);
  }
}

/** Why a scanned code was refused (or that it was found). */
export function scanStatusText(status: ScanStatus): string {
  return status === 'notFound'
    ? he.scanNotFound
    : status === 'failed'
      ? he.scanNotChecked
      : status === 'unavailable'
        ? he.statusUnavailable
        : status === 'priceOnRequest'
          ? he.statusPriceOnRequest
          : he.statusFound;
}

/** The line said (and announced) for one scan: the item added, or the code and why it was refused. */
export function scanMessage(status: ScanStatus, code: string, item: Pick<Item, 'itemDescription'> | undefined): string {
  return status === 'added' ? he.scanAdded(item?.itemDescription ?? code) : he.scanRefused(code, scanStatusText(status));
}
