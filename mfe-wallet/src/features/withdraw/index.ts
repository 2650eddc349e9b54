// The withdraw feature's door: pages import from here, never from its files.
export { useWithdraw, type TWithdrawModel } from './hooks';
export { WithdrawView, type WithdrawViewProps } from './components/WithdrawView';
