// The delete behind the irreversible-action confirmation: a row's Delete asks, the dialog
// confirms (busy while the delete runs) or cancels. A store may hold the question itself
// (pendingDelete, confirmDelete, cancelDelete); a list whose store deletes at once keeps it in
// useConfirmDelete.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/** The item waiting for the confirmation, and the two answers. */
export interface PendingDelete<T> {
  readonly pendingDelete: T | null;
  readonly deleting: boolean;
  confirmDelete(): unknown;
  cancelDelete(): void;
}

/** The question kept in the component: `remove` deletes the item once confirmed. */
export function useConfirmDelete<T>(
  remove: (item: T) => Promise<unknown>,
  deleting: boolean,
): PendingDelete<T> & { askDelete(item: T): void } {
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  return {
    pendingDelete,
    deleting,
    askDelete: (item) => setPendingDelete(() => item),
    cancelDelete: () => setPendingDelete(null),
    confirmDelete: async () => {
      if (!pendingDelete) return;
      await remove(pendingDelete);
      setPendingDelete(null);
    },
  };
}

interface Props<T> {
  pending: PendingDelete<T>;
  /** The question, or the question about the item. */
  message: string | ((item: T) => string);
}

export const ConfirmDelete = observer(function ConfirmDelete<T>({ pending, message }: Props<T>) {
  const item = pending.pendingDelete;
  if (!item) return null;
  return (
    <ConfirmDialog
      message={typeof message === 'string' ? message : message(item)}
      irreversible
      busy={pending.deleting}
      onConfirm={() => void pending.confirmDelete()}
      onCancel={() => pending.cancelDelete()}
    />
  );
});
