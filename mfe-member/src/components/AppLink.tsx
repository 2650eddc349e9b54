import { useNav } from '@tessera/platform-sdk';
import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * A click handler that moves inside the app (no full page load) while the element stays a real
 * link: a modified click (new tab, new window) is left to the browser.
 */
export function useGo(): (to: string) => (event: MouseEvent<HTMLElement>) => void {
  const { navigate } = useNav();
  return useCallback(
    (to: string) => (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    },
    [navigate],
  );
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
}

/** An in-app link (PATHS.*): a real <a href> that navigates through the platform. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const go = useGo();
  return (
    <a {...rest} href={to} onClick={go(to)}>
      {children}
    </a>
  );
}
