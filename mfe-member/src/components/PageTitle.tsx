import { useT } from '@tessera/platform-sdk';

/**
 * The page's own heading: the route's title, for screen readers' heading navigation and the
 * remote contract (every route renders its title in an h1). The header shows the same words.
 */
export function PageTitle({ titleKey }: { titleKey: string }) {
  const t = useT('member');
  return <h1 className="tk-visually-hidden">{t(titleKey)}</h1>;
}
