import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { GameDetailsDialog, GameGrid, GameTile } from '@tessera/ui-kit';
import { useState } from 'react';

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
  // A long press on a tile (spec §9): the game's details, with favourite and play.
  const [details, setDetails] = useState<TGame | null>(null);
  return (
    <>
      <GameGrid label={label} busy={busy} data-testid={testId}>
        {games.map((g) => (
          <GameTile
            key={g.nodeId}
            name={g.displayName}
            image={g.mobileSmallIcon || g.iconUrl}
            vendor={g.vendorName}
            nodeId={g.nodeId}
            vendorCode={g.vassalage}
            favourite={isFavourite(g.nodeId)}
            favouriteLabel={t('games.favourite', { name: g.displayName })}
            onFavouriteChange={(next) => onFavourite(g, next)}
            onOpen={() => onOpen(g)}
            onLongPress={() => setDetails(g)}
          />
        ))}
      </GameGrid>
      <GameDetailsDialog
        game={details && { name: details.displayName, image: details.mobileSmallIcon || details.iconUrl, vendor: details.vendorName }}
        onClose={() => setDetails(null)}
        closeLabel={t('games.details.close')}
        playLabel={t('games.details.play')}
        onPlay={() => details && onOpen(details)}
        favourite={details ? isFavourite(details.nodeId) : false}
        favouriteLabel={details ? t(isFavourite(details.nodeId) ? 'games.details.removeFavourite' : 'games.details.addFavourite') : undefined}
        onFavouriteChange={details ? (next) => onFavourite(details, next) : undefined}
      />
    </>
  );
}
