export { WinnerBoard } from './components/WinnerBoard';
export { useWinners } from './hooks';
