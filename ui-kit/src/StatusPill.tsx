import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type TStatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The status in words (translated, e.g. "Under review"): the colour only repeats it. */
  children: ReactNode;
  /** neutral (default), info (in progress), success (verified, claimed), warning (under review), danger (rejected). */
  tone?: TStatusTone;
}

/** A status as coloured text on its tint; AA contrast in both themes. */
export function StatusPill({ tone = 'neutral', className, ...rest }: StatusPillProps) {
  return <span {...rest} className={cx('tk-pill', `tk-pill--${tone}`, className)} />;
}
