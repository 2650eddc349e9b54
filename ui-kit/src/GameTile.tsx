import type { MouseEvent, ReactNode } from 'react';
import { CdnImage } from './CdnImage';
import { cx } from './cx';
import { Skeleton } from './Skeleton';
import { useLongPress } from './useLongPress';

/**
 * The default game image (DESIGN.md: a tile's "broken image" state; spec §4): shown when a game's
 * icon is missing or fails to load. Inline, so it never fails itself; neutral greys read on both themes.
 */
export const DEFAULT_GAME_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="#8a8f98" fill-opacity=".28"/>' +
      '<rect x="28" y="28" width="40" height="40" rx="8" fill="none" stroke="#8a8f98" stroke-width="4"/>' +
      '<circle cx="40" cy="40" r="4" fill="#8a8f98"/><circle cx="56" cy="56" r="4" fill="#8a8f98"/><circle cx="48" cy="48" r="4" fill="#8a8f98"/></svg>',
  );

export interface GameTileProps {
  /** The game's name: the image's alt text and the line under it. */
  name: string;
  /** Icon address; when missing or broken the tile shows `fallbackImage`. */
  image?: string;
  /** The image when `image` is missing or broken; `DEFAULT_GAME_IMAGE` unless told otherwise. */
  fallbackImage?: string;
  /** The vendor's display name, muted under the name. */
  vendor?: ReactNode;
  /** The game's id → `data-node-id` (observable contract). */
  nodeId: string | number;
  /** The vendor's code → `data-vendor` (observable contract). */
  vendorCode: string;
  /** Opens the game. With `href` the tile is a link (call `event.preventDefault()` to route in-app). */
  onOpen?: (event: MouseEvent<HTMLElement>) => void;
  href?: string;
  /** The game cannot be opened (maintenance, not allowed): dimmed, not pressable. */
  disabled?: boolean;
  /** Why, shown on the icon when disabled (translated, e.g. "Maintenance"). */
  disabledText?: string;
  /** Favourite state; the star renders when `onFavouriteChange` and `favouriteLabel` are given. */
  favourite?: boolean;
  /** Accessible name of the star (translated, e.g. "Favourite"); aria-pressed says whether it is on. */
  favouriteLabel?: string;
  onFavouriteChange?: (next: boolean) => void;
  /** A free-play marker on the icon (translated text, e.g. "Demo"); text, not colour alone. */
  freePlayLabel?: string;
  /** A line under the vendor (the hot-games screen's jackpot-like number). */
  extra?: ReactNode;
  /**
   * A long press (TIMING_MS.longPress, spec §9) on the tile: the caller shows the game's details
   * (GameDetailsDialog). The click that ends it does not open the game.
   */
  onLongPress?: () => void;
  className?: string;
  'data-testid'?: string;
}

/**
 * A game in a grid: square icon (12 px radius), one-line name, muted vendor, the favourite star on
 * the icon's top end corner with a 44 px target. The star is a sibling of the open button, never
 * inside it. The visible name is hidden from screen readers: the image's alt already says it.
 */
export function GameTile({
  name,
  image,
  fallbackImage = DEFAULT_GAME_IMAGE,
  vendor,
  nodeId,
  vendorCode,
  onOpen,
  href,
  disabled = false,
  disabledText,
  favourite = false,
  favouriteLabel,
  onFavouriteChange,
  freePlayLabel,
  extra,
  onLongPress,
  className,
  'data-testid': testId = 'game-tile',
}: GameTileProps) {
  const press = useLongPress(disabled ? undefined : onLongPress);
  const open = (e: MouseEvent<HTMLElement>) => {
    if (press.consumeClick()) {
      e.preventDefault();
      return;
    }
    onOpen?.(e);
  };

  const body = (
    <>
      <span className="tk-tile__media">
        {/* Through the merchant's image CDNs, then this site, then the fallback (CdnImage). */}
        <CdnImage className="tk-tile__img" src={image} fallback={fallbackImage} alt={name} loading="lazy" decoding="async" draggable={false} />
        {freePlayLabel && <span className="tk-tile__free">{freePlayLabel}</span>}
        {disabled && disabledText && <span className="tk-tile__veil">{disabledText}</span>}
      </span>
      <span className="tk-tile__name" aria-hidden="true">
        {name}
      </span>
      {vendor != null && <span className="tk-tile__vendor">{vendor}</span>}
      {extra != null && <span className="tk-tile__extra">{extra}</span>}
    </>
  );

  return (
    <div
      className={cx('tk-tile', disabled && 'tk-tile--disabled', press.pressed && 'tk-tile--pressed', className)}
      data-testid={testId}
      data-node-id={nodeId}
      data-vendor={vendorCode}
    >
      {href && !disabled ? (
        <a className="tk-tile__open" href={href} onClick={open} {...press.handlers}>
          {body}
        </a>
      ) : (
        <button type="button" className="tk-tile__open" disabled={disabled} onClick={open} {...press.handlers}>
          {body}
        </button>
      )}
      {onFavouriteChange && favouriteLabel && (
        <button type="button" className="tk-tile__fav" aria-label={favouriteLabel} aria-pressed={favourite} onClick={() => onFavouriteChange(!favourite)} />
      )}
    </div>
  );
}

/** A tile's loading shape; decorative (mark the grid busy, or use GameGridSkeleton). */
export function GameTileSkeleton({ className }: { className?: string }) {
  return (
    <div className={cx('tk-tile tk-tile--skeleton', className)} aria-hidden="true">
      <span className="tk-tile__media">
        <Skeleton className="tk-tile__img" />
      </span>
      <Skeleton shape="text" className="tk-tile__name-skeleton" />
      <Skeleton shape="text" className="tk-tile__vendor-skeleton" />
    </div>
  );
}
