// Answers shaped like the platform API's, for home's own tests.
import type { TAnnouncement, TGame, TWinner } from '@tessera/contract/api';
import { locales } from '../locales';

export const EN = { home: locales.EN as Record<string, unknown> };

export function game(n: number, overrides: Partial<TGame> = {}): TGame {
  return {
    nodeId: String(10_000 + n),
    gameId: String(n),
    gameName: `Game ${n}`,
    displayName: `Game ${n}`,
    gameType: 'RNG',
    gameCategory: 'RNG',
    gameClassifyNew: 'SLOT',
    vassalage: 'PG',
    vendorName: 'PG Soft',
    gameCode: `PG_${n}`,
    gameGroupId: null,
    lottoMode: null,
    supportPlay: 1,
    minBet: '0.20',
    minLine: 1,
    hot: true,
    hotRank: n,
    iconUrl: `/icons/${n}.svg`,
    mobileLargeIcon: `/icons/${n}.svg`,
    mobileSmallIcon: `/icons/${n}.svg`,
    ...overrides,
  };
}

export const games = (count: number) => Array.from({ length: count }, (_, i) => game(i + 1));

export function announcement(id: number, overrides: Partial<TAnnouncement> = {}): TAnnouncement {
  return {
    id,
    type: 'PL',
    title: `Notice ${id}`,
    content: `<p>Body ${id}</p>`,
    read: false,
    publishedAt: '2026-11-20T10:00:00.000Z',
    groupName: null,
    url: null,
    link: null,
    ...overrides,
  };
}

export const banner = (id: number, groupName: string, link: string | null = null) =>
  announcement(id, { type: 'B', title: `Banner ${id}`, groupName, url: `/banners/${id}.svg`, link });

export const winner = (n: number): TWinner => ({
  vo: { iconUrl: `/icons/${n}.svg`, vendor: 'PG', gameName: `Game ${n}`, customerName: `pl***${n}`, winAmount: `${n}.50`, wonAt: '2026-11-20T10:00:00.000Z' },
});

/** What the home page asks for, answered with seeded-like data; override per test. */
export function homeApi(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    notices: { list: [announcement(1, { title: 'Maintenance on Tuesday' }), announcement(2, { title: 'New provider' })] },
    announcementsBanner: {
      banners: [banner(11, 'm_home', '/m/activity'), banner(12, 'm_home'), banner(13, 'm_live')],
      playerNotices: [],
      popups: [],
      promotions: [],
      agentNotices: [],
    },
    liveModelList: { list: [], pageNum: 1, totalPages: 0, total: 0 },
    hotGames: { list: games(30), language: 'EN' },
    winnerBoard: { list: Array.from({ length: 8 }, (_, i) => winner(i + 1)) },
    vendorList: {
      mapping: { RNG: { vendorNames: [{ vendor: 'PG', vendorName: 'PG Soft', accountTypeName: 'PG Slots', supportPlay: 1, iconUrl: '/v/PG.svg' }] } },
      vendorSorting: [],
    },
    favouriteIds: { list: [] },
    favouriteGames: { content: [], pageNum: 1, totalPages: 0, total: 0 },
    ...overrides,
  };
}
