export { useHotGames } from './api';
export { HomeGameGrid } from './components/HomeGameGrid';
export { HotGames } from './components/HotGames';
export { MyCollection } from './components/MyCollection';
export { useFavourites, useLaunchGame, useMyCollection } from './hooks';
