import { useId, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface SectionHeaderProps {
  /** The section's title (translated). */
  title: ReactNode;
  /** Heading level in the page outline; default 2. */
  level?: 2 | 3;
  /** A small glyph before the title; decorative. */
  icon?: ReactNode;
  /** Text of the "more" link/button at the end (translated). */
  moreLabel?: ReactNode;
  /** "More" as a link (call `event.preventDefault()` in `onMore` to route in-app). */
  moreHref?: string;
  /** "More" as a button, or the link's click. */
  onMore?: (event: MouseEvent<HTMLElement>) => void;
  /** Anything else at the end instead of "more" (a refresh button, a switch). */
  action?: ReactNode;
  /** The heading's id (PageSection names its section with it). */
  id?: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Title at the start, "more" at the end, the same height everywhere (DESIGN.md). The "more"
 * control is described by the title, so a screen reader hears "More, Hot games".
 */
export function SectionHeader({ title, level = 2, icon, moreLabel, moreHref, onMore, action, id, className, ...rest }: SectionHeaderProps) {
  const auto = useId();
  const titleId = id ?? auto;
  const Heading = level === 3 ? 'h3' : 'h2';
  const moreContent = (
    <>
      {moreLabel}
      <Icon name="chevron" className="tk-icon--flip" />
    </>
  );
  let more: ReactNode = null;
  if (moreHref)
    more = (
      <a className="tk-section-header__more" href={moreHref} aria-describedby={titleId} onClick={onMore}>
        {moreContent}
      </a>
    );
  else if (onMore)
    more = (
      <button type="button" className="tk-section-header__more" aria-describedby={titleId} onClick={onMore}>
        {moreContent}
      </button>
    );
  return (
    <div {...rest} className={cx('tk-section-header', className)}>
      <Heading id={titleId} className="tk-section-header__title">
        {icon != null && (
          <span className="tk-section-header__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <span className="tk-section-header__text">{title}</span>
      </Heading>
      {action}
      {more}
    </div>
  );
}
