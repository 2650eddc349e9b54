import { ESPORTS_GAME_CODES, SLOT_PROVIDER_CATEGORIES } from '@tessera/contract';
import type { TCatalogueCategory, TVendorEntry } from '@tessera/contract/api';

// The game entry screen's side menu (spec §2 "Game entry screen"): Favourites (logged in only),
// Hot, the first and the second slot-provider categories, then the server's categories in the
// server's order with Esports split out of Sports by the esports codes; PROMO last (→ /m/activity).

export type TMenuCategory = 'FAV' | 'HOT' | keyof typeof SLOT_PROVIDER_CATEGORIES | TCatalogueCategory | 'PROMO';

export interface TMenuEntry {
  category: TMenuCategory;
  /** The category's vendors in the vendor order of spec §9 (the server orders them); [] for FAV / HOT / PROMO. */
  vendors: readonly TVendorEntry[];
}

const isEsports = (v: TVendorEntry) => (ESPORTS_GAME_CODES as readonly string[]).includes(v.vendor);

/**
 * Sports with esports vendors in it becomes Sports and Esports (Esports right after it, merged with
 * an Esports entry the server already sent). A server that splits them already is left as it is.
 */
export function splitEsports(list: readonly { gameType: TCatalogueCategory; vendors: readonly TVendorEntry[] }[]) {
  const esportsOfSports = list.find((c) => c.gameType === 'SPORTS')?.vendors.filter(isEsports) ?? [];
  if (esportsOfSports.length === 0) return list;
  const out: { gameType: TCatalogueCategory; vendors: readonly TVendorEntry[] }[] = [];
  const served = list.find((c) => c.gameType === 'ESPORTS');
  for (const c of list) {
    if (c.gameType === 'ESPORTS') continue;
    if (c.gameType !== 'SPORTS') {
      out.push(c);
      continue;
    }
    out.push({ gameType: 'SPORTS', vendors: c.vendors.filter((v) => !isEsports(v)) });
    const merged = [...esportsOfSports, ...(served?.vendors ?? []).filter((v) => !esportsOfSports.some((e) => e.vendor === v.vendor))];
    out.push({ gameType: 'ESPORTS', vendors: merged });
  }
  return out;
}

export function menuOf(serverList: readonly { gameType: TCatalogueCategory; vendors: readonly TVendorEntry[] }[], loggedIn: boolean): TMenuEntry[] {
  const fixed: TMenuEntry[] = [
    ...(loggedIn ? [{ category: 'FAV' as const, vendors: [] }] : []),
    { category: 'HOT', vendors: [] },
    ...(Object.keys(SLOT_PROVIDER_CATEGORIES) as (keyof typeof SLOT_PROVIDER_CATEGORIES)[]).map((category) => ({ category, vendors: [] })),
  ];
  const served = splitEsports(serverList)
    .filter((c) => c.vendors.length > 0)
    .map((c) => ({ category: c.gameType, vendors: c.vendors }));
  return [...fixed, ...served, { category: 'PROMO', vendors: [] }];
}

/** Every vendor once, in the order they first appear (the server's order per category, spec §9). */
export function allVendors(entries: readonly TMenuEntry[]): TVendorEntry[] {
  const seen = new Map<string, TVendorEntry>();
  for (const e of entries) for (const v of e.vendors) if (!seen.has(v.vendor)) seen.set(v.vendor, v);
  return [...seen.values()];
}
