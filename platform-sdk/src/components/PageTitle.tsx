import type { ReactNode } from 'react';

/**
 * The page's own heading (one h1 per route, the remote contract). Hidden by default: the shell's
 * header already shows the route's title, so the h1 serves screen readers' heading navigation;
 * `visible` for a page whose route hides the header (message center, app download).
 */
export function PageTitle({ children, visible = false }: { children: ReactNode; visible?: boolean }): ReactNode {
  return <h1 className={visible ? 'tk-page-title' : 'tk-visually-hidden'}>{children}</h1>;
}
