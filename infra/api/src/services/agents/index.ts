export { isAgentType, requireAgent } from './common';
export { contractRequestsOf, contractTermsOf, offerContract, respondToContract } from './contracts';
export { projection, settlementHistory, settlePeriod } from './settlements';
export { listDownlines, setDownlineRebate, teamKpiOf, teamPnlOf, type TAgentContext } from './team';
export { transferToDownlines } from './transfers';
export { applySalary, dividendInfoOf, listSalaryApplications, dividendMessagesOf, processSalaryApplication, salaryInfoOf, salaryQueryOf } from './salary';
export { quotasOf, rebateSettingsOf, setQuotas, updateDefaultRate } from './registration';
