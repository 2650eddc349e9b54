import { ESPORTS_GAME_CODES, SUPPORT_PLAY_FREE, VENDOR_FIRST_ORDER, VENDORS_REMOVED_FROM_ORDER } from '@tessera/contract';
import type { TCatalogueCategory, TEndpointOutput, TVendorEntry, vendorList } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { vendorIconUrl } from './icons';

// The vendor mapping of a merchant: its categories in its server order, with Esports split out of
// Sports (vendors AV, TF, IA, IMES), and in each category the vendors ordered by the spec's rule
// (§9): JL, FC, PG, EG3 and TCG_SEA leave the server order; EG3, PG, FC, JL (those present) go first.

const isEsports = (vendor: string) => (ESPORTS_GAME_CODES as readonly string[]).includes(vendor);
const removed = (vendor: string) => (VENDORS_REMOVED_FROM_ORDER as readonly string[]).includes(vendor);

/** The spec's vendor order applied to one category's server order. TCG_SEA is removed and not put back. */
export function vendorSorting(serverOrder: readonly string[]): string[] {
  const present = new Set(serverOrder);
  return [...VENDOR_FIRST_ORDER.filter((v) => present.has(v)), ...serverOrder.filter((v) => !removed(v))];
}

export interface TVendorCategory {
  gameType: TCatalogueCategory;
  /** Vendors in vendorSorting order, then those the rule left out of it (server order). */
  vendors: TVendorEntry[];
  /** The rule's order (what vendorSorting answers). */
  sorting: string[];
}

/** The merchant's categories and vendors, ready for vendorGameTypes and vendorList. */
export async function vendorCategories(db: Kysely<DB>, merchant: string): Promise<TVendorCategory[]> {
  const [rows, order] = await Promise.all([
    db
      .selectFrom('vendor_categories as vc')
      .innerJoin('vendors as v', 'v.code', 'vc.vendor_code')
      .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'vc.vendor_code').on('mv.merchant_code', '=', merchant))
      .where('mv.enabled', '=', 1)
      .where('v.enabled', '=', 1)
      .select(['vc.vendor_code', 'vc.category', 'vc.account_type_name', 'v.name', 'v.free_play'])
      .orderBy('vc.category')
      .orderBy('vc.sort')
      .orderBy('vc.vendor_code')
      .execute(),
    db.selectFrom('merchant_categories').select('category').where('merchant_code', '=', merchant).orderBy('sort').orderBy('category').execute(),
  ]);

  // Category → vendors in server order; esports vendors of SPORTS become their own category.
  const byCategory = new Map<string, TVendorEntry[]>();
  for (const r of rows) {
    const category = r.category === 'SPORTS' && isEsports(r.vendor_code) ? 'ESPORTS' : r.category;
    const list = byCategory.get(category) ?? [];
    list.push({
      vendor: r.vendor_code,
      vendorName: r.name,
      accountTypeName: r.account_type_name,
      supportPlay: r.free_play === 1 ? SUPPORT_PLAY_FREE.vendorList : ((1 - SUPPORT_PLAY_FREE.vendorList) as 0 | 1),
      iconUrl: vendorIconUrl(r.vendor_code, r.name),
    });
    byCategory.set(category, list);
  }

  const categories = order.flatMap((o) => (o.category === 'SPORTS' ? ['SPORTS', 'ESPORTS'] : [o.category]));
  return categories.flatMap((gameType) => {
    const vendors = byCategory.get(gameType);
    if (!vendors?.length) return [];
    const sorting = vendorSorting(vendors.map((v) => v.vendor));
    const rank = new Map(sorting.map((v, i) => [v, i]));
    const ordered = [...vendors].sort((a, b) => (rank.get(a.vendor) ?? sorting.length) - (rank.get(b.vendor) ?? sorting.length));
    return [{ gameType: gameType as TCatalogueCategory, vendors: ordered, sorting }];
  });
}

export function vendorListValue(categories: TVendorCategory[]): TEndpointOutput<typeof vendorList> {
  return {
    mapping: Object.fromEntries(categories.map((c) => [c.gameType, { vendorNames: c.vendors }])),
    vendorSorting: categories.map((c) => ({ gameType: c.gameType, sorting: c.sorting.map((vendor, i) => ({ vendor, sort: i + 1 })) })),
  };
}
