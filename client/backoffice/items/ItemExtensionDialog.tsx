// The item extension dialog (?d=itemExtension&action=edit|attributes|relatedItems&itemId=...):
// one tab per action, the tab kept in the URL so back and forward move between them.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { DialogProps } from '../../ui/dialogs';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { useScreenStore } from '../lib/screen';
import { HubGuard } from '../lib/HubGuard';
import { ItemExtensionAttributes } from './ItemExtensionAttributes';
import { ItemExtensionDetails } from './ItemExtensionDetails';
import { ItemExtensionRelated } from './ItemExtensionRelated';
import { ItemExtensionStore } from './ItemExtensionStore';
import '../lib/Form.css';
import './ItemExtension.css';

type Action = 'edit' | 'attributes' | 'relatedItems';
const TABS: Array<{ action: Action; label: string }> = [
  { action: 'edit', label: he.tabEdit },
  { action: 'attributes', label: he.tabAttributes },
  { action: 'relatedItems', label: he.tabRelated },
];

const Tabs = observer(function Tabs({
  current,
  onSelect,
  idBase,
}: {
  current: Action;
  onSelect: (action: Action) => void;
  idBase: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  // Arrow keys move between tabs; in a right-to-left page the left arrow goes forward.
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowLeft' ? 1 : e.key === 'ArrowRight' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : step ? (index + step + TABS.length) % TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onSelect(TABS[to]!.action);
  };
  return (
    <div className="item-ext__tabs" role="tablist" aria-label={he.tabs}>
      {TABS.map((tab, i) => (
        <button
          key={tab.action}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${tab.action}`}
          aria-selected={tab.action === current}
          aria-controls={`${idBase}-panel`}
          tabIndex={tab.action === current ? 0 : -1}
          className="item-ext__tab"
          onClick={() => onSelect(tab.action)}
          onKeyDown={(e) => onKeyDown(e, i)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
});

const Content = observer(function Content({ itemId, action, onClose }: { itemId: string; action: Action; onClose: () => void }) {
  const { dialogs } = useStores();
  const idBase = useId();
  const store = useScreenStore((deps) => new ItemExtensionStore(deps, itemId));
  const select = (next: Action) => dialogs.open({ d: 'itemExtension', action: next, itemId }, { replace: true });
  const title = store.item ? he.extensionTitle(store.item.itemDescription) : he.titleLoading;
  return (
    <Dialog title={title} onClose={onClose} size="wide" unsaved={store.unsaved}>
      {store.notFound ? (
        <MessageLine message={{ tone: 'error', text: he.notFound }} />
      ) : store.loadError ? (
        <MessageLine message={{ tone: 'error', text: `${he.errorPrefix}${store.loadError}` }} />
      ) : store.loading ? (
        <Spinner />
      ) : (
        <>
          <Tabs current={action} onSelect={select} idBase={idBase} />
          <div role="tabpanel" id={`${idBase}-panel`} aria-labelledby={`${idBase}-tab-${action}`}>
            {action === 'edit' && <ItemExtensionDetails store={store} />}
            {action === 'attributes' && <ItemExtensionAttributes store={store.attributes} />}
            {action === 'relatedItems' && <ItemExtensionRelated store={store.related} />}
          </div>
        </>
      )}
    </Dialog>
  );
});

const ItemExtensionDialog = observer(function ItemExtensionDialog({ dialog, onClose }: DialogProps) {
  const action: Action = dialog.action === 'attributes' || dialog.action === 'relatedItems' ? dialog.action : 'edit';
  if (!dialog.itemId) {
    return (
      <Dialog title={he.titleLoading} onClose={onClose}>
        <MessageLine message={{ tone: 'error', text: he.notFound }} />
      </Dialog>
    );
  }
  return <Guarded itemId={dialog.itemId} action={action} onClose={onClose} />;
});

/**
 * Only an administrator edits an item's extension data: anyone else who opens the dialog's URL is
 * told so, as the other admin dialogs do, instead of getting a form whose every save is refused.
 * Nothing is loaded for them.
 */
const Guarded = observer(function Guarded({ itemId, action, onClose }: { itemId: string; action: Action; onClose: () => void }) {
  const { session } = useStores();
  if (session.userInfo?.userType === 'Administrator') return <Content key={itemId} itemId={itemId} action={action} onClose={onClose} />;
  return (
    <Dialog title={he.titleLoading} onClose={onClose}>
      <HubGuard roles={['Administrator']} deniedText={he.notAllowed}>
        {null}
      </HubGuard>
    </Dialog>
  );
});

export default ItemExtensionDialog;
