import { PATHS, type TRouteMeta } from '@tessera/contract';

/** The platform contract this remote is built against. */
export const requires = { platform: '^1.8' };

/** Routes lottery owns (spec §2 route table; header, footer and back rules of spec §2). Also emitted as routes.json. */
export const routes: TRouteMeta[] = [
  { path: PATHS.lottery, header: 'hidden', footer: 'hidden', back: 'history', titleKey: 'title.lottery', access: 'public' },
  { path: PATHS.startLottery, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.startLottery', access: 'public' },
  { path: PATHS.launchGame, header: 'hidden', footer: 'hidden', back: 'home', titleKey: 'title.launchGame', access: 'member' },
  // Lottery history (spec §2 module list; the spec names no path: docs/decisions/lottery-history.md), reached from each lobby game.
  { path: PATHS.lotteryHistory, header: 'shown', footer: 'hidden', back: 'history', titleKey: 'title.lotteryHistory', access: 'public' },
];
