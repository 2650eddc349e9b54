// Lottery history (/m/lotteryHistory, spec §2 module list): a lottery game's past draws, page by page.
export { HISTORY_PAGE_SIZE } from './api';
export { historyPathOf, useLotteryHistory, type THistoryGame } from './hooks';
export { DrawHistory, type DrawHistoryProps } from './components/DrawHistory';
