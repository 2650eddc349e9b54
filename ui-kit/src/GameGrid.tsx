import { Children, type ReactNode } from 'react';
import { cx } from './cx';
import { GameTileSkeleton } from './GameTile';

export interface GameGridProps {
  /** Game tiles; each is put in a list item. */
  children: ReactNode;
  /** Accessible name of the list (translated, e.g. the category's name). */
  label?: string;
  /** More tiles are loading (aria-busy). */
  busy?: boolean;
  className?: string;
  /** Default `game-grid` (observable contract). */
  'data-testid'?: string;
}

/** The tile grid: 3 columns on phones, 4 from 600 px (DESIGN.md), as a list. */
export function GameGrid({ children, label, busy, className, 'data-testid': testId = 'game-grid' }: GameGridProps) {
  return (
    <ul className={cx('tk-game-grid', className)} aria-label={label} aria-busy={busy || undefined} data-testid={testId}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li className="tk-game-grid__item">{child}</li>))}
    </ul>
  );
}

export interface GameGridSkeletonProps {
  /** How many tiles to sketch: what fits the first screen (default 9, three rows). */
  count?: number;
  /** Announced to screen readers while loading (translated, e.g. "Loading"). */
  label?: string;
  className?: string;
}

/** A grid of tile skeletons in the grid's own layout, so nothing moves when the games arrive. */
export function GameGridSkeleton({ count = 9, label, className }: GameGridSkeletonProps) {
  return (
    <div className={cx('tk-game-grid', className)} aria-busy="true">
      {label && (
        <span role="status" className="tk-visually-hidden">
          {label}
        </span>
      )}
      {Array.from({ length: count }, (_, i) => (
        <GameTileSkeleton key={i} />
      ))}
    </div>
  );
}
