import type { TRouteMeta } from '@tessera/shared-contracts';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1' };

/** Routes member owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: '/m/member/home', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.memberHome', access: 'realMember' },
  { path: '/m/member/manualRebate', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.manualRebate', access: 'realMember' },
  { path: '/m/member/benefits', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.benefits', access: 'realMember' },
  { path: '/m/inviteFriends', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.inviteFriends', access: 'realMember' },
  { path: '/m/rewardCenter', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.rewardCenter', access: 'realMember' },
  { path: '/m/gameRecord', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.gameRecord', access: 'realMember' },
  { path: '/m/transaction/record', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.transactionRecord', access: 'realMember' },
  { path: '/m/securityCenter', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.securityCenter', access: 'realMember' },
  { path: '/m/profitandloss', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.profitAndLoss', access: 'realMember' },
];
