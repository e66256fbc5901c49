// The camera scanner is its own chunk (about 480 KB with its decoder), loaded when the buyer opens it.
import { lazyChunk } from '../../ui/lazyChunk';

export const BarcodeScanner = lazyChunk(() => import('./BarcodeScanner'));
