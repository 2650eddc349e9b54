import { numbersOpened } from '@tessera/contract/api';
import { useApiInfinite } from '@tessera/platform-sdk/data';

/** Draws a page of the history shows (numbersOpened serves at most MAX_LOTTERY_RESULTS_PAGE_SIZE = 50). */
export const HISTORY_PAGE_SIZE = 20;

/** A game's closed draws, newest first, HISTORY_PAGE_SIZE a page: later pages append (numbersOpened keeps the last 200). */
export const useDrawHistoryPages = (game: { gameCode: string; vendor: string } | null) =>
  useApiInfinite(numbersOpened, game ? { query: { gameCode: game.gameCode, vendor: game.vendor, pageSize: HISTORY_PAGE_SIZE } } : null);
