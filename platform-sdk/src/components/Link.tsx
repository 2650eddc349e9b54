import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent, ReactNode, TouchEvent } from 'react';
import { useNav } from '../platform';

export type TLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, with its query: `/m/gameList?vassalage=PG`. */
  to: string;
  /** Replace the current history entry instead of adding one (a tab, a filter). */
  replace?: boolean;
  /** 'intent' (default): the route's remote starts loading when the pointer is over the link, on a touch or on focus. */
  prefetch?: 'intent' | 'none';
  children?: ReactNode;
};

/**
 * A link to a page of this site, for remotes (since platform 1.7): a real `<a href>` (long press,
 * open in a new tab, the status bar and screen readers see a link), a plain click navigates inside
 * the app through `usePlatform().nav` (so Back keeps the page's place, docs/decisions/back-keeps-your-place.md),
 * and the target's remote is fetched on intent. Modified clicks and other targets stay the browser's.
 */
export function Link({ to, replace, prefetch = 'intent', onClick, onPointerEnter, onTouchStart, onFocus, target, children, ...rest }: TLinkProps) {
  const nav = useNav();
  const intent = () => {
    if (prefetch === 'intent') nav.prefetch?.(to);
  };
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    nav.navigate(to, replace ? { replace: true } : undefined);
  };
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={handleClick}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        intent();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        intent();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        intent();
      }}
    >
      {children}
    </a>
  );
}
