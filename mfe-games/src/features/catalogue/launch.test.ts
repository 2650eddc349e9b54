import type { TLaunchable } from './launch';
import { launchRouteOf } from './launch';

const game = (over: Partial<TLaunchable>): TLaunchable => ({
  nodeId: '10',
  gameId: '1001',
  gameCode: 'PG_FORTUNE',
  vassalage: 'PG',
  gameCategory: 'RNG',
  gameGroupId: null,
  lottoMode: null,
  supportPlay: 0,
  ...over,
});

describe('launchRouteOf (spec §7 special launch handling)', () => {
  it('LOTT and ELOTT open /m/launchGame with the spec query', () => {
    const r = launchRouteOf(game({ vassalage: 'ELOTT', gameCode: 'KENO_1M', gameGroupId: 5, lottoMode: 'Elott', gameCategory: 'ELOTT' }));
    expect(r.kind).toBe('frame');
    const url = new URL(r.kind === 'frame' ? r.to : '', 'http://x');
    expect(url.pathname).toBe('/m/launchGame');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      playType: 'ent',
      gameId: '1001',
      gameGroupId: '5',
      prize_mode: 'Elott',
      code: 'KENO_1M',
      pageBack: 'home',
    });
    const lott = launchRouteOf(game({ vassalage: 'LOTT', lottoMode: 'Lott' }));
    expect(lott.kind === 'frame' && new URL(lott.to, 'http://x').searchParams.get('playType')).toBe('trad');
  });

  it('TCG_LOTTO_VN and TCG_SEA (prize mode SEA) open the lottery lobby', () => {
    const sea = launchRouteOf(game({ vassalage: 'TCG_SEA', gameCode: 'lobby', lottoMode: 'SEA' }));
    expect(sea).toEqual({ kind: 'lotteryLobby', to: '/m/lottery?vendor=TCG_SEA&prize_mode=SEA' });
    expect(launchRouteOf(game({ vassalage: 'TCG_LOTTO_VN', lottoMode: 'ZY' })).kind).toBe('lotteryLobby');
  });

  it("a vendor's lobby entry opens its game list; every other game the generic launcher with the list's supportPlay", () => {
    expect(launchRouteOf(game({ gameCode: 'lobby', vassalage: 'SBO' }))).toEqual({ kind: 'vendorList', to: '/m/gameList?vassalage=SBO' });
    expect(launchRouteOf(game({}))).toEqual({ kind: 'generic', query: { vendor: 'PG', gameId: '1001', nodeId: '10', gameCategory: 'RNG', supportPlay: '0' } });
  });
});
