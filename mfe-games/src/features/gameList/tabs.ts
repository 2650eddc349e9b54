import { SLOT_PROVIDER_CATEGORIES } from '@tessera/contract';
import type { TCatalogueCategory } from '@tessera/contract/api';

// The game list's tabs and how its address names one (spec §2 route table: query gameType, type
// hot | fav, vassalage; category HOT from the more-games button, FAV from the favourites more button).

export type TListTab = 'HOT' | 'FAV' | 'ALL' | TCatalogueCategory | keyof typeof SLOT_PROVIDER_CATEGORIES | 'LIVESTREAM';

export function tabsOf(serverCategories: readonly TCatalogueCategory[], loggedIn: boolean): TListTab[] {
  return [
    'HOT',
    ...(loggedIn ? (['FAV'] as const) : []),
    // Every game of every category, paged like the rest (?gameType=ALL: its own tab, not Hot's).
    'ALL',
    ...(Object.keys(SLOT_PROVIDER_CATEGORIES) as (keyof typeof SLOT_PROVIDER_CATEGORIES)[]),
    ...serverCategories,
    'LIVESTREAM',
  ];
}

/** The tab the address asks for: category / type first, then gameType; HOT when it names nothing this list shows. */
export function tabOfQuery(query: URLSearchParams, tabs: readonly TListTab[], loggedIn: boolean): TListTab {
  const category = (query.get('category') ?? query.get('type') ?? '').toUpperCase();
  if (category === 'FAV' && loggedIn) return 'FAV';
  if (category === 'HOT') return 'HOT';
  const gameType = (query.get('gameType') ?? '').toUpperCase();
  if (gameType === 'HOT') return 'HOT';
  if (gameType && tabs.includes(gameType as TListTab)) return gameType as TListTab;
  return 'HOT';
}

/** The address of a tab: HOT and FAV by `category` (as home's more buttons link them), the rest by gameType. */
export const queryOfTab = (tab: TListTab) => (tab === 'HOT' || tab === 'FAV' ? { category: tab } : { gameType: tab });
