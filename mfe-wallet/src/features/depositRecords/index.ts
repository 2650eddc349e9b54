// The depositRecords feature's door: pages import from here, never from its files.
export { useDepositRecords } from './hooks';
export { DepositRecordsView, type DepositRecordsViewProps, type TRecordsFilter } from './components/DepositRecordsView';
