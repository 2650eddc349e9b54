export { useFundsSummary, useMemberMenu } from './api';
export { dataKeyOf, visibleEntries } from './hooks';
export { MemberMenu, type MemberMenuProps } from './components/MemberMenu';
export { MemberSummary, type MemberSummaryProps } from './components/MemberSummary';
export { MemberBalance, type MemberBalanceProps } from './components/MemberBalance';
