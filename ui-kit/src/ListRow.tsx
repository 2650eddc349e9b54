import { Children, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface ListRowProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  /** Leading glyph or image; decorative (the title names the row). */
  icon?: ReactNode;
  title: ReactNode;
  /** A second, muted line. */
  subtitle?: ReactNode;
  /** Trailing text: an amount, a date, a setting's current value. */
  value?: ReactNode;
  /** Trailing badge or status (a Badge, a StatusPill). */
  badge?: ReactNode;
  /** Trailing chevron; default on for links and buttons. Mirrored under dir="rtl". */
  chevron?: boolean;
  /** The row is a link (call `event.preventDefault()` in onClick to route in-app). */
  href?: string;
  /** The row is a button (or the link's click). Without href and onClick the row is plain text. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
}

/**
 * A row of a settings-like list (member menu, message center, records): at least 44 px high.
 * Extra attributes (`data-key`, `data-testid`, `aria-current`) go to the row element.
 */
export function ListRow({ icon, title, subtitle, value, badge, chevron, href, onClick, disabled, className, ...rest }: ListRowProps) {
  const interactive = Boolean(href || onClick);
  const content = (
    <>
      {icon != null && (
        <span className="tk-row__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="tk-row__text">
        <span className="tk-row__title">{title}</span>
        {subtitle != null && <span className="tk-row__subtitle">{subtitle}</span>}
      </span>
      {(value != null || badge != null) && (
        // Value over badge (an amount over its status): one narrow column leaves the title room at 320 px.
        <span className="tk-row__end">
          {value != null && <span className="tk-row__value">{value}</span>}
          {badge}
        </span>
      )}
      {(chevron ?? interactive) && <Icon name="chevron" className="tk-row__chevron tk-icon--flip" />}
    </>
  );
  const cls = cx('tk-row', interactive && 'tk-row--action', className);
  if (href && !disabled)
    return (
      <a {...rest} className={cls} href={href} onClick={onClick}>
        {content}
      </a>
    );
  if (interactive)
    return (
      <button {...rest} type="button" className={cls} disabled={disabled} onClick={onClick}>
        {content}
      </button>
    );
  return (
    <div {...rest} className={cls}>
      {content}
    </div>
  );
}

export interface ListProps {
  /** Rows; each is put in a list item. */
  children: ReactNode;
  /** Accessible name of the list (translated). */
  label?: string;
  /** Without the card look (no background, no rounded corners). */
  plain?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** Rows grouped on a card with dividers between them, as a list. */
export function List({ children, label, plain, className, ...rest }: ListProps) {
  return (
    <ul {...rest} aria-label={label} className={cx('tk-list', plain && 'tk-list--plain', className)}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li className="tk-list__item">{child}</li>))}
    </ul>
  );
}
