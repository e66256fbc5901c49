// /attributes: the attributes, paged and searchable, each with Edit, Values and Delete (confirmed;
// the attribute's values go with it).
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { he } from '../he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { idColumn, RowAction } from '../lib/DataTable';
import { useFlash } from '../lib/FormPage';
import { ListPage } from '../lib/ListPage';
import { AttributeListStore } from './AttributeListStore';
import { useScreenStore } from '../lib/screen';

const t = he.boAttribute;

function AttributeListPage() {
  const store = useScreenStore((deps) => new AttributeListStore(deps));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  return (
    <ListPage
      title={t.listTitle}
      add={{ to: '/add-attribute', label: t.addLink }}
      message={store.message}
      list={store.list}
      label={t.listLabel}
      empty={t.empty}
      columns={[idColumn, { header: t.colName, cell: (a) => a.name }, { header: t.colDescription, cell: (a) => a.description }]}
      actions={(a) => (
        <>
          <RowAction to={`/attributes/edit/${a.id}`} label={t.editOf(a.name)}>
            {t.edit}
          </RowAction>
          <RowAction to={`/attributes/${a.id}/values`} label={t.valuesOf(a.name)}>
            {t.values}
          </RowAction>
          <RowAction danger onClick={() => store.askDelete(a)} label={t.deleteOf(a.name)}>
            {t.delete}
          </RowAction>
        </>
      )}
    >
      <ConfirmDelete pending={store} message={(a) => t.confirmDelete(a.name)} />
    </ListPage>
  );
}

export default observer(AttributeListPage);
