import type { CSSProperties, HTMLAttributes } from 'react';
import { cx } from './cx';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** CSS length or pixels. Default 100%. */
  width?: number | string;
  /** CSS length or pixels. Default 1em. */
  height?: number | string;
  shape?: 'rect' | 'text' | 'circle';
}

/**
 * A shimmering placeholder. Decorative: mark the loading region itself with aria-busy.
 * The shimmer stops under reduced motion (tokens.css).
 */
export function Skeleton({ width, height, shape = 'rect', className, style, ...rest }: SkeletonProps) {
  const size: CSSProperties = { width, height, ...style };
  return <span {...rest} aria-hidden="true" style={size} className={cx('tk-skeleton', `tk-skeleton--${shape}`, className)} />;
}
