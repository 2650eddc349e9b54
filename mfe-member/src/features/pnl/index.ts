export { usePnl } from './api';
export { PnlReport, type PnlReportProps } from './components/PnlReport';
