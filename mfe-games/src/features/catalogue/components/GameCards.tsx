import { SUPPORT_PLAY_FREE, useT } from '@tessera/shared-contracts';
import type { TGame } from '@tessera/shared-contracts/api';
import { GameGrid, GameTile } from '@tessera/ui-kit';
import { useRef } from 'react';
import { DEFAULT_GAME_IMAGE } from '../defaultImage';
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
}

/**
 * Games as tiles (observable contract: `game-grid`, `game-tile` with data-node-id and data-vendor,
 * the image's alt = the name, the star's aria-pressed): icon with the default image on load failure,
 * name, vendor, star, and the free-play marker when the game can be played for free. Lists longer than
 * WINDOW_FROM_GAMES render only the rows near the viewport (rowWindow.ts), padding standing in for the rest.
 */
export function GameCards({ games, label, isFavourite, onFavourite, onOpen, busy }: GameCardsProps) {
  const t = useT('games');
  const wrapper = useRef<HTMLDivElement>(null);
  const windowed = games.length > WINDOW_FROM_GAMES;
  const win = useRowWindow(wrapper, games.length, windowed);
  const grid = (
    <GameGrid label={label} busy={busy} className={windowed ? 'gm-grid gm-grid--windowed' : 'gm-grid'}>
      {games.slice(win.start, win.end).map((g) => (
        <GameTile
          key={g.nodeId}
          name={g.displayName || g.gameName}
          image={g.iconUrl}
          fallbackImage={DEFAULT_GAME_IMAGE}
          vendor={g.vendorName}
          nodeId={g.nodeId}
          vendorCode={g.vassalage}
          onOpen={() => onOpen(g)}
          favourite={isFavourite(g.nodeId)}
          favouriteLabel={onFavourite ? t('tile.favourite', { name: g.displayName || g.gameName }) : undefined}
          onFavouriteChange={onFavourite ? (next) => onFavourite(g, next) : undefined}
          freePlayLabel={g.supportPlay === SUPPORT_PLAY_FREE.gameList ? t('tile.freePlay') : undefined}
        />
      ))}
    </GameGrid>
  );
  return (
    <div ref={wrapper} className="gm-grid-window" style={windowed ? { paddingTop: win.padTop, paddingBottom: win.padBottom } : undefined}>
      {grid}
    </div>
  );
}
