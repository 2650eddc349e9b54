// The agent center feature's door (issue 29): pages import from here, never from its files.
export { AgentCenterView, CENTER_ENTRIES } from './components/AgentCenterView';
export { AgentLinksView } from './components/AgentLinksView';
export { AgentRebatesView } from './components/AgentRebatesView';
export { AgentTransferView } from './components/AgentTransferView';
export { AgentSalaryView } from './components/AgentSalaryView';
export { AgentDividendView } from './components/AgentDividendView';
export { AgentNewDownlineView } from './components/AgentNewDownlineView';
