export { JackpotPanel } from './components/JackpotPanel';
export { jackpotNumberOf, useJackpotTicker } from './hooks';
