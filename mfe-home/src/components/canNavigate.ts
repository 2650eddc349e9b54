import { LOTTERY_VENDORS, PATHS } from '@tessera/contract';
import { useNav } from '@tessera/platform-sdk';
import { useCallback } from 'react';

/**
 * Whether a path leads to a page the merchant has now: the platform's nav.canNavigate (false for a
 * route of a remote the merchant has switched off); every path on a shell that predates it. Home
 * shows no tile, shortcut or banner into a page that is not there (docs/decisions/disabled-remotes.md).
 */
export function useCanNavigate(): (to: string) => boolean {
  const { canNavigate } = useNav();
  return useCallback((to: string) => canNavigate?.(to) ?? true, [canNavigate]);
}

/** The page a game's tile leads into: a lottery vendor's game opens in the lottery, every other game is the game center's. */
export function gamePagePath(vendor: string): string {
  return (LOTTERY_VENDORS as readonly string[]).includes(vendor) ? PATHS.lottery : PATHS.game;
}
