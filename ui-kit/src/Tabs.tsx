import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './Badge';
import { cx } from './cx';

export interface TTabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Unread or item count shown beside the label (hidden at 0). */
  badge?: number;
}

export interface TabsProps<V extends string = string> {
  items: readonly TTabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Accessible name of the tab list (translated). */
  label?: string;
  /** The selected tab's content, rendered in the tab panel. Omit to render the tab list alone. */
  children?: ReactNode;
  /** Keep the tab list on screen while the list under it scrolls (DESIGN.md: category tabs), below `--tk-sticky-top`. */
  sticky?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * WAI-ARIA tabs, controlled. Arrow keys move and select (automatic activation), Home/End jump;
 * only the selected tab is in the Tab order. Arrows follow reading direction under dir="rtl".
 */
export function Tabs<V extends string = string>({ items, value, onChange, label, children, sticky, className, ...rest }: TabsProps<V>) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );
  const panelId = `${base}-panel`;
  const hasPanel = children !== undefined;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = e.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const last = items.length - 1;
    let next: number;
    if (step !== undefined) next = (selected + step + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else return;
    e.preventDefault();
    const item = items[next];
    if (!item) return;
    refs.current[next]?.focus();
    if (item.value !== value) onChange(item.value);
  };

  return (
    <div {...rest} className={cx('tk-tabs', className)}>
      <div role="tablist" aria-label={label} className={cx('tk-tabs__list', sticky && 'tk-tabs__list--sticky')}>
        {items.map((item, i) => {
          const isSelected = i === selected;
          return (
            <button
              key={item.value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${i}`}
              aria-selected={isSelected}
              aria-controls={hasPanel ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              className="tk-tab"
              // On each tab rather than the tablist: keys reach only the focused tab, and a tablist
              // with a key handler would itself have to be focusable (it is not, in WAI-ARIA tabs).
              onKeyDown={onKeyDown}
              onClick={() => !isSelected && onChange(item.value)}
            >
              {item.label}
              <Badge count={item.badge} />
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div role="tabpanel" id={panelId} aria-labelledby={`${base}-tab-${selected}`} tabIndex={0} className="tk-tabs__panel">
          {children}
        </div>
      )}
    </div>
  );
}
