// A category (docs/product.md §2.1): its name, description and item groups, each leading to the
// group's product list; an unknown category gets a message and a button home.
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyState } from './EmptyState';
import { Img } from '../../ui/Img';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { he } from './he';
import { describe, usePageMeta } from '../../ui/pageMeta';
import { useStores } from '../../stores/StoreContext';
import './CategoryPage.css';

export default observer(function CategoryPage() {
  const { catalogue } = useStores();
  const { categoryId } = useParams();
  const id = categoryId !== undefined && /^[0-9]{1,9}$/.test(categoryId) ? Number(categoryId) : null;
  const categories = catalogue.categoryList;
  const found = id !== null && categories !== null ? catalogue.category(id) : undefined;
  usePageMeta(
    found
      ? {
          title: found.categoryName,
          description: describe(
            `${found.categoryName}: ${found.description ? `${found.description} ` : ''}${found.itemGroups.map((g) => g.itemGroupName).join(', ')}. ${he.metaWholesale}`,
          ),
          canonical: `/categories/${found.id}`,
        }
      : null,
  );

  if (categories === null) {
    if (catalogue.categories.error) {
      return <LoadFailed text={he.categoriesLoadError} onRetry={() => void catalogue.categories.refetch()} />;
    }
    return (
      <div className="category-page__loading">
        <Spinner waitsOnNetwork />
      </div>
    );
  }

  const category = id !== null ? catalogue.category(id) : undefined;
  if (!category) return <EmptyState title={he.categoryNotFoundTitle} text={he.categoryNotFoundText} />;

  return (
    <div className="category-page">
      <Breadcrumbs crumbs={[{ label: category.categoryName }]} />
      <header className="category-page__header">
        <h1>{category.categoryName}</h1>
        {category.description && <p className="category-page__description">{category.description}</p>}
      </header>
      <section aria-labelledby="category-groups">
        <h2 id="category-groups" className="category-page__subtitle">
          {he.categoryGroups}
        </h2>
        {category.itemGroups.length === 0 ? (
          <p className="muted">{he.categoryNoGroups}</p>
        ) : (
          <ul className="tiles tiles--groups">
            {category.itemGroups.map((group, index) => (
              <li key={group.id} className="tile card">
                {/* The first row is on the first screen (the page's largest image, preloaded by the server): not lazy.
                    Its alt is empty: the card's link says the same name. */}
                <Img
                  className="tile__image"
                  src={group.pictureUrl}
                  alt=""
                  width={400}
                  height={400}
                  loading={index < 2 ? 'eager' : 'lazy'}
                />
                <Link className="tile__link" to={`/categories/${category.id}/itemGroup/${group.id}`}>
                  {group.itemGroupName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
});
