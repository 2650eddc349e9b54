import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/** Routes wallet owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: PATHS.deposit, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.voucherCenter', access: 'realMember' },
  { path: PATHS.depositRecord, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.vouReport', access: 'realMember' },
  { path: PATHS.withdraw, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.withdraw', access: 'realMember' },
];
