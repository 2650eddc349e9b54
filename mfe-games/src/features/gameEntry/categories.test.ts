import type { TVendorEntry } from '@tessera/contract/api';
import { allVendors, menuOf, splitEsports } from './categories';

const v = (vendor: string): TVendorEntry => ({ vendor, vendorName: vendor, accountTypeName: vendor, supportPlay: 0, iconUrl: `/${vendor}.svg` });

describe('the game entry menu', () => {
  const server = [
    { gameType: 'RNG' as const, vendors: [v('EG3'), v('PG'), v('PP')] },
    { gameType: 'LIVE' as const, vendors: [v('EVO'), v('PP')] },
    { gameType: 'SPORTS' as const, vendors: [v('SBO'), v('TF'), v('IA'), v('SABA')] },
    { gameType: 'PVP' as const, vendors: [v('KY')] },
    { gameType: 'FISH' as const, vendors: [] },
  ];

  it('Favourites only logged in, Hot, the two slot-provider categories, the server order, PROMO last; empty categories left out', () => {
    expect(menuOf(server, true).map((e) => e.category)).toEqual(['FAV', 'HOT', 'PGSLOT', 'PPSLOT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'PROMO']);
    expect(menuOf(server, false).map((e) => e.category)).toEqual(['HOT', 'PGSLOT', 'PPSLOT', 'RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'PVP', 'PROMO']);
  });

  it('splits Esports out of Sports by the esports codes, right after Sports', () => {
    const split = splitEsports(server);
    expect(split.find((c) => c.gameType === 'SPORTS')?.vendors.map((x) => x.vendor)).toEqual(['SBO', 'SABA']);
    expect(split.find((c) => c.gameType === 'ESPORTS')?.vendors.map((x) => x.vendor)).toEqual(['TF', 'IA']);
    // A server that splits already is kept as it is.
    const already = [
      { gameType: 'SPORTS' as const, vendors: [v('SBO')] },
      { gameType: 'ESPORTS' as const, vendors: [v('AV')] },
    ];
    expect(splitEsports(already)).toBe(already);
  });

  it('lists every vendor once, in the order they first appear', () => {
    expect(allVendors(menuOf(server, true)).map((x) => x.vendor)).toEqual(['EG3', 'PG', 'PP', 'EVO', 'SBO', 'SABA', 'TF', 'IA', 'KY']);
  });
});
