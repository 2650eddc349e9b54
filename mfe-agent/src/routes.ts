import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/**
 * Routes agent owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json.
 * The agent center's paths (issue 29) are not in the spec's table: docs/decisions/agent-center.md.
 */
export const routes: TRouteMeta[] = [
  { path: PATHS.salaryContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.salaryContract', access: 'realMember' },
  { path: PATHS.dividendContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.dividendContract', access: 'realMember' },
  { path: PATHS.hourContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.hourContract', access: 'realMember' },
  { path: PATHS.agentCenter, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentCenter', access: 'realMember' },
  { path: PATHS.agentLinks, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentLinks', access: 'realMember' },
  { path: PATHS.agentRebates, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentRebates', access: 'realMember' },
  { path: PATHS.agentTransfer, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentTransfer', access: 'realMember' },
  { path: PATHS.agentSalary, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentSalary', access: 'realMember' },
  { path: PATHS.agentDividend, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentDividend', access: 'realMember' },
  { path: PATHS.agentNewDownline, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.agentNewDownline', access: 'realMember' },
];
