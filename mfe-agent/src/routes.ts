import type { TRouteMeta } from '@tessera/shared-contracts';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1' };

/** Routes agent owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: '/m/member/agent/getSalaryContract', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.salaryContract', access: 'realMember' },
  { path: '/m/member/agent/getDevidendContract', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.dividendContract', access: 'realMember' },
  { path: '/m/member/agent/getHourContract', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.hourContract', access: 'realMember' },
];
