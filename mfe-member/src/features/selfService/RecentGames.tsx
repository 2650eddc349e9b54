import { LOTTERY_VENDORS, PATHS, withQuery } from '@tessera/contract';
import type { TGame } from '@tessera/contract/api';
import { QueryView, useI18n, useLoading, useNav, useT, useTheme, useToast } from '@tessera/platform-sdk';
import { EmptyState, GameTile, GameTileSkeleton, HorizontalScroller, SectionHeader } from '@tessera/ui-kit';
import { useLaunch, useRecentGames, RECENT_ROW_SIZE } from './api';

const isLottery = (vendor: string) => (LOTTERY_VENDORS as readonly string[]).includes(vendor);

/**
 * Launching again from the member center: a lottery game opens in the lottery frame (its page in
 * mfe-lottery), any other through the launch call in this window (the member center is left for
 * the game, as the game lists do when no window may be opened).
 */
function useLaunchAgain() {
  const nav = useNav();
  const call = useLaunch();
  const loading = useLoading();
  const toast = useToast();
  const { language } = useI18n();
  const { theme } = useTheme();
  return async (game: TGame) => {
    if (isLottery(game.vassalage)) {
      const to = withQuery(PATHS.launchGame, {
        gameId: game.gameId,
        gameGroupId: game.gameGroupId,
        prize_mode: game.lottoMode,
        code: game.gameCode,
        vendor: game.vassalage,
        nodeId: game.nodeId,
      });
      if (nav.canNavigate?.(to) ?? true) nav.navigate(to);
      return;
    }
    loading.show();
    try {
      const answer = await call.call({
        query: {
          vendor: game.vassalage,
          gameId: game.gameId,
          nodeId: game.nodeId,
          gameCategory: game.gameCategory,
          supportPlay: game.supportPlay === 0 ? '0' : '1',
        },
      });
      const url = new URL(answer.url, window.location.origin);
      url.searchParams.set('lang', language);
      url.searchParams.set('css', theme);
      window.location.assign(`${url.pathname}${url.search}`);
    } catch (e) {
      toast.show('fail', (e as Error).message);
    } finally {
      loading.hide();
    }
  };
}

/** The member center's "recent games" row: what the member launched lately, each tile launching it again. */
export function RecentGames() {
  const t = useT('member');
  const { language } = useI18n();
  const recent = useRecentGames(language);
  const launch = useLaunchAgain();
  return (
    <section className="mb-self" aria-labelledby="mb-recent-title" data-testid="recent-games">
      <SectionHeader id="mb-recent-title" title={t('self.recentTitle')} />
      <QueryView
        query={recent}
        skeleton={
          <HorizontalScroller size="md" label={t('self.recentTitle')}>
            {Array.from({ length: 3 }, (_, i) => (
              <GameTileSkeleton key={i} />
            ))}
          </HorizontalScroller>
        }
      >
        {(d) =>
          d.list.length === 0 ? (
            <EmptyState text={t('self.recentEmpty')} />
          ) : (
            <HorizontalScroller size="md" label={t('self.recentTitle')}>
              {d.list.slice(0, RECENT_ROW_SIZE).map((g) => (
                <GameTile
                  key={g.nodeId}
                  name={g.displayName || g.gameName}
                  image={g.iconUrl}
                  vendor={g.vendorName}
                  nodeId={g.nodeId}
                  vendorCode={g.vassalage}
                  onOpen={() => void launch(g)}
                />
              ))}
            </HorizontalScroller>
          )
        }
      </QueryView>
    </section>
  );
}
