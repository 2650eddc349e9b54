// The hot-games screen (/m/hotGames): up to 18 hot games with their jackpot-like numbers, a live section, the more link.
export { jackpotNumberOf, splitHotGames } from './jackpot';
