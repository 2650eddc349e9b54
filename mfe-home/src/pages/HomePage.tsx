import { PATHS, withQuery } from '@tessera/contract';
import { PageTitle, useFormat, useI18n, useNav, useSession, useStatusInfo, useT } from '@tessera/platform-sdk';
import { DEFAULT_GAME_IMAGE, Tabs } from '@tessera/ui-kit';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { AnnouncementMarquee, useNotices } from '../features/announcements';
import { DownloadPopup, useAppDownload, useDownloadOptions } from '../features/appDownload';
import { BalanceWidget } from '../features/balance';
import { BannerCarousel, PopupCarousel, useHomeBanners } from '../features/banners';
import { CsFloat, ServiceList } from '../features/customerService';
import { HotGames, MyCollection, useFavourites, useHotGames, useLaunchGame, useMyCollection } from '../features/games';
import { HomeFooter, useProviders } from '../features/homeFooter';
import { JackpotPanel } from '../features/jackpot';
import { PageLoading, useCappedLoading } from '../features/pageLoading';
import { QuickNav, useQuickNav } from '../features/quickNav';
import { useWinners, WinnerBoard } from '../features/winners';
import { EmptyState, Button } from '@tessera/ui-kit';
import type { TGame } from '@tessera/contract/api';
import { useLoginPopup, formatWhole, useCurrencySymbol, useStableHandler } from './homeHelpers';
import { gamePagePath, useCanNavigate } from '../components/canNavigate';
import './home.css';

type TCategory = 'HOT' | 'FAV' | 'SERVICE';

/** How many hot games the jackpot panel shows under its counter. */
const JACKPOT_GAMES = 3;

/**
 * Home (spec §2 "Home"): composes the home features; the visitor's and the member's versions differ
 * in the balance and favourites. The page does not read the wallet: a balance refresh re-renders
 * the balance widget's amount alone (HomePage.render.test.tsx).
 */
export default function HomePage() {
  const nav = useNav();
  const i18n = useI18n();
  const format = useFormat();
  const { statusInfo } = useStatusInfo();
  const { isLoggedIn, requireLogin } = useSession();
  const currencySymbol = useCurrencySymbol();
  const t = useT('home');
  // Game tiles lead into the game center (or the lottery): while the merchant has games off, home
  // shows no game tiles, favourites or hot list, and asks for none (docs/decisions/disabled-remotes.md).
  const canNavigate = useCanNavigate();
  const gamesOn = canNavigate(PATHS.game);
  const launchable = useCallback((g: TGame) => canNavigate(gamePagePath(g.vassalage)), [canNavigate]);
  const [chosen, setCategory] = useState<TCategory>('HOT');
  const category: TCategory = gamesOn ? chosen : 'SERVICE';
  const tabsRef = useRef<HTMLDivElement>(null);
  // The footer's home button, tapped on home, asks for the hot games with ?category=HOT (spec §2);
  // the request is taken once and dropped from the address, so the next tap asks again.
  const askedCategory = nav.query.get('category');
  if (askedCategory === 'HOT' && chosen !== 'HOT') setCategory('HOT');
  useEffect(() => {
    if (askedCategory === 'HOT') nav.navigate(PATHS.home, { replace: true });
  }, [askedCategory, nav]);

  const notices = useNotices();
  const banners = useHomeBanners(canNavigate);
  const hot = useHotGames(i18n.language, gamesOn);
  const favourites = useFavourites(gamesOn);
  const collection = useMyCollection(isLoggedIn && gamesOn, i18n.language);
  const launch = useLaunchGame();
  const winners = useWinners();
  const providers = useProviders();
  const download = useAppDownload();
  const downloadOptions = useDownloadOptions();
  const popup = useLoginPopup(isLoggedIn && banners.popups.length > 0);
  const quickNav = useQuickNav(() => {
    setCategory('SERVICE');
    tabsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  const loading = useCappedLoading(banners.pending || (gamesOn && hot.isPending));

  const serviceUrl = useMemo(
    () => (statusInfo.customerService.find((l) => l.csType === 'LIVECHAT') ?? statusInfo.customerService[0])?.url ?? null,
    [statusInfo.customerService],
  );
  // Stable props for the memoised sections below: each answer that arrives re-renders the page, not them.
  const openGame = useStableHandler(launch);
  const toggleFavourite = useStableHandler(favourites.toggle);
  const grid = useMemo(
    () => ({ isFavourite: favourites.isFavourite, onFavourite: toggleFavourite, onOpen: openGame }),
    [favourites.isFavourite, toggleFavourite, openGame],
  );
  const retryHot = useStableHandler(() => void hot.refetch());
  const moreHot = useStableHandler(() => nav.navigate(withQuery(PATHS.gameList, { category: 'HOT' })));
  // The hot-games screen (games remote, docs/decisions/hot-games-screen.md), from the jackpot panel.
  const openHotScreen = useStableHandler((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    nav.navigate(PATHS.hotGames);
  });
  const formatJackpot = useCallback((value: number) => formatWhole(value, i18n.language), [i18n.language]);
  // The big lists are drawn from deferred copies: when their answers arrive, React draws them in
  // slices that yield to the browser (a transition), not in one long task; until then the section
  // keeps its loading state.
  const hotAnswer = hot.data?.list;
  const hotLaunchable = useMemo(() => hotAnswer?.filter(launchable), [hotAnswer, launchable]);
  const hotList = useDeferredValue(hotLaunchable);
  const hotPending = hot.isPending || hotList !== hotLaunchable;
  const winnerList = useDeferredValue(winners.winners);
  const winnersPending = winners.pending || winnerList !== winners.winners;
  const providerList = useDeferredValue(providers);
  const collectionGames = useMemo(() => collection.games.filter(launchable), [collection.games, launchable]);
  const jackpotGames = useMemo(() => (hotList ?? []).slice(0, JACKPOT_GAMES), [hotList]);
  const formatWinnerMoney = useCallback((amount: string) => format.money(amount), [format]);

  const favPanel = !isLoggedIn ? (
    <EmptyState
      text={t('games.loginForCollection')}
      action={
        <Button variant="primary" onClick={() => requireLogin()}>
          {t('balance.login')}
        </Button>
      }
    />
  ) : collectionGames.length > 0 ? (
    <MyCollection
      {...grid}
      games={collectionGames}
      hasMore={collection.hasMore}
      loadingMore={collection.loadingMore}
      onLoadMore={collection.loadMore}
      onMore={() => nav.navigate(withQuery(PATHS.gameList, { category: 'FAV' }))}
    />
  ) : collection.pending ? null : (
    <EmptyState text={t('common.noData')} />
  );

  return (
    <div className="home-page" data-testid="home-page">
      <PageTitle>{t('title.home')}</PageTitle>
      <PageLoading active={loading} />
      {/* The banner first, then the notices: the marquee is not one more bar at the top (issue 28: top bars <= 12 %). */}
      <BannerCarousel banners={banners.banners} pending={banners.pending} onOpen={(path) => nav.navigate(path)} />
      <AnnouncementMarquee
        titles={(notices.data?.list ?? []).map((n) => n.title)}
        onOpen={() => nav.navigate(PATHS.notice)}
        onDownload={download.available ? download.start : undefined}
      />
      <div className="home-top">
        <BalanceWidget loggedIn={isLoggedIn} onLogin={() => nav.navigate(PATHS.login)} onRegister={() => nav.navigate(PATHS.register)} />
        <QuickNav items={quickNav.items} onSelect={quickNav.select} />
      </div>
      <div ref={tabsRef} className="home-categories">
        <Tabs<TCategory>
          data-testid="home-categories"
          label={t('games.categories')}
          value={category}
          onChange={setCategory}
          items={[
            ...(gamesOn
              ? [
                  { value: 'HOT' as const, label: t('games.tabHot') },
                  { value: 'FAV' as const, label: t('games.tabFav') },
                ]
              : []),
            { value: 'SERVICE', label: t('games.tabService') },
          ]}
        >
          {category === 'HOT' && (
            <HotGames {...grid} games={hotList} pending={hotPending && !hot.isError} failed={hot.isError} onRetry={retryHot} onMore={moreHot} />
          )}
          {category === 'FAV' && favPanel}
          {category === 'SERVICE' && <ServiceList links={statusInfo.customerService} />}
        </Tabs>
      </div>
      <JackpotPanel
        formatAmount={formatJackpot}
        currencySymbol={currencySymbol}
        games={jackpotGames}
        onOpen={openGame}
        fallbackImage={DEFAULT_GAME_IMAGE}
        moreHref={canNavigate(PATHS.hotGames) ? PATHS.hotGames : undefined}
        onMore={openHotScreen}
      />
      {!winners.failed && <WinnerBoard winners={winnerList} pending={winnersPending} formatMoney={formatWinnerMoney} fallbackImage={DEFAULT_GAME_IMAGE} />}
      {/* mfe-agent's contract prompt (spec §4 agent prompts) mounts here once the platform can host a remote's widget. */}
      <div data-slot="agent-contract-prompt" hidden />
      <HomeFooter providers={providerList} merchantName={statusInfo.brand.appName || statusInfo.merchantName} footer={statusInfo.brand.footer} />
      <CsFloat url={serviceUrl} />
      <DownloadPopup open={download.open} options={downloadOptions} onClose={download.close} onGuide={() => nav.navigate(PATHS.app)} />
      <PopupCarousel open={popup.open} popups={banners.popups} onClose={popup.close} onOpen={(path) => nav.navigate(path)} />
    </div>
  );
}
