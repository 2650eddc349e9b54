import type { ReactNode } from 'react';
import type { TMenuCategory } from '../categories';

export interface CategoryMenuProps {
  categories: readonly TMenuCategory[];
  selected: TMenuCategory;
  labelOf: (category: TMenuCategory) => string;
  iconOf: (category: TMenuCategory) => ReactNode;
  /** The menu's accessible name (translated). */
  label: string;
  onChoose: (category: TMenuCategory) => void;
}

/** The game entry screen's category side menu (`category-menu`, entries `data-category`); the chosen one is aria-current. */
export function CategoryMenu({ categories, selected, labelOf, iconOf, label, onChoose }: CategoryMenuProps) {
  return (
    <nav className="gm-cats" aria-label={label} data-testid="category-menu">
      <ul className="gm-cats__list">
        {categories.map((c) => (
          <li key={c}>
            <button type="button" className="gm-cats__item" data-category={c} aria-current={c === selected ? 'true' : undefined} onClick={() => onChoose(c)}>
              <span className="gm-cats__icon" aria-hidden="true">
                {iconOf(c)}
              </span>
              <span className="gm-cats__label">{labelOf(c)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
