import { useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { SectionHeader } from './SectionHeader';

export interface PageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's title (translated); with it the section gets a SectionHeader and is named by it. */
  title?: ReactNode;
  /** Heading level of the title; default 2. */
  level?: 2 | 3;
  moreLabel?: ReactNode;
  moreHref?: string;
  onMore?: (event: MouseEvent<HTMLElement>) => void;
  /** Replaces "more" at the header's end. */
  action?: ReactNode;
  /** No side padding: the content runs edge to edge (a banner). */
  flush?: boolean;
}

/**
 * A block of a page: the page padding (12-16 px) at the sides and the section spacing (16-24 px)
 * from the previous block (DESIGN.md: Layout). Stack them; the spacing comes with them.
 */
export function PageSection({ title, level, moreLabel, moreHref, onMore, action, flush, className, children, ...rest }: PageSectionProps) {
  const titleId = useId();
  return (
    <section
      {...rest}
      aria-labelledby={title != null ? titleId : rest['aria-labelledby']}
      className={cx('tk-section', flush && 'tk-section--flush', className)}
    >
      {title != null && <SectionHeader id={titleId} title={title} level={level} moreLabel={moreLabel} moreHref={moreHref} onMore={onMore} action={action} />}
      {children}
    </section>
  );
}
