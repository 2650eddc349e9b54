import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.5' };

/** Routes agent owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: PATHS.salaryContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.salaryContract', access: 'realMember' },
  { path: PATHS.dividendContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.dividendContract', access: 'realMember' },
  { path: PATHS.hourContract, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.hourContract', access: 'realMember' },
];
