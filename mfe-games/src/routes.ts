import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/** Routes games owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: PATHS.game, header: 'shown', footer: 'shown', back: 'history', titleKey: 'title.game', access: 'public' },
  { path: PATHS.gameList, header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.gameList', access: 'public' },
  { path: PATHS.slotsCenter, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.slotsCenter', access: 'public' },
  // The hot-games screen (spec §2 Home, §9; the spec names no path: docs/decisions/hot-games-screen.md), reached from home's jackpot panel.
  { path: PATHS.hotGames, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.hotGames', access: 'public' },
  // A live-stream room (?id=), from the LIVESTREAM list: docs/decisions/live-rooms.md. Public: visitors watch free rooms.
  { path: PATHS.liveRoom, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.liveRoom', access: 'public' },
];
