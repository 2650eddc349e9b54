import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The translated message, e.g. "No data". */
  text: ReactNode;
  /** Replaces the default empty-tray glyph; pass `null` for none. */
  icon?: ReactNode;
  /** Optional action under the text (a retry button, a link). */
  action?: ReactNode;
}

/** A list with nothing in it: the spec's 'no data', an icon, at most one action. Test id `empty-state` (observable contract) unless told otherwise. */
export function EmptyState({ text, icon = <Icon name="empty" />, action, className, ...rest }: EmptyStateProps) {
  return (
    <div data-testid="empty-state" {...rest} className={cx('tk-empty', className)}>
      {icon && (
        <span className="tk-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="tk-empty__text">{text}</p>
      {action}
    </div>
  );
}
