// A category's item groups (the category dialog's connect action): the connected groups in
// display order with 'remove link' and an order input saved by one button, then a form that
// connects another group to the chosen category.
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Spinner } from '../../components/Spinner';
import { he, validationText } from '../he';
import type { CategoryConnectStore } from '../stores/CategoryConnectStore';
import { HubNotice } from './HubNotice';
import '../../components/PagedList.css';
import './Hub.css';
import { OrderInput } from './OrderInput';

const t = he.boCategory;

interface Props {
  store: CategoryConnectStore;
  /** Chooses another category (the dialog keeps it in its URL). */
  onCategory: (id: number | null) => void;
}

export const CategoryGroups = observer(function CategoryGroups({ store, onCategory }: Props) {
  const categoryId = useId();
  const groupId = useId();

  if (store.loadError && store.categories.length === 0) {
    return (
      <div className="alert alert--error" role="alert">
        {store.loadError}{' '}
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
  const saveOrder = (e: FormEvent) => {
    e.preventDefault();
    void store.saveOrder();
  };
  const connected = store.connected;

  return (
    <div className="hub-page">
      <HubNotice notice={store.notice} />
      {store.category && (
        <section aria-labelledby={`${groupId}-connected`}>
          <h3 id={`${groupId}-connected`}>{t.connectedTitle}</h3>
          {connected.length === 0 ? (
            <p className="muted">{t.noGroups}</p>
          ) : (
            <form onSubmit={saveOrder} noValidate>
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">{t.colGroupName}</th>
                    <th scope="col">{t.colOrder}</th>
                    <th scope="col">{t.colActions}</th>
                  </tr>
                </thead>
                <tbody>
                  {connected.map((group) => (
                    <tr key={group.id}>
                      <td data-label={t.colGroupName}>{group.itemGroupName}</td>
                      <td data-label={t.colOrder}>
                        <OrderInput label={t.groupOrderOf(group.itemGroupName)} value={store.orderOf(group.id)} onChange={(value) => store.setOrder(group.id, value)} />
                      </td>
                      <td className="actions-cell">
                      <div className="row-actions">
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-label={t.disconnectOf(group.itemGroupName)}
                            disabled={store.busy}
                            onClick={() => void store.disconnect(group)}
                          >
                            {t.disconnect}
                          </button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <div className="hub-list-footer">
                  <button type="submit" className="button" disabled={store.busy}>
                    {t.saveGroupOrder}
                  </button>
                </div>
              </form>
            )}
          </section>
        )}
        <section aria-labelledby={`${groupId}-connect`}>
          <h3 id={`${groupId}-connect`}>{t.connectFormTitle}</h3>
          <form className="hub-form" onSubmit={connect} noValidate>
            <div className="field">
              <label htmlFor={categoryId}>{t.categoryLabel}</label>
              <select
                id={categoryId}
                className="select"
                value={store.categoryId ?? ''}
                onChange={(e) => onCategory(e.target.value ? Number(e.target.value) : null)}
                aria-invalid={store.errors.categoryId ? true : undefined}
                aria-describedby={store.errors.categoryId ? `${categoryId}-error` : undefined}
              >
                <option value="">{t.chooseCategory}</option>
                {store.categories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.categoryName}
                  </option>
                ))}
              </select>
              {store.errors.categoryId && (
                <span id={`${categoryId}-error`} className="field-error">
                  {validationText(store.errors.categoryId)}
                </span>
              )}
            </div>
            <div className="field">
              <label htmlFor={groupId}>{t.groupLabel}</label>
              <select
                id={groupId}
                className="select"
                value={store.selectedGroup}
                onChange={(e) => store.selectGroup(e.target.value)}
                aria-invalid={store.errors.itemGroupId ? true : undefined}
                aria-describedby={store.errors.itemGroupId ? `${groupId}-error` : undefined}
              >
                <option value="">{t.chooseGroup}</option>
                {store.unconnected.length > 0 && (
                  <optgroup label={t.unconnectedGroups}>
                    {store.unconnected.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.itemGroupName}
                      </option>
                    ))}
                  </optgroup>
                )}
                {store.elsewhere.length > 0 && (
                  <optgroup label={t.otherGroups}>
                    {store.elsewhere.map(({ group, categoryName }) => (
                      <option key={group.id} value={group.id}>
                        {t.groupIn(group.itemGroupName, categoryName)}
                      </option>
                    ))}
                  </optgroup>
                )}
              </select>
              {store.errors.itemGroupId && (
                <span id={`${groupId}-error`} className="field-error">
                  {validationText(store.errors.itemGroupId)}
                </span>
              )}
            </div>
            <div className="hub-form__actions">
              <button type="submit" className="button" disabled={store.busy}>
                {store.busy ? t.connecting : t.connect}
              </button>
            </div>
          </form>
        </section>
      </div>
    );
  });
