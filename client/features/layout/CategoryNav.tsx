// The category menu: on a desktop one row of categories whose item-group submenus open on hover,
// the categories that do not fit behind an 'עוד' (more) button; on a phone the hamburger opens
// the menu, every category in a column, and a tap expands a category. A category's group links
// are in the Tab order only while its groups are open (Tab went through every group of
// every category, 57 presses from the search box to the page): on a laptop the mouse opens them
// on hover and the keyboard with the down arrow on the category (Escape closes them).
import { observer } from 'mobx-react-lite';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink } from 'react-router-dom';
import { he } from './he';
import { useStores } from '../../stores/StoreContext';
import { CategoryMoreMenu } from './CategoryMoreMenu';
import { ChevronIcon } from '../../ui/icons';
import { useOverflowCount } from './useOverflowCount';
import './CategoryNav.css';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

export const CategoryNav = observer(function CategoryNav({ open, onNavigate }: Props) {
  const { catalogue, session } = useStores();
  const [expanded, setExpanded] = useState<number | null>(null);
  const categories = catalogue.categoryList ?? [];
  const list = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const shown = useOverflowCount(list, measure, categories.map((c) => c.categoryName).join('\n'));
  const overflow = categories.slice(shown);

  /** The down arrow on a category opens its groups at the first; Escape in them closes them, back on the category. */
  const onKeyDown = (categoryId: number, hasGroups: boolean) => (e: KeyboardEvent<HTMLLIElement>) => {
    const item = e.currentTarget;
    const link = item.querySelector<HTMLElement>('.category-nav__link');
    if (e.key === 'ArrowDown' && hasGroups && e.target === link) {
      e.preventDefault();
      flushSync(() => setExpanded(categoryId));
      item.querySelector<HTMLElement>('.category-nav__submenu a')?.focus();
    } else if (e.key === 'Escape' && expanded === categoryId) {
      e.stopPropagation();
      setExpanded(null);
      link?.focus();
    }
  };
  /** On a laptop the groups close when the focus leaves their category (on a phone they stay as tapped). */
  const onBlur = (categoryId: number) => (e: FocusEvent<HTMLLIElement>) => {
    if (!open && expanded === categoryId && !e.currentTarget.contains(e.relatedTarget as Node | null)) setExpanded(null);
  };

  return (
    <nav id="site-nav" className={`category-nav${open ? ' category-nav--open' : ''}`} aria-label={he.categoriesMenu}>
      <ul className="category-nav__list" ref={list}>
        <li className="category-nav__item">
          <NavLink to="/items" className="category-nav__link" onClick={onNavigate}>
            {he.allProducts}
          </NavLink>
        </li>
        {session.userInfo?.userType !== 'Administrator' && (
          // On a phone the header has no room for the quick-order icon: the menu has the link.
          <li className="category-nav__item category-nav__item--phone">
            <NavLink to="/quick-order" className="category-nav__link" onClick={onNavigate}>
              {he.quickOrder}
            </NavLink>
          </li>
        )}
        {categories.map((category, index) => {
          const isExpanded = expanded === category.id;
          const modifiers = `${isExpanded ? ' category-nav__item--expanded' : ''}${index >= shown ? ' category-nav__item--overflow' : ''}`;
          return (
            <li
              key={category.id}
              className={`category-nav__item${modifiers}`}
              onKeyDown={onKeyDown(category.id, category.itemGroups.length > 0)}
              onBlur={onBlur(category.id)}
            >
              <div className="category-nav__row">
                <NavLink
                  to={`/categories/${category.id}`}
                  className="category-nav__link"
                  onClick={onNavigate}
                  aria-keyshortcuts={category.itemGroups.length > 0 ? 'ArrowDown' : undefined}
                >
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
        {overflow.length > 0 && <CategoryMoreMenu categories={overflow} onNavigate={onNavigate} />}
      </ul>
      {/* The widths the row is fitted to: the same entries, unseen and out of the flow. */}
      <div className="category-nav__measure" aria-hidden="true">
        <div className="category-nav__measure-row" ref={measure}>
          <span className="category-nav__link">{he.allProducts}</span>
          {categories.map((category) => (
            <span key={category.id} className="category-nav__link">
              {category.categoryName}
            </span>
          ))}
          <span className="category-nav__link category-nav__more-button">
            {he.moreCategories}
            <ChevronIcon />
          </span>
        </div>
      </div>
    </nav>
  );
});
