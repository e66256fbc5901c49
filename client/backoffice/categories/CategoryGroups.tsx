// A category's item groups (the category dialog's connect action): the connected groups in
// display order with 'remove link' and an order input saved by one button, then a form that
// connects another group to the chosen category.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import type { CategoryConnectStore } from './CategoryConnectStore';
import { DataTable, RowAction } from '../lib/DataTable';
import { SelectField } from '../lib/FormFields';
import '../../ui/PagedList.css';
import '../lib/Hub.css';
import { OrderForm, OrderInput } from '../lib/OrderInput';
import { BusyButton } from '../../ui/BusyButton';

interface Props {
  store: CategoryConnectStore;
  /** Chooses another category (the dialog keeps it in its URL). */
  onCategory: (id: number | null) => void;
}

export const CategoryGroups = observer(function CategoryGroups({ store, onCategory }: Props) {
  const groupId = useId();

  if ((store.loadError || store.notFound) && store.categories.length === 0) {
    return (
      <div className="alert alert--error" role="alert">
        {he.groupsLoadFailed}{' '}
        <button type="button" className="button button--secondary button--small" onClick={() => void store.load()}>
          {he.retry}
        </button>
      </div>
    );
  }
  if (store.categories.length === 0) return <Spinner />;

  const connect = (e: FormEvent) => {
    e.preventDefault();
    void store.connect();
  };
  const connected = store.connected;

  return (
    <div className="hub-page">
      <MessageLine message={store.message} focus />
      {store.category && (
        <section aria-labelledby={`${groupId}-connected`}>
          <h3 id={`${groupId}-connected`}>{he.connectedTitle}</h3>
          {connected.length === 0 ? (
            <p className="muted">{he.noGroups}</p>
          ) : (
            <OrderForm onSave={() => void store.saveOrder()} saveLabel={he.saveGroupOrder} busy={store.busy}>
              <DataTable
                rows={connected}
                rowKey={(group) => group.id}
                columns={[
                  { header: he.colGroupName, cell: (group) => group.itemGroupName },
                  {
                    header: he.colOrder,
                    cell: (group) => (
                      <OrderInput
                        label={he.groupOrderOf(group.itemGroupName)}
                        value={store.orderOf(group.id)}
                        onChange={(value) => store.setOrder(group.id, value)}
                      />
                    ),
                  },
                ]}
                actionsHeader={he.colCategoryActions}
                actions={(group) => (
                  <RowAction
                    label={he.disconnectOf(group.itemGroupName)}
                    disabled={store.busy}
                    onClick={() => void store.disconnect(group)}
                  >
                    {he.disconnect}
                  </RowAction>
                )}
              />
            </OrderForm>
          )}
        </section>
      )}
      <section aria-labelledby={`${groupId}-connect`}>
        <h3 id={`${groupId}-connect`}>{he.connectFormTitle}</h3>
        <form className="hub-form" onSubmit={connect} noValidate>
          <SelectField
            label={he.categoryLabel}
            value={store.categoryId === null ? '' : String(store.categoryId)}
            onChange={(value) => onCategory(value ? Number(value) : null)}
            error={store.form.errors.categoryId}
            placeholder={he.chooseCategory}
          >
            {store.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.categoryName}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={groupId}
            label={he.groupLabel}
            value={store.selectedGroup}
            onChange={(value) => store.selectGroup(value)}
            error={store.form.errors.itemGroupId}
            placeholder={he.chooseGroup}
          >
            {store.unconnected.length > 0 && (
              <optgroup label={he.unconnectedGroups}>
                {store.unconnected.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.itemGroupName}
                  </option>
                ))}
              </optgroup>
            )}
            {store.elsewhere.length > 0 && (
              <optgroup label={he.otherGroups}>
                {store.elsewhere.map(({ group, categoryName }) => (
                  <option key={group.id} value={group.id}>
                    {he.groupIn(group.itemGroupName, categoryName)}
                  </option>
                ))}
              </optgroup>
            )}
          </SelectField>
          <div className="hub-form__actions">
            <BusyButton type="submit" className="button" busy={store.busy}>
              {store.busy ? he.connecting : he.connect}
            </BusyButton>
          </div>
        </form>
      </section>
    </div>
  );
});
