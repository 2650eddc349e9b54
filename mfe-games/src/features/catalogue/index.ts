// The games catalogue every games screen shares: list and favourite data, the favourite stars, the launch.
export {
  FAVOURITE_LISTS,
  useFavouritePages,
  useGamePages,
  useHotGamesQuery,
  useLiveRoomPages,
  useRecentGamesQuery,
  useVendorGameTypesQuery,
  type TListType,
} from './api';
export { useFavourites, useGameLauncher } from './hooks';
export { LOTTERY_CATEGORIES, launchRouteOf, playTypeOf, withoutLottery, type TLaunchable, type TLaunchRoute } from './launch';
export { GameCards, type GameCardsProps } from './components/GameCards';
export { PagedGames, type PagedGamesProps } from './components/PagedGames';
