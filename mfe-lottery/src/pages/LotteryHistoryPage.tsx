import { PageTitle, useFormat, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, LoadMore, SelectField } from '@tessera/ui-kit';
import { DrawHistory, useLotteryHistory } from '../features/history';
import '../lottery.css';

/** /m/lotteryHistory (spec §2 module list "lottery history"): one lottery game's past draws, newest first, page by page. docs/decisions/lottery-history.md. */
export default function LotteryHistoryPage() {
  const t = useT('lottery');
  const format = useFormat();
  const h = useLotteryHistory();
  const formatTime = (iso: string) => format.dateTime(iso, 'short');

  let body;
  if (h.menuLoading || (h.game && h.loading)) body = <ListSkeleton rows={6} />;
  else if (h.menuError || h.error) body = <ErrorState message={(h.menuError ?? h.error)?.message ?? ''} retryLabel={t('lobby.retry')} onRetry={h.retry} />;
  else if (!h.game) body = <EmptyState text={t('lobby.none')} />;
  else if (h.draws.length === 0) body = <EmptyState text={t('history.none')} />;
  else
    body = (
      <>
        <DrawHistory draws={h.draws} formatTime={formatTime} />
        {h.hasMore && <LoadMore label={t('history.more')} busy={h.loadingMore} onMore={h.more} />}
      </>
    );

  return (
    <div className="lt-lobby">
      <PageTitle>{t('title.lotteryHistory')}</PageTitle>
      {h.games.length > 0 && h.game && (
        <SelectField
          label={t('history.game')}
          value={`${h.game.vendor}:${h.game.gameCode}`}
          onChange={(e) => h.choose(e.target.value)}
          options={h.games.map((g) => ({ value: `${g.vendor}:${g.gameCode}`, label: g.name }))}
          data-testid="history-game"
        />
      )}
      {body}
    </div>
  );
}
