import { MAX_FAVOURITES, type TEndpointOutput, type addFavourite, type favouriteGames, type removeFavourite } from '@tessera/contract/api';
import { PAGE_SIZES } from '@tessera/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { nameLanguage } from '../games/catalog';
import { findOfferedGame, GAME_COLUMNS, merchantPlaces, offeredGames, toGameItem } from './games';

// Favourite games (spec §4): newest first; listed only while the merchant offers the game (the
// row stays, so a game switched off and on again comes back). The cap counts every row.

export interface TPlayerContext {
  db: Kysely<DB>;
  merchant: string;
  memberId: number;
}

function favourites(ctx: TPlayerContext, lang: string) {
  return offeredGames(ctx.db, ctx.merchant, lang)
    .innerJoin('player_favourites as f', 'f.game_id', 'g.id')
    .where('f.merchant_code', '=', ctx.merchant)
    .where('f.member_id', '=', ctx.memberId);
}

export async function listFavourites(
  ctx: TPlayerContext,
  query: { pageNo?: number | undefined; pageSize?: number | undefined; language?: string | undefined },
): Promise<TEndpointOutput<typeof favouriteGames>> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZES.favouritesHome;
  const { places } = await merchantPlaces(ctx.db, ctx.merchant);
  const q = favourites(ctx, nameLanguage(query.language));
  const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows =
    total > (pageNo - 1) * pageSize
      ? await q
          .select([...GAME_COLUMNS])
          .orderBy('f.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute()
      : [];
  return { content: rows.map((r) => toGameItem(r, places)), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

export async function favouriteIdList(ctx: TPlayerContext): Promise<string[]> {
  const rows = await favourites(ctx, 'EN').select('g.id').orderBy('f.id', 'desc').execute();
  return rows.map((r) => String(r.id));
}

async function countAll(db: Kysely<DB> | Transaction<DB>, ctx: TPlayerContext): Promise<number> {
  const row = await db
    .selectFrom('player_favourites')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('merchant_code', '=', ctx.merchant)
    .where('member_id', '=', ctx.memberId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function addFavouriteGame(ctx: TPlayerContext, nodeId: string, vendor?: string): Promise<TEndpointOutput<typeof addFavourite>> {
  const game = await findOfferedGame(ctx.db, ctx.merchant, nodeId, vendor);
  if (!game) throw new ApiError('PLAYER_GAME_NOT_FOUND', { nodeId });
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('player_favourites')
      .select('id')
      .where('merchant_code', '=', ctx.merchant)
      .where('member_id', '=', ctx.memberId)
      .where('game_id', '=', game.id)
      .executeTakeFirst();
    if (!existing) {
      if ((await countAll(trx, ctx)) >= MAX_FAVOURITES) throw new ApiError('FAVOURITES_FULL', { max: MAX_FAVOURITES });
      await trx
        .insertInto('player_favourites')
        .values({ merchant_code: ctx.merchant, member_id: ctx.memberId, game_id: game.id, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['merchant_code', 'member_id', 'game_id']).doNothing())
        .execute();
    }
    return { success: true as const, nodeId: String(game.id), total: await countAll(trx, ctx) };
  });
}

export async function removeFavouriteGame(ctx: TPlayerContext, nodeId: string, vendor?: string): Promise<TEndpointOutput<typeof removeFavourite>> {
  const id = Number(nodeId);
  let q = ctx.db.deleteFrom('player_favourites').where('merchant_code', '=', ctx.merchant).where('member_id', '=', ctx.memberId).where('game_id', '=', id);
  if (vendor) q = q.where('game_id', 'in', ctx.db.selectFrom('games').select('id').where('vendor_code', '=', vendor));
  const result = await q.executeTakeFirst();
  return { success: true, removed: Number(result.numDeletedRows) > 0, total: await countAll(ctx.db, ctx) };
}
