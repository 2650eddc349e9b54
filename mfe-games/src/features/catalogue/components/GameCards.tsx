import { SUPPORT_PLAY_FREE } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { GameDetailsDialog, GameGrid, GameTile } from '@tessera/ui-kit';
import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRowWindow, WINDOW_FROM_GAMES } from '../rowWindow';

export interface GameCardsProps {
  games: readonly TGame[];
  /** The list's accessible name (the category's name). */
  label: string;
  isFavourite: (nodeId: string) => boolean;
  /** The star; left out, tiles have none. */
  onFavourite?: (game: TGame, next: boolean) => void;
  onOpen: (game: TGame) => void;
  busy?: boolean;
  /** A line under a tile's vendor (the hot-games screen's jackpot-like number); left out, none. */
  extraOf?: (game: TGame) => ReactNode;
}

/** What a card does, the same object for the list's life (it calls the latest handlers through a ref). */
interface TCardActions {
  open: (game: TGame) => void;
  favourite: (game: TGame, next: boolean) => void;
  /** A long press: the game's details (favourite, play). */
  details: (game: TGame) => void;
}

interface GameCardProps {
  game: TGame;
  favourite: boolean;
  /** The star shows (the list has a favourite handler). */
  star: boolean;
  actions: TCardActions;
  extra?: ReactNode;
}

/**
 * One game's tile. Memoised on the game, its star state and whether it has a star: when the list
 * re-renders (a page appended, the window moved, a favourite toggled) only the tiles that changed
 * render again; the handlers are the list's one stable `actions`.
 */
const GameCard = memo(function GameCard({ game, favourite, star, actions, extra }: GameCardProps) {
  const t = useT('games');
  const name = game.displayName || game.gameName;
  return (
    <GameTile
      name={name}
      image={game.iconUrl}
      vendor={game.vendorName}
      nodeId={game.nodeId}
      vendorCode={game.vassalage}
      onOpen={() => actions.open(game)}
      onLongPress={() => actions.details(game)}
      favourite={favourite}
      favouriteLabel={star ? t('tile.favourite', { name }) : undefined}
      onFavouriteChange={star ? (next) => actions.favourite(game, next) : undefined}
      freePlayLabel={game.supportPlay === SUPPORT_PLAY_FREE.gameList ? t('tile.freePlay') : undefined}
      extra={extra}
    />
  );
});

/**
 * Games as tiles (observable contract: `game-grid`, `game-tile` with data-node-id and data-vendor,
 * the image's alt = the name, the star's aria-pressed): icon with the default image on load failure,
 * name, vendor, star, and the free-play marker when the game can be played for free. Lists longer than
 * WINDOW_FROM_GAMES render only the rows near the viewport (rowWindow.ts), padding standing in for the rest.
 */
export function GameCards({ games, label, isFavourite, onFavourite, onOpen, busy, extraOf }: GameCardsProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const windowed = games.length > WINDOW_FROM_GAMES;
  const win = useRowWindow(wrapper, games.length, windowed);
  const t = useT('games');
  const [details, setDetails] = useState<TGame | null>(null);
  // The latest handlers, read when a tile is pressed (not props of the memoised cards).
  const handlers = useRef({ onOpen, onFavourite });
  useLayoutEffect(() => {
    handlers.current = { onOpen, onFavourite };
  });
  const actions = useMemo<TCardActions>(
    () => ({
      open: (game) => handlers.current.onOpen(game),
      favourite: (game, next) => handlers.current.onFavourite?.(game, next),
      details: (game) => setDetails(game),
    }),
    [],
  );
  const detailsName = details ? details.displayName || details.gameName : '';
  const star = onFavourite !== undefined;
  const grid = (
    <GameGrid label={label} busy={busy} className={windowed ? 'gm-grid gm-grid--windowed' : 'gm-grid'}>
      {games.slice(win.start, win.end).map((g) => (
        <GameCard key={g.nodeId} game={g} favourite={isFavourite(g.nodeId)} star={star} actions={actions} extra={extraOf?.(g)} />
      ))}
    </GameGrid>
  );
  return (
    <div ref={wrapper} className="gm-grid-window" style={windowed ? { paddingTop: win.padTop, paddingBottom: win.padBottom } : undefined}>
      {grid}
      <GameDetailsDialog
        game={
          details && {
            name: detailsName,
            image: details.iconUrl,
            vendor: details.vendorName,
            freePlayLabel: details.supportPlay === SUPPORT_PLAY_FREE.gameList ? t('tile.freePlay') : undefined,
          }
        }
        onClose={() => setDetails(null)}
        closeLabel={t('tile.details.close')}
        playLabel={t('tile.details.play')}
        onPlay={() => details && onOpen(details)}
        favourite={details ? isFavourite(details.nodeId) : false}
        favouriteLabel={onFavourite && details ? t(isFavourite(details.nodeId) ? 'tile.details.removeFavourite' : 'tile.details.addFavourite') : undefined}
        onFavouriteChange={onFavourite && details ? (next) => onFavourite(details, next) : undefined}
      />
    </div>
  );
}
