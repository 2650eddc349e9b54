export { useBetRecords, useCancelOrder, useOrderDetail, type TBetFilters } from './api';
export { flattenBets, useBetFilters } from './hooks';
export { BetDetail, type BetDetailProps } from './components/BetDetail';
export { BetFilters, type BetFiltersProps } from './components/BetFilters';
export { BetList } from './components/BetList';
export { BetTotals, type BetTotalsProps } from './components/BetTotals';
