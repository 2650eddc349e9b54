import { HOME_ALIASES, PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/** Home and its other addresses (/, /m, /m/, /m/index, /m/index.html) share one layout: a logo instead of a back arrow. */
const home = { header: 'shown', footer: 'shown', back: 'logo', titleKey: 'title.home', access: 'public' } as const;

/** Routes home owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  ...HOME_ALIASES.map((path) => ({ path, ...home })),
  { path: PATHS.home, ...home },
  { path: PATHS.help, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.help', access: 'public' },
  { path: PATHS.helpDetail, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.helpDetail', access: 'public' },
  { path: PATHS.notice, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.notice', access: 'member' },
  { path: PATHS.message, header: 'hidden', footer: 'shown', back: 'home', titleKey: 'title.message', access: 'public' },
  { path: PATHS.inbox, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.webEmail', access: 'member' },
  // The support chat: members and visitors (a visitor gives a name); the footer would cover the composer.
  { path: PATHS.chat, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.chat', access: 'public' },
  { path: PATHS.activity, header: 'shown', footer: 'shown', back: 'home', titleKey: 'title.activity', access: 'public' },
  { path: PATHS.app, header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.app', access: 'public' },
];
