import { PATHS, type TRouteMeta } from '@tessera/contract';

/**
 * The first-password screen (spec §2 header title "first password"; docs/decisions/first-password.md).
 * The spec names no path for it; a shell path, outside the spec's route table.
 */
export const FIRST_PASSWORD_PATH = '/m/firstPassword';

/**
 * The screen a password-recovery e-mail's link opens (docs/decisions/email-recovery.md). The spec
 * names no path for it; a shell path, outside the spec's route table.
 */
export const RESET_PASSWORD_PATH = '/m/resetPassword';

/** Routes the shell owns (ARCHITECTURE "Route ownership"); header/footer/back per spec §2. */
export const SHELL_ROUTES: TRouteMeta[] = [
  { path: PATHS.login, header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.login', access: 'public' },
  { path: PATHS.register, header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.register', access: 'public' },
  { path: PATHS.registerHtml, header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.register', access: 'public' },
  { path: PATHS.forget, header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.forget', access: 'public' },
  { path: RESET_PASSWORD_PATH, header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.resetPassword', access: 'public' },
  { path: PATHS.changePassword, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.changePsw', access: 'realMember' },
  { path: PATHS.trial, header: 'shown', footer: 'shown', back: 'home', titleKey: 'title.trail', access: 'public' },
  // No way back: the member sets their password or signs out (the screen's own button).
  { path: FIRST_PASSWORD_PATH, header: 'shown', footer: 'hidden', back: 'none', titleKey: 'title.firstPassword', access: 'realMember' },
];
