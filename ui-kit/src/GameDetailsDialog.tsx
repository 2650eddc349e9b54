import type { ReactNode } from 'react';
import { Button } from './Button';
import { CdnImage } from './CdnImage';
import { Dialog } from './Dialog';
import { DEFAULT_GAME_IMAGE } from './GameTile';
import { Icon } from './icons';

export interface GameDetailsDialogProps {
  /** The game shown, or null when closed. */
  game: { name: string; image?: string; vendor?: ReactNode; freePlayLabel?: string } | null;
  onClose: () => void;
  closeLabel: string;
  /** The play button. */
  playLabel: string;
  onPlay: () => void;
  /** The favourite toggle (aria-pressed); left out for a list without stars. */
  favourite?: boolean;
  favouriteLabel?: string;
  onFavouriteChange?: (next: boolean) => void;
}

/**
 * A game's details, opened by a long press on its tile (spec §9 long press 370 ms): the large icon,
 * name, vendor, the free-play marker, and the two things a player does with a game: favourite it and
 * play it. Both close the dialog first, so the login modal or the game page is not under it.
 */
export function GameDetailsDialog({
  game,
  onClose,
  closeLabel,
  playLabel,
  onPlay,
  favourite = false,
  favouriteLabel,
  onFavouriteChange,
}: GameDetailsDialogProps) {
  if (!game) return null;
  return (
    <Dialog
      open
      title={game.name}
      onClose={onClose}
      closeLabel={closeLabel}
      className="tk-game-details"
      data-testid="game-details"
      actions={
        <>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              onPlay();
            }}
            data-testid="game-details-play"
          >
            {playLabel}
          </Button>
          {onFavouriteChange && favouriteLabel && (
            <Button
              variant="secondary"
              aria-pressed={favourite}
              onClick={() => {
                onClose();
                onFavouriteChange(!favourite);
              }}
              data-testid="game-details-favourite"
            >
              <Icon name="star" /> {favouriteLabel}
            </Button>
          )}
        </>
      }
    >
      <div className="tk-game-details__body">
        <CdnImage className="tk-game-details__img" src={game.image || undefined} fallback={DEFAULT_GAME_IMAGE} alt="" width={120} height={120} />
        <div className="tk-game-details__meta">
          {game.vendor != null && <p className="tk-game-details__vendor">{game.vendor}</p>}
          {game.freePlayLabel && <span className="tk-tile__free tk-game-details__free">{game.freePlayLabel}</span>}
        </div>
      </div>
    </Dialog>
  );
}
