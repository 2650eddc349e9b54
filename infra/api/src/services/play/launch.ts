import { LOTTERY_LOBBY_VENDORS } from '@tessera/contract';
import type { TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import { launchGame } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { recordRecentGame } from '../player/recent';
import { checkPlayable, defaultPlayType, isLotteryVendor, isRealMember, merchantCurrency, playGames, type TPlayGame } from './games';
import { demoKindOf } from './kinds';
import { issueTicket } from './tickets';
import { checkVendorUrl, vendorFrameUrl, vendorLaunchUrl } from './vendorLaunch';

// launchGame (spec §7 "Games"): the lottery launcher for lottery vendors, the generic launcher
// for the others; the answer's URL opens this API's demo lottery, slot, baccarat table or crash game
// (by the game's classification, kinds.ts) with a launch ticket.

type TQuery = TEndpointInput<typeof launchGame>['query'];
export type TLaunchAnswer = TEndpointOutput<typeof launchGame>;

/** TCG_LOTTO_VN and TCG_SEA open a lottery lobby; LOTT and ELOTT go to the client's /m/launchGame. */
const LOBBY_VENDORS: readonly string[] = LOTTERY_LOBBY_VENDORS;

async function findLotteryGame(db: Kysely<DB>, merchant: string, q: TQuery): Promise<TPlayGame | undefined> {
  const base = playGames(db, merchant).where('g.vendor_code', '=', q.vendor);
  if (q.nodeId !== undefined) return base.where('g.id', '=', Number(q.nodeId)).executeTakeFirst();
  const code = q.gameCode ?? 'lobby';
  const exact = await base.where('g.game_code', '=', code).executeTakeFirst();
  // A vendor without a lobby game (LOTT, ELOTT): its lobby is its first game.
  if (exact || code !== 'lobby') return exact;
  return base.orderBy('g.sort').orderBy('g.id').limit(1).executeTakeFirst();
}

async function findGenericGame(db: Kysely<DB>, merchant: string, q: TQuery): Promise<TPlayGame | undefined> {
  const base = playGames(db, merchant).where('g.vendor_code', '=', q.vendor);
  if (q.nodeId !== undefined) {
    const byNode = await base.where('g.id', '=', Number(q.nodeId)).executeTakeFirst();
    return byNode && (q.gameId === undefined || byNode.game_id === q.gameId) ? byNode : undefined;
  }
  return base.where('g.game_id', '=', q.gameId ?? '').executeTakeFirst();
}

export async function launch(
  db: Kysely<DB>,
  merchant: string,
  member: { id: number; type: number; sessionHash: string },
  q: TQuery,
  now = new Date(),
  options: { frameOrigins?: readonly string[] } = {},
): Promise<TLaunchAnswer> {
  const frameOrigins = options.frameOrigins ?? [];
  const lottery = isLotteryVendor(q.vendor);
  if (!lottery && q.nodeId === undefined && q.gameId === undefined) {
    throw validationError([{ in: 'query', path: 'gameId', message: 'gameId or nodeId is required for the generic launcher' }]);
  }
  const details = { vendor: q.vendor, gameCode: q.gameCode, gameId: q.gameId, nodeId: q.nodeId };
  const found = lottery ? await findLotteryGame(db, merchant, q) : await findGenericGame(db, merchant, q);
  const game = checkPlayable(found, details);
  if (lottery && q.prizeMode !== undefined && q.prizeMode !== game.lotto_mode)
    throw new ApiError('PLAY_GAME_NOT_FOUND', { ...details, prizeMode: q.prizeMode });
  if (!lottery && q.gameCategory !== undefined && q.gameCategory !== game.launch_category) {
    throw new ApiError('PLAY_GAME_NOT_FOUND', { ...details, gameCategory: q.gameCategory });
  }

  // Which demo page a generic game opens (kinds.ts): the slot, the baccarat table or the crash
  // game; sportsbooks have none (refused before a ticket is issued).
  const kind = lottery ? 'lottery' : demoKindOf(game);
  if (kind === 'none') throw new ApiError('PLAY_DEMO_UNAVAILABLE', { nodeId: String(game.id), classify: game.classify });

  // Free play: trial (and other non-member) types always; a real member only when they ask for the
  // demo (mode=free). supportPlay is the game list's flag (0 = free play supported) passed through:
  // it describes the game, so it never turns a real member's launch into fun mode.
  const free = !isRealMember(member.type) || q.mode === 'free';
  if (free && game.free_play !== 1) throw new ApiError('PLAY_FREE_UNSUPPORTED', { nodeId: String(game.id) });
  const mode = free ? 'free' : 'real';
  const playType = lottery ? (q.playType ?? defaultPlayType(game.lotto_mode)) : null;
  // A lottery vendor with a launch URL of its own opens the vendor's page (its origin must still be
  // allowed: refused before a ticket is issued otherwise); without one, the demo lottery.
  const vendorUrl = lottery ? await vendorLaunchUrl(db, merchant, game.vendor_code) : null;
  if (vendorUrl !== null && !checkVendorUrl(vendorUrl, frameOrigins).ok) throw new ApiError('PLAY_VENDOR_FRAME_REFUSED', { vendor: game.vendor_code });
  const { places } = await merchantCurrency(db, merchant);

  const issued = await db.transaction().execute(async (trx) => {
    const t = await issueTicket(
      trx,
      {
        merchant,
        memberId: member.id,
        gameId: game.id,
        launcher: lottery ? 'lottery' : 'generic',
        mode,
        playType,
        unit: 10 ** places,
        sessionHash: member.sessionHash,
      },
      now,
    );
    await recordRecentGame(trx, merchant, member.id, game.id);
    return t;
  });
  return {
    url:
      vendorUrl !== null
        ? vendorFrameUrl(vendorUrl, {
            ticket: issued.ticket,
            gameId: game.game_id,
            gameGroupId: game.game_group_id,
            prizeMode: game.lotto_mode,
            playType,
            gameCode: game.game_code,
          })
        : `/play/${kind}?ticket=${issued.ticket}`,
    launcher: lottery ? 'lottery' : 'generic',
    page: lottery ? (LOBBY_VENDORS.includes(game.vendor_code) ? 'lotteryLobby' : 'launchGame') : 'game',
    mode,
    nodeId: String(game.id),
    gameId: game.game_id,
    gameCode: game.game_code,
    gameName: game.name,
    vendor: game.vendor_code,
    gameCategory: game.launch_category,
    prizeMode: game.lotto_mode,
    playType,
    expiresAt: issued.expiresAt,
    ...(lottery ? { frameOrigins: [...frameOrigins] } : {}),
  };
}
