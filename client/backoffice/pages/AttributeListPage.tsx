// /attributes: the attributes, paged and searchable, each with Edit and Values.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { idColumn, RowAction } from '../components/DataTable';
import { useFlash } from '../components/FormPage';
import { ListPage } from '../components/ListPage';
import { attributeList } from '../stores/AttributeListStore';

function AttributeListPage() {
  const { api } = useStores();
  const [list] = useState(() => attributeList(api));
  const flash = useFlash();
  return (
    <ListPage
      title={he.attrListTitle}
      add={{ to: '/add-attribute', label: he.attrAddLink }}
      message={flash}
      list={list}
      label={he.attrListLabel}
      empty={he.attrEmpty}
      columns={[idColumn, { header: he.attrColName, cell: (a) => a.name }, { header: he.attrColDescription, cell: (a) => a.description }]}
      actions={(a) => (
        <>
          <RowAction to={`/attributes/edit/${a.id}`} label={he.attrEditOf(a.name)}>
            {he.attrEdit}
          </RowAction>
          <RowAction to={`/attributes/${a.id}/values`} label={he.attrValuesOf(a.name)}>
            {he.attrValues}
          </RowAction>
        </>
      )}
    />
  );
}

export default observer(AttributeListPage);
