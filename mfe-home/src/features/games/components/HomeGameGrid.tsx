import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { GameGrid, GameTile } from '@tessera/ui-kit';

/** The tile shown when a game's icon is missing or fails (DESIGN: a tile's broken-image state). */
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="#2a2f3a"/><path d="M30 60l12-14 9 10 7-8 8 12z" fill="#5b6475"/><circle cx="60" cy="36" r="6" fill="#5b6475"/></svg>',
  );

export interface HomeGameGridProps {
  games: readonly TGame[];
  label: string;
  isFavourite: (nodeId: string) => boolean;
  onFavourite: (game: TGame, next: boolean) => void;
  onOpen: (game: TGame) => void;
  busy?: boolean;
  'data-testid'?: string;
}

/** Games as ui-kit tiles (game-tile with data-node-id, data-vendor, alt = name, the star with aria-pressed). */
export function HomeGameGrid({ games, label, isFavourite, onFavourite, onOpen, busy, 'data-testid': testId }: HomeGameGridProps) {
  const t = useT('home');
  return (
    <GameGrid label={label} busy={busy} data-testid={testId}>
      {games.map((g) => (
        <GameTile
          key={g.nodeId}
          name={g.displayName}
          image={g.mobileSmallIcon || g.iconUrl}
          fallbackImage={DEFAULT_GAME_IMAGE}
          vendor={g.vendorName}
          nodeId={g.nodeId}
          vendorCode={g.vassalage}
          favourite={isFavourite(g.nodeId)}
          favouriteLabel={t('games.favourite', { name: g.displayName })}
          onFavouriteChange={(next) => onFavourite(g, next)}
          onOpen={() => onOpen(g)}
        />
      ))}
    </GameGrid>
  );
}
