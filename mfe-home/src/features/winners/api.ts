import { PAGE_SIZES } from '@tessera/shared-contracts';
import { winnerBoard } from '@tessera/shared-contracts/api';
import { useApiQuery } from '@tessera/shared-contracts/data';

/** Latest winners (spec §7: gameCategory ALL, language, limitNum 100). */
export function useWinnerBoard(language: string) {
  return useApiQuery(winnerBoard, { query: { gameCategory: 'ALL', language, limitNum: PAGE_SIZES.winners } }, { keepPrevious: true });
}
