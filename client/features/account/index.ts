// The account as the other features use it: the route guard, the notice of an ended session and
// the login dialog (its own chunk, loaded on first use).
import { lazyChunk } from '../../ui/lazyChunk';

export { RequireRole } from './RequireRole';
export { SessionEndedNotice } from './SessionEndedNotice';

export const LoginDialog = lazyChunk(() => import('./LoginDialog'));
