export { useAccountRecords, type TAccountFilters } from './api';
export { AccountFilters } from './components/AccountFilters';
export { AccountRecordList } from './components/AccountRecordList';
