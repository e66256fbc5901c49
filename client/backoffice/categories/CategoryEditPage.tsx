// /categories/edit/:categoryId: two tabs, the details (name and description, Update and Cancel;
// success returns to the list) and the image (preview, upload); plus the item-group dialog.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { CategoryImageForm } from './CategoryImageForm';
import { HubTabs } from '../lib/HubTabs';
import { useRouteStore } from '../lib/screen';
import { CategoryFormStore } from './CategoryFormStore';
import '../lib/Hub.css';

type Tab = 'details' | 'image';
const TABS = [
  { key: 'details', label: he.tabDetails },
  { key: 'image', label: he.tabImage },
] as const;

const CategoryEditPage = observer(function CategoryEditPage() {
  const { dialogs } = useStores();
  const { id, store } = useRouteStore('categoryId', (deps, id) => new CategoryFormStore(deps, id));
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('details');

  const category = store.category;
  let content;
  if (id !== null && store.loadError && !store.notFound) {
    content = <LoadFailed text={he.categoryLoadFailed} onRetry={() => void store.load()} />;
  } else if (id === null || store.notFound) {
    content = (
      <p className="alert alert--error" role="alert">
        {he.notFound}
      </p>
    );
  } else if (!category) {
    content = <Spinner />;
  } else {
    content = (
      <section className="card hub-section">
        <HubTabs tabs={TABS} active={tab} onChange={setTab} label={he.tabsLabel}>
          {tab === 'details' ? (
            <CategoryDetailsForm
              store={store}
              mode="edit"
              onDone={() => void navigate('/categories', { state: { flash: { tone: 'success', text: he.updated } } })}
              onCancel={() => void navigate('/categories')}
            />
          ) : (
            <CategoryImageForm store={store} />
          )}
        </HubTabs>
      </section>
    );
  }

  return (
    <div className="hub-page">
      <header className="hub-head">
        <div>
          <h1>{he.editTitle(category?.categoryName ?? '')}</h1>
          <Link to="/categories">{he.backToCategories}</Link>
        </div>
        {category && (
          <div className="hub-head__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dialogs.open({ d: 'category', action: 'connect', id: category.id })}
            >
              {he.manageGroups}
            </button>
          </div>
        )}
      </header>
      {content}
    </div>
  );
});

export default CategoryEditPage;
