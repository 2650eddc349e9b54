// Category pictograms of the game entry screen's menu, decorative (the label beside them names the
// category). Categories whose glyph the shared set already draws (favourites' star, hot's flame,
// the RNG games' die, promotions' gift) take ui-kit's; the rest are this screen's own pictograms,
// drawn in the set's style (ui-kit's `tk-icon` class: stroked in currentColor).
import { Icon, type TIconName } from '@tessera/ui-kit';

const SHARED_BY_CATEGORY: Partial<Record<string, TIconName>> = { FAV: 'star', HOT: 'fire', RNG: 'dice', PROMO: 'gift' };

const PATHS_BY_CATEGORY: Record<string, string> = {
  PGSLOT: 'M4 6h16v12H4zM9 6v12M15 6v12',
  PPSLOT: 'M4 6h16v12H4zM9 6v12M15 6v12M20 9h1.5v4',
  LIVE: 'M4 7h16v11H4zM9 3l3 4 3-4M10 11v4l3-2z',
  FISH: 'M3 12c3-5 9-6 13-2l4-3v10l-4-3c-4 4-10 3-13-2zM8 11h.01',
  SPORTS: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l3.5 2.5-1.3 4h-4.4l-1.3-4z',
  ESPORTS: 'M6 9h12a3 3 0 0 1 3 3v1a3 3 0 0 1-5.5 1.7L14 13h-4l-1.5 1.7A3 3 0 0 1 3 13v-1a3 3 0 0 1 3-3zM8 11v2M7 12h2M16 12h.01',
  PVP: 'M6 4h8l4 4v12H6zM10 10l2-2 2 2-2 2zM10 16h4',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9h6v6H9z',
  ELOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  // A rooster: tail, body, head with comb and beak, legs.
  COCKFIGHT: 'M5 6l4 6M4 11l5 2M9 12a5 5 0 0 0 10 0V8M19 8a2 2 0 0 0-4 0v4M15 6l1-2 1 2M19 8l2 1-2 1M12 17v3M15 17v3',
  LIVESTREAM: 'M4 7h12v10H4zM16 10l4-2v8l-4-2',
  ALL: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
};

export function CategoryIcon({ category }: { category: string }) {
  const shared = SHARED_BY_CATEGORY[category];
  if (shared) return <Icon name={shared} size={24} />;
  return (
    <svg className="tk-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS_BY_CATEGORY[category] ?? PATHS_BY_CATEGORY.ALL} />
    </svg>
  );
}
