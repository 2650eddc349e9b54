// The lottery lobby (/m/lottery, /m/startLottery): groups, each game's open draw and last result, recent Vietnam lottery.
export { useLotteryLobby, VENDOR_OF_PRIZE_MODE, type TLotteryPick } from './hooks';
export { useLotteryMenuQuery, useRecentVietnamQuery } from './api';
export { DrawGame, type DrawGameProps } from './components/DrawGame';
export { VietnamResults, type VietnamResultsProps } from './components/VietnamResults';
