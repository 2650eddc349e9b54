// The game list (/m/gameList): tabs by category, paged lists, a vendor's list, live rooms.
export { useGameListScreen } from './hooks';
export { tabsOf, tabOfQuery, queryOfTab, type TListTab } from './tabs';
export { LiveRooms, type LiveRoomsProps } from './components/LiveRooms';
