// The category menu: item-group submenus open on hover on a desktop; on a phone the hamburger
// opens the menu and a tap expands a category. On a desktop the menu keeps to one row: the
// categories that do not fit (measured, not counted: names differ and the store manager renames
// them) move into a 'more' menu at the row's end (issue 12, item 16).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { Category } from '@shared/contract/entities';
import { he } from '../i18n/he';
import { useStores } from '../StoreContext';
import { ChevronIcon } from './icons';

interface Props {
  open: boolean;
  onNavigate: () => void;
}

/** The desktop layout starts here (SPEC.md section 9's mobile breakpoint). */
const DESKTOP = '(min-width: 992px)';
/** The gap between menu items, as CategoryNav's CSS sets it. */
const GAP = 4;

/**
 * How many of the items fit in one row of `available` pixels, with room for the 'more' button when
 * some do not: all of them, or the most that leave the button room (the first item always stays).
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + GAP + w > available && count > 0) break;
    used += GAP + w;
    count++;
  }
  return count;
}

/** Whether the desktop layout applies now (and on every change of it). */
function useDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(DESKTOP).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const update = () => setDesktop(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return desktop;
}

export const CategoryNav = observer(function CategoryNav({ open, onNavigate }: Props) {
  const { catalogue } = useStores();
  const [expanded, setExpanded] = useState<number | null>(null);
  const categories = catalogue.categoryList ?? [];
  const desktop = useDesktop();
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  // How many items of the row ('all products' first, then the categories) are shown on a desktop.
  const [fit, setFit] = useState<number>(Number.POSITIVE_INFINITY);
  const names = categories.map((c) => c.categoryName).join('\n');

  useLayoutEffect(() => {
    if (!desktop) return;
    const list = listRef.current;
    const measure = measureRef.current;
    if (!list || !measure) return;
    const recompute = () => {
      const items = [...measure.children] as HTMLElement[];
      const more = items.pop();
      const style = getComputedStyle(list);
      const available = list.clientWidth - parseFloat(style.paddingInlineStart || '0') - parseFloat(style.paddingInlineEnd || '0');
      const widths = items.map((el) => el.getBoundingClientRect().width);
      setFit(fittingCount(widths, available, more?.getBoundingClientRect().width ?? 0));
    };
    recompute();
    const observer = new ResizeObserver(recompute);
    observer.observe(list);
    observer.observe(measure);
    // The web font changes every width once it arrives.
    void document.fonts?.ready.then(recompute);
    return () => observer.disconnect();
  }, [desktop, names]);

  // 'all products' takes one place of the row; the categories the rest.
  const shownCategories = desktop && Number.isFinite(fit) ? Math.max(0, fit - 1) : categories.length;
  const overflow = categories.slice(shownCategories);

  return (
    <nav id="site-nav" className={`category-nav${open ? ' category-nav--open' : ''}`} aria-label={he.categoriesMenu}>
      <ul className="category-nav__list" ref={listRef}>
        <li className="category-nav__item">
          <NavLink to="/items" className="category-nav__link" onClick={onNavigate}>
            {he.allProducts}
          </NavLink>
        </li>
        {categories.slice(0, shownCategories).map((category) => (
          <CategoryItem
            key={category.id}
            category={category}
            expanded={expanded === category.id}
            onToggle={() => setExpanded(expanded === category.id ? null : category.id)}
            onNavigate={onNavigate}
          />
        ))}
        {overflow.length > 0 && <MoreMenu categories={overflow} onNavigate={onNavigate} />}
      </ul>
      {desktop && (
        // Every item at its natural width, out of sight (and clipped, so it widens no page): what the
        // row is measured against.
        <div className="category-nav__measure-box" aria-hidden="true">
        <ul className="category-nav__list category-nav__measure" ref={measureRef}>
          <li className="category-nav__item">
            <span className="category-nav__link">{he.allProducts}</span>
          </li>
          {categories.map((category) => (
            <li key={category.id} className="category-nav__item">
              <span className="category-nav__link">{category.categoryName}</span>
            </li>
          ))}
          <li className="category-nav__item">
            <span className="category-nav__link category-nav__more">
              {he.moreCategories} <ChevronIcon />
            </span>
          </li>
        </ul>
        </div>
      )}
    </nav>
  );
});

function CategoryItem({ category, expanded, onToggle, onNavigate }: { category: Category; expanded: boolean; onToggle: () => void; onNavigate: () => void }) {
  return (
    <li className={`category-nav__item${expanded ? ' category-nav__item--expanded' : ''}`}>
      <div className="category-nav__row">
        <NavLink to={`/categories/${category.id}`} className="category-nav__link" onClick={onNavigate}>
          {category.categoryName}
        </NavLink>
        {category.itemGroups.length > 0 && (
          <button type="button" className="category-nav__expand" aria-expanded={expanded} aria-label={he.expandCategory(category.categoryName)} onClick={onToggle}>
            <ChevronIcon />
          </button>
        )}
      </div>
      {category.itemGroups.length > 0 && <GroupList category={category} className="category-nav__submenu" onNavigate={onNavigate} />}
    </li>
  );
}

function GroupList({ category, className, onNavigate }: { category: Category; className: string; onNavigate: () => void }) {
  return (
    <ul className={className}>
      {category.itemGroups.map((group) => (
        <li key={group.id}>
          <Link to={`/categories/${category.id}/itemGroup/${group.id}`} onClick={onNavigate}>
            {group.itemGroupName}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The categories that do not fit the row, behind a disclosure button: each with its item groups.
 * Escape closes it and gives the focus back to the button; so does a click elsewhere or a choice.
 */
function MoreMenu({ categories, onNavigate }: { categories: Category[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <li className="category-nav__item category-nav__item--more" ref={itemRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="category-nav__link category-nav__more"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {he.moreCategories} <ChevronIcon />
      </button>
      <div id={panelId} className="category-nav__more-panel" hidden={!open}>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/categories/${category.id}`} className="category-nav__more-category" onClick={choose}>
                {category.categoryName}
              </Link>
              {category.itemGroups.length > 0 && <GroupList category={category} className="category-nav__more-groups" onNavigate={choose} />}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
