import { cx } from './cx';
import { Skeleton } from './Skeleton';

export interface ListSkeletonProps {
  /** How many rows to sketch (default 5). */
  rows?: number;
  /** Sketch a leading icon on each row (default true). */
  icon?: boolean;
  /** Announced to screen readers while loading (translated, e.g. "Loading"). */
  label?: string;
  className?: string;
}

/** Rows in the shape of ListRow while a list loads; pair with `useDelayedFlag` (shown after 150 ms). */
export function ListSkeleton({ rows = 5, icon = true, label, className }: ListSkeletonProps) {
  return (
    <div className={cx('tk-list', 'tk-list-skeleton', className)} aria-busy="true">
      {label && (
        <span role="status" className="tk-visually-hidden">
          {label}
        </span>
      )}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="tk-row" aria-hidden="true">
          {icon && <Skeleton shape="circle" className="tk-row__icon" />}
          <span className="tk-row__text">
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="35%" />
          </span>
        </div>
      ))}
    </div>
  );
}
