import { drawNumero, lotteryMenu, numbersOpened, recentVietnamLottery } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';

// The lottery lobby's calls (spec §7 "Games": lottery list and menu, draw numero, numbers opened,
// recent Vietnam lottery). Draw numbers change with the draws: they refetch on their own.

/** How often the open draw and the latest result are asked again while shown. */
export const DRAW_REFRESH_MS = 15_000;

export const useLotteryMenuQuery = (language: string) => useApiQuery(lotteryMenu, { query: { language } });

export const useDrawNumeroQuery = (gameCode: string, vendor: string) =>
  useApiQuery(drawNumero, { query: { gameCode, vendor } }, { refetchInterval: DRAW_REFRESH_MS });

export const useLatestResultQuery = (gameCode: string, vendor: string) =>
  useApiQuery(numbersOpened, { query: { gameCode, vendor, pageSize: 1 } }, { refetchInterval: DRAW_REFRESH_MS });

export const useRecentVietnamQuery = () => useApiQuery(recentVietnamLottery, {}, { refetchInterval: DRAW_REFRESH_MS * 4 });
