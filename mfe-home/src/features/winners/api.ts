import { PAGE_SIZES } from '@tessera/contract';
import { winnerBoard } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

/** Latest winners (spec §7: gameCategory ALL, language, limitNum 100). */
export function useWinnerBoard(language: string) {
  return useApiQuery(winnerBoard, { query: { gameCategory: 'ALL', language, limitNum: PAGE_SIZES.winners } }, { keepPrevious: true });
}
