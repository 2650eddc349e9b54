import { useT } from '@tessera/platform-sdk';
import { Icon } from '@tessera/ui-kit';
import type { TQuickNavItem, TQuickNavKey } from '../hooks';

export interface QuickNavProps {
  items: readonly TQuickNavItem[];
  onSelect: (key: TQuickNavKey) => void;
}

/** A row of round shortcuts under the balance (spec §2 quick nav). */
export function QuickNav({ items, onSelect }: QuickNavProps) {
  const t = useT('home');
  return (
    <nav className="home-quicknav" aria-label={t('quickNav.label')} data-testid="quick-nav">
      <ul className="home-quicknav-list">
        {items.map((item) => (
          <li key={item.key}>
            <button type="button" className="home-quicknav-item" data-key={item.key} onClick={() => onSelect(item.key)}>
              <span className="home-quicknav-icon">
                <Icon name={item.icon} size={22} />
              </span>
              <span className="home-quicknav-label">{t(`quickNav.${item.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
