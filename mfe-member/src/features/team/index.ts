export { useDownlines, useTeamKpi, useTeamPnl, useUpdateRebate } from './api';
export { useRebateEdit } from './hooks';
export { DownlineList } from './components/DownlineList';
export { TeamKpiGrid } from './components/TeamKpiGrid';
export { TeamPnlReport } from './components/TeamPnlReport';
