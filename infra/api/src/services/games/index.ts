// The games catalogue room's door (routes/games.ts uses only this).
export { hotList, latestWinners, listGames, lotteryGames, nameLanguage, playTypeOf, toGame, type TGamePage } from './catalog';
export {
  GAME_ICON_PREFIX,
  gameIconPng,
  gameIconSvg,
  gameIconSvgUrl,
  gameIconUrl,
  isCurrentGameIcon,
  isCurrentVendorIcon,
  parseIconFile,
  VENDOR_ICON_PREFIX,
  vendorIconSvg,
  vendorIconUrl,
} from './icons';
export { SnapshotCache } from './snapshots';
export { vendorCategories, vendorListValue, vendorSorting, type TVendorCategory } from './vendors';
