import { PAGE_SIZES } from '@tessera/contract';
import {
  gameList,
  hotGames,
  lotteryList,
  lotteryMenu,
  vendorGameTypes,
  vendorList,
  winnerBoard,
  type TEndpointOutput,
  type TGame,
} from '@tessera/contract/api';
import type { FastifyReply } from 'fastify';
import { errorEnvelope, successEnvelope } from '../errors';
import { currencyPlaces } from '../lib/money';
import { PreparedAnswer } from '../lib/prepared';
import { imageHeaders } from '../lib/svg';
import { route, ROUTE_DEPENDENCIES } from '../route';
import {
  GAME_ICON_PREFIX,
  gameIconPng,
  gameIconSvg,
  hotList,
  isCurrentGameIcon,
  isCurrentVendorIcon,
  latestWinners,
  listGames,
  lotteryGames,
  nameLanguage,
  parseIconFile,
  playTypeOf,
  SnapshotCache,
  VENDOR_ICON_PREFIX,
  vendorCategories,
  vendorIconSvg,
  vendorListValue,
  type TVendorCategory,
} from '../services/games';
import { routesPlugin } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Snapshots of the hot lists and vendor mappings: invalidate() after changing the catalogue. */
    catalogSnapshots: { hot: SnapshotCache<PreparedAnswer<TEndpointOutput<typeof hotGames>>>; vendors: SnapshotCache<TVendorCategory[]> };
  }
}

export interface TGamesRoutesOptions {
  /** Lifetime of the hot-list and vendor-mapping snapshots; 0 = read the database every time. */
  snapshotTtlMs: number;
}

/** Rendered icons kept in memory (a few hundred games and vendors; cleared if it ever grows past this). */
const ICON_MEMORY = 4096;

/**
 * Games catalogue calls (spec §7 "Games", winner board) and the locally served icons. The hot
 * list, the call every home page makes, answers from a per-merchant, per-language snapshot that
 * is already serialized (and compressed once per encoding): no database work and no
 * JSON.stringify per request while the snapshot is fresh.
 */
export const gamesRoutes = routesPlugin<TGamesRoutesOptions>('tessera-games-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const snapshots = {
    hot: new SnapshotCache<PreparedAnswer<TEndpointOutput<typeof hotGames>>>(opts.snapshotTtlMs),
    vendors: new SnapshotCache<TVendorCategory[]>(opts.snapshotTtlMs),
  };
  app.decorate('catalogSnapshots', snapshots);
  // Operator data, invalidated as the read cache's snapshots are: at once by every operator change
  // made in this process (route() after each non-GET /api/admin call) and, on PostgreSQL, by one
  // heard from another process (NOTIFY); otherwise within the TTL.
  app.readCache.onForget((code) => {
    snapshots.hot.invalidate(code === undefined ? undefined : `${code}\u0000`);
    snapshots.vendors.invalidate(code);
  });

  /** Decimal places of the merchant's currency (from the read cache's merchant snapshot). */
  const placesOf = (merchant: string): number | Promise<number> => app.readCache.use(merchant, (s) => currencyPlaces(s?.row.currency_code ?? ''));
  const withPlaces = async <T>(merchant: string, use: (places: number) => Promise<T>): Promise<T> => use(await placesOf(merchant));

  const merchantVendors = (merchant: string) => snapshots.vendors.get(merchant, () => vendorCategories(app.db, merchant));

  route(app, vendorGameTypes, async (_input, request) => {
    const categories = await merchantVendors(request.merchant);
    return { list: categories.map((c) => ({ gameType: c.gameType, vendors: c.vendors })) };
  });

  route(app, vendorList, async (_input, request) => vendorListValue(await merchantVendors(request.merchant)));

  route(app, gameList, ({ query }, request) => withPlaces(request.merchant, (places) => listGames(app.db, request.merchant, query, places)));

  const loadHot = (merchant: string, language: string) =>
    withPlaces(merchant, async (places) => {
      const value = { list: await hotList(app.db, merchant, language, places), language };
      return new PreparedAnswer(value, JSON.stringify(successEnvelope(value)), true);
    });

  route(
    app,
    hotGames,
    ({ query }, request) => {
      const language = nameLanguage(query.language);
      return snapshots.hot.get(`${request.merchant}\u0000${language}`, () => loadHot(request.merchant, language));
    },
    // The prepared answer carries its own compressed copies.
    { compress: false },
  );

  route(app, winnerBoard, ({ query }, request) =>
    withPlaces(request.merchant, async (places) => ({
      list: await latestWinners(app.db, request.merchant, {
        category: query.gameCategory ?? 'ALL',
        lang: nameLanguage(query.language),
        limit: query.limitNum ?? PAGE_SIZES.winners,
        places,
      }),
    })),
  );

  route(app, lotteryList, ({ query }, request) =>
    withPlaces(request.merchant, async (places) => {
      const rows = await lotteryGames(app.db, request.merchant, nameLanguage(query.language), places, {
        prizeMode: query.prizeMode,
        vendor: query.vendor,
        gameGroupId: query.gameGroupId,
      });
      return { list: rows.map((r) => r.game) };
    }),
  );

  route(app, lotteryMenu, ({ query }, request) =>
    withPlaces(request.merchant, async (places) => {
      const rows = await lotteryGames(app.db, request.merchant, nameLanguage(query.language), places);
      const groups = new Map<number, TEndpointOutput<typeof lotteryMenu>['list'][number]>();
      for (const { game, group } of rows) {
        if (!group) continue;
        let entry = groups.get(group.id);
        if (!entry) {
          entry = { gameGroupId: group.id, groupName: group.name, lottoMode: group.lottoMode, playType: playTypeOf(group.lottoMode), games: [] };
          groups.set(group.id, entry);
        }
        entry.games.push(menuGame(game));
      }
      return { list: [...groups.values()] };
    }),
  );

  // ---- Icons: image/svg+xml, content-addressed (immutable) when the URL's fingerprint is current ----

  const rendered = new Map<string, string | Buffer>();
  const remember = (key: string, image: string | Buffer) => {
    if (rendered.size >= ICON_MEMORY) rendered.clear();
    rendered.set(key, image);
    return image;
  };
  // An SVG is a string, a PNG (game icons in the lists) bytes.
  const sendSvg = (reply: FastifyReply, image: string | Buffer, immutable: boolean) =>
    reply.headers({ ...imageHeaders(immutable), ...(typeof image === 'string' ? {} : { 'content-type': 'image/png' }) }).send(image);
  const notFound = (reply: FastifyReply) => reply.code(404).send(errorEnvelope('NOT_FOUND'));
  const iconRoute = { schema: { hide: true } } as const;

  app.get<{ Params: { file: string } }>(`${GAME_ICON_PREFIX}:file`, iconRoute, async (request, reply) => {
    const parsed = parseIconFile(request.params.file, undefined, ['svg', 'png']);
    if (!parsed) return notFound(reply);
    const cacheKey = `${parsed.key}-${parsed.print ?? ''}.${parsed.format}`;
    const known = rendered.get(cacheKey);
    if (known !== undefined) return sendSvg(reply, known, parsed.print !== null);
    const game = await app.db
      .selectFrom('games')
      .select(['id', 'name', 'vendor_code', 'category', 'classify'])
      .where('id', '=', Number(parsed.key))
      .executeTakeFirst();
    if (!game) return notFound(reply);
    const icon = { id: game.id, name: game.name, vendor: game.vendor_code, category: game.category, classify: game.classify };
    const current = isCurrentGameIcon(icon, parsed.print);
    const image = parsed.format === 'png' ? gameIconPng(icon) : gameIconSvg(icon);
    // Only current URLs are remembered: an old fingerprint gets today's icon, briefly cached.
    if (current) remember(cacheKey, image);
    return sendSvg(reply, image, current);
  });

  app.get<{ Params: { file: string } }>(`${VENDOR_ICON_PREFIX}:file`, iconRoute, async (request, reply) => {
    const parsed = parseIconFile(request.params.file, /^([A-Z0-9_]{1,32})/);
    if (!parsed) return notFound(reply);
    const cacheKey = `vendor:${parsed.key}-${parsed.print ?? ''}`;
    const known = rendered.get(cacheKey);
    if (known !== undefined) return sendSvg(reply, known, parsed.print !== null);
    const vendor = await app.db.selectFrom('vendors').select(['code', 'name']).where('code', '=', parsed.key).executeTakeFirst();
    if (!vendor) return notFound(reply);
    const current = isCurrentVendorIcon(vendor.code, vendor.name, parsed.print);
    const svg = vendorIconSvg(vendor.code, vendor.name);
    if (current) remember(cacheKey, svg);
    return sendSvg(reply, svg, current);
  });
});

function menuGame(game: TGame) {
  return { nodeId: game.nodeId, gameId: game.gameId, gameCode: game.gameCode, displayName: game.displayName, vassalage: game.vassalage };
}
