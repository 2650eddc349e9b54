import { useT } from '@tessera/platform-sdk';

/** Home's loading indicator (spec §2): a thin bar at the top and a status for screen readers. */
export function PageLoading({ active }: { active: boolean }) {
  const t = useT('home');
  if (!active) return null;
  return (
    <div className="home-page-loading" data-testid="page-loading" role="status">
      <span className="home-page-loading-bar" aria-hidden="true" />
      <span className="tk-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
