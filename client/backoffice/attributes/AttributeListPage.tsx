// /attributes: the attributes, paged and searchable, each with Edit, Values and Delete (confirmed;
// the attribute's values go with it).
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { he } from './he';
import { ConfirmDelete } from '../lib/ConfirmDelete';
import { idColumn, RowAction } from '../lib/DataTable';
import { useFlash } from '../lib/FormPage';
import { ListPage } from '../lib/ListPage';
import { AttributeListStore } from './AttributeListStore';
import { useScreenStore } from '../lib/screen';

function AttributeListPage() {
  const store = useScreenStore((deps) => new AttributeListStore(deps));
  const flash = useFlash();
  useEffect(() => store.setMessage(flash), [store, flash]);
  return (
    <ListPage
      title={he.listTitle}
      add={{ to: '/add-attribute', label: he.addLink }}
      message={store.message}
      list={store.list}
      label={he.listLabel}
      empty={he.empty}
      columns={[idColumn, { header: he.colName, cell: (a) => a.name }, { header: he.colDescription, cell: (a) => a.description }]}
      actions={(a) => (
        <>
          <RowAction to={`/attributes/edit/${a.id}`} label={he.editOf(a.name)}>
            {he.edit}
          </RowAction>
          <RowAction to={`/attributes/${a.id}/values`} label={he.valuesOf(a.name)}>
            {he.values}
          </RowAction>
          <RowAction danger onClick={() => store.askDelete(a)} label={he.deleteOf(a.name)}>
            {he.delete}
          </RowAction>
        </>
      )}
    >
      <ConfirmDelete pending={store} message={(a) => he.confirmDelete(a.name)} />
    </ListPage>
  );
}

export default observer(AttributeListPage);
