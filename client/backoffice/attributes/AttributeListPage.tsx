// /attributes: the attributes, paged and searchable, each with Edit and Values.
import { observer } from 'mobx-react-lite';
import { he } from '../he';
import { idColumn, RowAction } from '../lib/DataTable';
import { useFlash } from '../lib/FormPage';
import { ListPage } from '../lib/ListPage';
import { AttributeListStore } from './AttributeListStore';
import { useScreenStore } from '../lib/screen';

function AttributeListPage() {
  const { list } = useScreenStore((deps) => new AttributeListStore(deps));
  const flash = useFlash();
  return (
    <ListPage
      title={he.boAttribute.listTitle}
      add={{ to: '/add-attribute', label: he.boAttribute.addLink }}
      message={flash}
      list={list}
      label={he.boAttribute.listLabel}
      empty={he.boAttribute.empty}
      columns={[
        idColumn,
        { header: he.boAttribute.colName, cell: (a) => a.name },
        { header: he.boAttribute.colDescription, cell: (a) => a.description },
      ]}
      actions={(a) => (
        <>
          <RowAction to={`/attributes/edit/${a.id}`} label={he.boAttribute.editOf(a.name)}>
            {he.boAttribute.edit}
          </RowAction>
          <RowAction to={`/attributes/${a.id}/values`} label={he.boAttribute.valuesOf(a.name)}>
            {he.boAttribute.values}
          </RowAction>
        </>
      )}
    />
  );
}

export default observer(AttributeListPage);
