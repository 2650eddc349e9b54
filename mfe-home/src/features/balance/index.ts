export { BalanceWidget } from './components/BalanceWidget';
export { useBalanceHidden } from './hooks';
