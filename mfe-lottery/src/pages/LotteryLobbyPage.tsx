import { PATHS } from '@tessera/contract';
import { useFormat, useNav, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, Tabs } from '@tessera/ui-kit';
import { historyPathOf } from '../features/history';
import { DrawGame, useLotteryLobby, useRecentVietnamQuery, VietnamResults } from '../features/lobby';
import '../lottery.css';

/** /m/lottery and /m/startLottery (spec §2 "Lottery lobby"): groups, their games' draws, recent Vietnam lottery. */
export default function LotteryLobbyPage() {
  const t = useT('lottery');
  const format = useFormat();
  const lobby = useLotteryLobby();
  const vietnam = useRecentVietnamQuery();
  const nav = useNav();
  // An older lottery version without the history screen: no link (canNavigate answers for the merchant's pinned routes).
  const historyOn = nav.canNavigate?.(PATHS.lotteryHistory) ?? true;
  const formatTime = (iso: string) => format.dateTime(iso, 'short');

  return (
    <div className="lt-lobby">
      <h1 className="lt-title">{t('title.lottery')}</h1>
      {lobby.loading ? (
        <ListSkeleton rows={4} />
      ) : lobby.error ? (
        <ErrorState message={lobby.error.message} retryLabel={t('lobby.retry')} onRetry={lobby.retry} />
      ) : !lobby.group ? (
        <EmptyState text={t('lobby.none')} />
      ) : (
        <Tabs<string>
          sticky
          label={t('lobby.groups')}
          items={lobby.groups.map((g) => ({ value: String(g.gameGroupId), label: g.groupName }))}
          value={String(lobby.group.gameGroupId)}
          onChange={(v) => lobby.choose(Number(v))}
          data-testid="lottery-menu"
        >
          <ul className="lt-games">
            {lobby.group.games.map((g) => (
              <DrawGame
                key={`${g.vassalage}:${g.gameCode}`}
                gameCode={g.gameCode}
                vendor={g.vassalage}
                name={g.displayName}
                historyHref={historyOn ? historyPathOf({ gameCode: g.gameCode, vendor: g.vassalage }) : undefined}
                onHistory={(e) => {
                  e.preventDefault();
                  nav.navigate(historyPathOf({ gameCode: g.gameCode, vendor: g.vassalage }));
                }}
                onPlay={() =>
                  lobby.group &&
                  lobby.open({
                    gameCode: g.gameCode,
                    vassalage: g.vassalage,
                    gameId: g.gameId,
                    nodeId: g.nodeId,
                    gameGroupId: lobby.group.gameGroupId,
                    lottoMode: lobby.group.lottoMode,
                    playType: lobby.group.playType,
                  })
                }
              />
            ))}
          </ul>
        </Tabs>
      )}
      {vietnam.data && vietnam.data.list.length > 0 && (
        <section className="lt-section" aria-labelledby="lt-vn-title">
          <h2 id="lt-vn-title" className="lt-subtitle">
            {t('vn.title')}
          </h2>
          <VietnamResults results={vietnam.data.list} formatTime={formatTime} />
        </section>
      )}
    </div>
  );
}
