// The category menu: item-group submenus open on hover on a desktop; on a phone the hamburger
// opens the menu and a tap expands a category.
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { he } from '../i18n/he';
import { useStores } from '../StoreContext';
import { ChevronIcon } from './icons';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

export const CategoryNav = observer(function CategoryNav({ open, onNavigate }: Props) {
  const { catalogue } = useStores();
  const [expanded, setExpanded] = useState<number | null>(null);
  const categories = catalogue.categoryList ?? [];

  return (
    <nav id="site-nav" className={`category-nav${open ? ' category-nav--open' : ''}`} aria-label={he.categoriesMenu}>
      <ul className="category-nav__list">
        <li className="category-nav__item">
          <NavLink to="/items" className="category-nav__link" onClick={onNavigate}>
            {he.allProducts}
          </NavLink>
        </li>
        {categories.map((category) => {
          const isExpanded = expanded === category.id;
          return (
            <li key={category.id} className={`category-nav__item${isExpanded ? ' category-nav__item--expanded' : ''}`}>
              <div className="category-nav__row">
                <NavLink to={`/categories/${category.id}`} className="category-nav__link" onClick={onNavigate}>
                  {category.categoryName}
                </NavLink>
                {category.itemGroups.length > 0 && (
                  <button
                    type="button"
                    className="category-nav__expand"
                    aria-expanded={isExpanded}
                    aria-label={he.expandCategory(category.categoryName)}
                    onClick={() => setExpanded(isExpanded ? null : category.id)}
                  >
                    <ChevronIcon />
                  </button>
                )}
              </div>
              {category.itemGroups.length > 0 && (
                <ul className="category-nav__submenu">
                  {category.itemGroups.map((group) => (
                    <li key={group.id}>
                      <Link to={`/categories/${category.id}/itemGroup/${group.id}`} onClick={onNavigate}>
                        {group.itemGroupName}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
