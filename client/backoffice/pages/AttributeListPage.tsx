// /attributes: the attributes, paged and searchable, each with Edit and Values.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PagedList } from '../../components/PagedList';
import { he } from '../he';
import { useStores } from '../../StoreContext';
import { FormMessage } from '../components/FormFields';
import { FormPage, useFlash } from '../components/FormPage';
import { attributeList } from '../stores/AttributeListStore';

function AttributeListPage() {
  const { api } = useStores();
  const [list] = useState(() => attributeList(api));
  const flash = useFlash();
  return (
    <FormPage
      title={he.attrListTitle}
      width="wide"
      actions={
        <Link to="/add-attribute" className="button button--small">
          {he.attrAddLink}
        </Link>
      }
    >
      {flash && <FormMessage tone={flash.tone} text={flash.text} />}
      <PagedList list={list} label={he.attrListLabel} empty={he.attrEmpty}>
        {(items) => (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{he.boId}</th>
                <th scope="col">{he.attrColName}</th>
                <th scope="col">{he.attrColDescription}</th>
                <th scope="col">{he.boActions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id}>
                  <td data-label={he.boId} className="bo-num">{a.id}</td>
                  <td data-label={he.attrColName}>{a.name}</td>
                  <td data-label={he.attrColDescription}>{a.description}</td>
                  <td className="actions-cell">
                    <div className="row-actions">
                      <Link to={`/attributes/edit/${a.id}`} className="button button--secondary button--small" aria-label={he.attrEditOf(a.name)}>
                        {he.attrEdit}
                      </Link>
                      <Link to={`/attributes/${a.id}/values`} className="button button--secondary button--small" aria-label={he.attrValuesOf(a.name)}>
                        {he.attrValues}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PagedList>
    </FormPage>
  );
}

export default observer(AttributeListPage);
