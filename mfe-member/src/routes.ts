import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/** Personal info (nickname, head icon; issue 29). */
export const PROFILE_PATH = PATHS.memberProfile;

/** Routes member owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: PATHS.memberHome, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.memberHome', access: 'realMember' },
  { path: PATHS.manualRebate, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.manualRebate', access: 'realMember' },
  { path: PATHS.benefits, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.benefits', access: 'realMember' },
  { path: PATHS.inviteFriends, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.inviteFriends', access: 'realMember' },
  { path: PATHS.rewardCenter, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.rewardCenter', access: 'realMember' },
  { path: PATHS.gameRecord, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.gameRecord', access: 'realMember' },
  { path: PATHS.transactionRecord, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.transactionRecord', access: 'realMember' },
  { path: PATHS.securityCenter, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.securityCenter', access: 'realMember' },
  { path: PATHS.profitAndLoss, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.profitAndLoss', access: 'realMember' },
  // The agent entries of the member center (spec §6 names them as labels): team KPI, downlines, team betting.
  { path: PATHS.teamKpi, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.teamKpi', access: 'realMember' },
  { path: PATHS.teamDownlines, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.teamDownlines', access: 'realMember' },
  { path: PATHS.teamPnl, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.teamPnl', access: 'realMember' },
  // Responsible gambling (issue 28; docs/decisions/responsible-gambling.md), linked from the member and security centers.
  { path: PATHS.responsibleGambling, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.responsibleGambling', access: 'realMember' },
  // Member self-service (issue 29; docs/decisions/member-self-service.md), linked from the member center's summary.
  { path: PROFILE_PATH, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.profile', access: 'realMember' },
];
