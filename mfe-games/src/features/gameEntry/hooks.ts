import { useCallback, useMemo } from 'react';
import { PAGE_SIZES, PATHS, withQuery } from '@tessera/contract';
import { useI18n, useNav, useSession } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { useFavouritePages, useGamePages, useHotGamesQuery, useVendorGameTypesQuery, withoutLottery, type TListType } from '../catalogue';
import { allVendors, menuOf, type TMenuCategory } from './categories';

const FIXED: readonly string[] = ['FAV', 'HOT', 'PGSLOT', 'PPSLOT'];

/**
 * The game entry screen's state: the menu (from the server's categories), the chosen category and
 * vendor (kept in the address: ?category=RNG&vendor=PG, so back, reload and a shared link keep
 * them) and the chosen category's games.
 */
export function useGameEntry() {
  const { language } = useI18n();
  const { isLoggedIn } = useSession();
  const nav = useNav();
  const types = useVendorGameTypesQuery();
  // The lottery categories lead into the lottery: none while the merchant has it off.
  const lotteryOn = nav.canNavigate?.(PATHS.lottery) ?? true;
  const menu = useMemo(() => menuOf(withoutLottery(types.data?.list ?? [], lotteryOn), isLoggedIn), [types.data, isLoggedIn, lotteryOn]);

  const asked = nav.query.get('category');
  const known = asked !== null && (menu.some((e) => e.category === asked) || (FIXED.includes(asked) && (asked !== 'FAV' || isLoggedIn)));
  const category = (known ? asked : 'HOT') as TMenuCategory;
  const entry = menu.find((e) => e.category === category);
  const inCategory = (entry?.vendors.length ?? 0) > 0;
  const askedVendor = nav.query.get('vendor');
  const vendor = inCategory && entry?.vendors.some((v) => v.vendor === askedVendor) ? askedVendor : null;
  // A server category lists its own vendors (tapping filters); elsewhere every vendor (tapping opens its list).
  const vendors = useMemo(() => (inCategory ? (entry?.vendors ?? []) : allVendors(menu)), [inCategory, entry, menu]);

  const hot = useHotGamesQuery(language, category === 'HOT');
  const favs = useFavouritePages(PAGE_SIZES.favouritesGameEntry, language, category === 'FAV');
  const listed = category !== 'HOT' && category !== 'FAV' && category !== 'PROMO';
  const pages = useGamePages(listed ? { gameType: category as TListType, ...(vendor ? { vassalage: vendor } : {}) } : null, language);

  const choose = useCallback(
    (next: TMenuCategory) => {
      if (next === 'PROMO') return nav.navigate(PATHS.activity);
      nav.navigate(withQuery(PATHS.game, { category: next }), { replace: true });
      // Spec §2: choosing a category shows its content from the top.
      window.scrollTo({ top: 0 });
    },
    [nav],
  );
  const chooseVendor = useCallback(
    (next: string | null) => {
      if (!inCategory) {
        if (next) nav.navigate(withQuery(PATHS.gameList, { vassalage: next }));
        return;
      }
      nav.navigate(withQuery(PATHS.game, { category, vendor: next }), { replace: true });
      window.scrollTo({ top: 0 });
    },
    [nav, category, inCategory],
  );

  let games: TGame[] | undefined;
  let state: { loading: boolean; error: { message: string } | null; hasMore: boolean; loadingMore: boolean; more: () => void; retry: () => void };
  if (category === 'HOT') {
    games = hot.data?.list;
    state = { loading: hot.isPending, error: hot.error, hasMore: false, loadingMore: false, more: () => undefined, retry: () => void hot.refetch() };
  } else {
    const q = category === 'FAV' ? favs : pages;
    games = category === 'FAV' ? favs.data?.pages.flatMap((pg) => pg.content) : pages.data?.pages.flatMap((pg) => pg.games);
    state = {
      loading: q.isPending,
      error: q.error,
      hasMore: q.hasNextPage,
      loadingMore: q.isFetchingNextPage,
      more: () => {
        if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
      },
      retry: () => void q.refetch(),
    };
  }

  return {
    menu: menu.map((e) => e.category),
    menuLoading: types.isPending,
    category,
    vendors,
    vendor,
    vendorFilters: inCategory,
    choose,
    chooseVendor,
    games,
    ...state,
  };
}
