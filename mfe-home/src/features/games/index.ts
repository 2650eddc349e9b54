export { useHotGames } from './api';
export { HomeGameGrid, DEFAULT_GAME_IMAGE } from './components/HomeGameGrid';
export { HotGames } from './components/HotGames';
export { MyCollection } from './components/MyCollection';
export { useFavourites, useLaunchGame, useMyCollection } from './hooks';
