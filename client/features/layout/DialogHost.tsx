// Renders the dialog the URL names (?d=...&action=...), each loaded on first use: the storefront's
// own, and the back office's as it registers them (backoffice/entry.ts).
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import type { DialogName } from '@shared/rules/dialog';
import { useStores } from '../../stores/StoreContext';
import { useChunkArrivals } from '../../ui/lazyChunk';
import { LoginDialog } from '../account';
import { ItemDialog, RecommendedDialog } from '../item-dialog';
import { backOfficeDialogs } from '../../backoffice/entry';
import type { DialogComponent, DialogRegistry } from '../../ui/dialogs';

const storefrontDialogs: DialogRegistry = {
  account: {
    login: LoginDialog,
  },
  item: {
    '*': ItemDialog,
  },
  shoppingCart: {
    '*': RecommendedDialog,
  },
};

/** The component for a dialog's action, or for any of its actions. */
function dialogFor(name: DialogName, action: string): DialogComponent | undefined {
  for (const registry of [storefrontDialogs, backOfficeDialogs]) {
    const actions: Partial<Record<string, DialogComponent>> | undefined = registry[name];
    const component = actions?.[action] ?? actions?.['*'];
    if (component) return component;
  }
  return undefined;
}

export const DialogHost = observer(function DialogHost() {
  useChunkArrivals();
  const { dialogs } = useStores();
  const dialog = dialogs.current;
  if (!dialog) return null;
  const Component = dialogFor(dialog.d, dialog.action);
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component dialog={dialog} onClose={() => dialogs.close()} />
    </Suspense>
  );
});
