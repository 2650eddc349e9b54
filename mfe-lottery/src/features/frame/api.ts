import { launchGame, recentGames } from '@tessera/shared-contracts/api';
import { useApiMutation } from '@tessera/shared-contracts/data';

/**
 * The launch of the framed lottery game: asked once per visit of the frame (a fresh launch ticket,
 * never a cached one), so it is a mutation of the data layer; it records a recently played game.
 */
export const useLaunchCall = () => useApiMutation(launchGame, { invalidates: [recentGames] });
