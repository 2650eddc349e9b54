export { QuickNav } from './components/QuickNav';
export { useQuickNav, type TQuickNavKey } from './hooks';
