import type { HTMLAttributes } from 'react';
import { badgeText } from '@tessera/contract';
import { cx } from './cx';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  count?: number;
  /** What a screen reader hears instead of the bare number (translated, e.g. "5 unread messages"). */
  label?: string;
}

/** An unread counter: nothing at 0 or undefined, `99+` above BADGE_CAP (spec §2 Message center). */
export function Badge({ count, label, className, ...rest }: BadgeProps) {
  if (!count || count <= 0) return null;
  const text = badgeText(count);
  return (
    <span {...rest} className={cx('tk-badge', className)}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className="tk-visually-hidden">{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
