import type { TRouteMeta } from '@tessera/shared-contracts';

/** Routes the shell owns (ARCHITECTURE "Route ownership"); header/footer/back per spec §2. */
export const SHELL_ROUTES: TRouteMeta[] = [
  { path: '/m/login', header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.login', access: 'public' },
  { path: '/m/register', header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.register', access: 'public' },
  { path: '/m/register.html', header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.register', access: 'public' },
  { path: '/m/forget', header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.forget', access: 'public' },
  { path: '/m/changePsw', header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.changePsw', access: 'member' },
  { path: '/m/trail', header: 'shown', footer: 'shown', back: 'home', titleKey: 'title.trail', access: 'public' },
];
