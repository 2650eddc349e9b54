import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element; `section` or `article` when the card has its own heading. */
  as?: 'div' | 'section' | 'article';
  /** No inner padding (a List or an image fills it). */
  flush?: boolean;
}

/** A raised surface with the large radius: a summary, a form block, a group of rows. */
export function Card({ as: Element = 'div', flush, className, ...rest }: CardProps) {
  return <Element {...rest} className={cx('tk-card', flush && 'tk-card--flush', className)} />;
}
