// The deposit feature's door: pages import from here, never from its files.
export { useDeposit, DEPOSIT_PRESETS, type TDepositModel } from './hooks';
export { DepositView, DEPOSIT_STATUS_TONE, type DepositViewProps } from './components/DepositView';
