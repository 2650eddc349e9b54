export { BalanceWidget } from './components/BalanceWidget';
