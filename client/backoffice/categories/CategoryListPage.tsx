// /categories: the category list with search, paging, display order, edit, groups and delete.
import { MessageLine } from '../lib/Message';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CategoryTable } from './CategoryTable';
import { CategoryListStore } from './CategoryListStore';
import { useScreenStore } from '../lib/screen';
import { useFlash } from '../lib/FormPage';
import '../lib/Hub.css';

const CategoryListPage = observer(function CategoryListPage() {
  const { dialogs } = useStores();
  const store = useScreenStore((deps) => new CategoryListStore(deps));
  const navigate = useNavigate();
  const flash = useFlash();
  return (
    <div className="hub-page">
      <header className="hub-head">
        <h1>{he.listTitle}</h1>
        <div className="hub-head__actions">
          <Link to="/add-category" className="button">
            {he.add}
          </Link>
        </div>
      </header>
      {flash && <MessageLine message={flash} focus />}
      <CategoryTable
        store={store}
        onEdit={(category) => void navigate(`/categories/edit/${category.id}`)}
        onGroups={(category) => dialogs.open({ d: 'category', action: 'connect', id: category.id })}
      />
    </div>
  );
});

export default CategoryListPage;
