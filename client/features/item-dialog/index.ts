// The item's dialog and the recommended items' dialog, each its own chunk, loaded on first use.
import { lazyChunk } from '../../ui/lazyChunk';

const loadItemDialog = () => import('./ItemDialog');
export const ItemDialog = lazyChunk(loadItemDialog);
/** Starts loading the item dialog's code before it is opened (a scan will open it once its code is found). */
export function preloadItemDialog(): void {
  void loadItemDialog().catch(() => undefined);
}
export const RecommendedDialog = lazyChunk(() => import('./RecommendedDialog'));
