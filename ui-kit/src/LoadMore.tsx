import type { ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';

export interface LoadMoreProps {
  /** The button's text (translated). */
  label: ReactNode;
  onMore: () => void;
  /** The next page is loading. */
  busy?: boolean;
  className?: string;
  /** Default `load-more` (observable contract). */
  'data-testid'?: string;
}

/**
 * The "load more" button under a paged list: the way to the next page that needs no scrolling
 * (keyboards, screen readers, a browser without IntersectionObserver). Render it while there are
 * more pages, next to an InfiniteScroll sentinel.
 */
export function LoadMore({ label, onMore, busy = false, className, 'data-testid': testId = 'load-more' }: LoadMoreProps) {
  return (
    <div className={cx('tk-load-more', className)}>
      <Button variant="secondary" loading={busy} data-testid={testId} onClick={onMore}>
        {label}
      </Button>
    </div>
  );
}
