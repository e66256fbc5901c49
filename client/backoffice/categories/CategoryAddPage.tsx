// /add-category: the add form; a new category goes on to its edit screen with the item-group
// dialog open, so its groups (and then its image) come next.
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { he } from './he';
import { useScreenStore } from '../lib/screen';
import { CategoryDetailsForm } from './CategoryDetailsForm';
import { CategoryFormStore } from './CategoryFormStore';
import '../lib/Hub.css';

const CategoryAddPage = observer(function CategoryAddPage() {
  const store = useScreenStore((deps) => new CategoryFormStore(deps));
  const navigate = useNavigate();
  return (
    <div className="hub-page">
      <header className="hub-head">
        <h1>{he.addTitle}</h1>
        <Link to="/categories">{he.backToCategories}</Link>
      </header>
      <section className="card hub-section hub-narrow">
        <CategoryDetailsForm
          store={store}
          mode="add"
          onDone={(id) => void navigate(`/categories/edit/${id}?d=category&action=connect&id=${id}`)}
          onCancel={() => void navigate('/categories')}
        />
      </section>
    </div>
  );
});

export default CategoryAddPage;
