// The 'עוד' (more) entry of the desktop category row: a disclosure button whose panel lists the
// categories that did not fit, each with its item groups. Escape, a click elsewhere or focus
// leaving close it; Escape gives focus back to the button.
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Category } from '@shared/contract/entities';
import { he } from './he';
import { ChevronIcon } from '../../ui/icons';

interface Props {
  categories: Category[];
  onNavigate: () => void;
}

export function CategoryMoreMenu({ categories, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const holdsCurrent = categories.some((c) => pathname === `/categories/${c.id}` || pathname.startsWith(`/categories/${c.id}/`));

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const navigate = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <li
      ref={item}
      className="category-nav__item category-nav__more"
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={`category-nav__link category-nav__more-button${holdsCurrent ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {he.moreCategories}
        <ChevronIcon />
      </button>
      <div id={panelId} className="category-nav__more-panel" hidden={!open}>
        <ul className="category-nav__more-list" style={{ '--more-columns': Math.min(categories.length, 4) } as CSSProperties}>
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink to={`/categories/${category.id}`} end className="category-nav__more-category" onClick={navigate}>
                {category.categoryName}
              </NavLink>
              {category.itemGroups.length > 0 && (
                <ul className="category-nav__more-groups">
                  {category.itemGroups.map((group) => (
                    <li key={group.id}>
                      <Link to={`/categories/${category.id}/itemGroup/${group.id}`} onClick={navigate}>
                        {group.itemGroupName}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
