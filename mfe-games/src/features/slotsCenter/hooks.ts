import { useCallback, useMemo } from 'react';
import { PATHS, withQuery } from '@tessera/contract';
import { useI18n, useNav } from '@tessera/platform-sdk';
import { useGamePages, useVendorGameTypesQuery } from '../catalogue';

/**
 * /m/slotsCenter: the slot (RNG) providers in the vendor order of spec §9 and the chosen provider's
 * slots, 21 a page (?vendor=PG keeps the choice; the first provider by default).
 */
export function useSlotsCenter() {
  const nav = useNav();
  const { language } = useI18n();
  const types = useVendorGameTypesQuery();
  const providers = useMemo(() => types.data?.list.find((c) => c.gameType === 'RNG')?.vendors ?? [], [types.data]);
  const asked = nav.query.get('vendor');
  const vendor = providers.find((v) => v.vendor === asked)?.vendor ?? providers[0]?.vendor ?? null;
  const pages = useGamePages(vendor ? { gameType: 'RNG', vassalage: vendor } : null, language);
  const choose = useCallback(
    (next: string | null) => {
      if (!next) return;
      nav.navigate(withQuery(PATHS.slotsCenter, { vendor: next }), { replace: true });
      window.scrollTo({ top: 0 });
    },
    [nav],
  );
  return {
    providers,
    vendor,
    vendorName: providers.find((v) => v.vendor === vendor)?.vendorName ?? '',
    choose,
    games: pages.data?.pages.flatMap((pg) => pg.games),
    loading: types.isPending || pages.isPending,
    error: types.error ?? pages.error,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    more: () => {
      if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
    },
    retry: () => void (types.error ? types.refetch() : pages.refetch()),
  };
}
