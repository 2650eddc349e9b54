// The game entry screen (/m/game): category side menu, vendor menu, the chosen category's games.
export { useGameEntry } from './hooks';
export { menuOf, splitEsports, allVendors, type TMenuCategory, type TMenuEntry } from './categories';
export { CategoryMenu, type CategoryMenuProps } from './components/CategoryMenu';
export { VendorMenu, type VendorMenuProps } from './components/VendorMenu';
