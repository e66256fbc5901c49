// The item's dialog and the recommended items' dialog, each its own chunk, loaded on first use.
import { lazyChunk } from '../../ui/lazyChunk';

export const ItemDialog = lazyChunk(() => import('./ItemDialog'));
export const RecommendedDialog = lazyChunk(() => import('./RecommendedDialog'));
