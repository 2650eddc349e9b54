import { Children, type ReactNode } from 'react';
import { cx } from './cx';

export interface HorizontalScrollerProps {
  /** The items; each is put in a list item that snaps to the start edge. */
  children: ReactNode;
  /**
   * Item width, chosen so the next item peeks in: `sm` vendor and category icons (~5 on a phone),
   * `md` cards (~3), `lg` banners (one, with the next one's edge showing), `auto` items' own width (chips).
   */
  size?: 'sm' | 'md' | 'lg' | 'auto';
  /** Accessible name of the row (translated). */
  label?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * A row that scrolls sideways with snap points (vendors, categories, banners). Nothing moves by
 * itself. Its items must be links or buttons: Tab brings each into view, which is how a keyboard
 * scrolls the row (a row of bare pictures is a Carousel). As a direct child of PageSection it
 * bleeds to the screen's edges and keeps the page padding as its scroll padding.
 */
export function HorizontalScroller({ children, size = 'md', label, className, ...rest }: HorizontalScrollerProps) {
  return (
    <ul {...rest} aria-label={label} className={cx('tk-hscroll', `tk-hscroll--${size}`, className)}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li className="tk-hscroll__item">{child}</li>))}
    </ul>
  );
}
