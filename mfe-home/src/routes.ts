import type { TRouteMeta } from '@tessera/shared-contracts';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1' };

/** Routes home owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: '/', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m/', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m/index', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m/index.html', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m/home', header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' },
  { path: '/m/help', header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.help', access: 'public' },
  { path: '/m/helpDetail', header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.helpDetail', access: 'public' },
  { path: '/m/notice', header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.notice', access: 'public' },
  { path: '/m/message', header: 'hidden', footer: 'shown', back: 'home', titleKey: 'title.message', access: 'public' },
  { path: '/m/webEmail', header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.webEmail', access: 'member' },
  { path: '/m/activity', header: 'shown', footer: 'shown', back: 'home', titleKey: 'title.activity', access: 'public' },
  { path: '/m/app', header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.app', access: 'public' },
];
