import { launchGame, recentGames } from '@tessera/contract/api';
import { useApiMutation } from '@tessera/platform-sdk/data';

/**
 * The launch of the framed lottery game: asked once per visit of the frame (a fresh launch ticket,
 * never a cached one), so it is a mutation of the data layer; it records a recently played game.
 */
export const useLaunchCall = () => useApiMutation(launchGame, { invalidates: [recentGames] });
