import { LOTTERY_VENDORS, type TSpecRemote } from '@tessera/contract';
import {
  addFavourite,
  applySalary,
  contractRequests,
  contractTerms,
  dividendCurrent,
  dividendHistory,
  dividendInfo,
  dividendMessages,
  drawNumero,
  favouriteGames,
  favouriteIds,
  gameList,
  hotGames,
  hourlySalaryCurrent,
  launchGame,
  lotteryDraws,
  lotteryList,
  lotteryMenu,
  numbersOpened,
  placeLotteryBet,
  playSession,
  recentVietnamLottery,
  removeFavourite,
  respondContract,
  salaryCurrent,
  salaryHistory,
  salaryInfo,
  salaryQuery,
  slotSpin,
  baccaratDeal,
  crashRound,
  cockfightRound,
  buyLivePass,
  liveChat,
  liveRoom,
  liveRoomStream,
  postLiveChat,
  vendorGameTypes,
  vietnamNumero,
  type TEndpoint,
} from '@tessera/contract/api';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors';
import { ticketHash } from './play/tickets';

// What "a disabled remote" means for the API (docs/decisions/disabled-remotes.md): while a merchant
// has a remote switched off (merchant_remotes.enabled = 0, or no row), the calls that only that
// remote serves are refused with 403 REMOTE_DISABLED { remote } for that merchant's players. The
// shell hides every way into the remote's routes; this table is what makes that more than hiding.
// Calls that other remotes or the shell also need (wallet balance, promotions, records, the game
// catalogue's vendor logos) are not listed: switching one remote off never breaks another.

/** One call that belongs to a remote; `launcher`: only the launches (or tickets) of that launcher. */
export interface TRemoteCall {
  endpoint: TEndpoint;
  launcher?: 'generic' | 'lottery';
}

/**
 * Remote → the API calls only it serves. home has none (every other route lands on it) and the
 * member center and wallet have none yet: their calls are shared (balance, records, security,
 * promotions) or are money the player must still reach (docs/decisions/disabled-remotes.md).
 */
export const REMOTE_CALLS: { readonly [R in TSpecRemote]: readonly TRemoteCall[] } = {
  home: [],
  games: [
    // The generic launcher and what it opens: the demo slot's session and spins (bets).
    { endpoint: launchGame, launcher: 'generic' },
    { endpoint: playSession, launcher: 'generic' },
    { endpoint: slotSpin, launcher: 'generic' },
    // The other demo kinds' rounds (baccarat table, crash, cockfight): bets of generic tickets too.
    { endpoint: baccaratDeal, launcher: 'generic' },
    { endpoint: crashRound, launcher: 'generic' },
    { endpoint: cockfightRound, launcher: 'generic' },
    // The catalogue and favourites, read and written only by the game screens (and home's game tiles).
    { endpoint: vendorGameTypes },
    { endpoint: gameList },
    { endpoint: hotGames },
    { endpoint: favouriteGames },
    { endpoint: favouriteIds },
    { endpoint: addFavourite },
    { endpoint: removeFavourite },
    // A live room's page (docs/decisions/live-rooms.md): the room, its stream and chat, a pass.
    // (The rooms list, liveModelList, is home's too.)
    { endpoint: liveRoom },
    { endpoint: liveRoomStream },
    { endpoint: liveChat },
    { endpoint: postLiveChat },
    { endpoint: buyLivePass },
  ],
  lottery: [
    // The lottery launcher, its frame's session, bets and draws.
    { endpoint: launchGame, launcher: 'lottery' },
    { endpoint: playSession, launcher: 'lottery' },
    { endpoint: placeLotteryBet, launcher: 'lottery' },
    { endpoint: lotteryDraws },
    { endpoint: lotteryList },
    { endpoint: lotteryMenu },
    { endpoint: drawNumero },
    { endpoint: numbersOpened },
    { endpoint: recentVietnamLottery },
    { endpoint: vietnamNumero },
  ],
  member: [],
  wallet: [],
  agent: [
    // Contract offers, salary and dividend: the agent remote's pages and its contract prompt.
    // (The team pages — KPI, downlines, team PNL — are the member center's.)
    { endpoint: contractRequests },
    { endpoint: contractTerms },
    { endpoint: respondContract },
    { endpoint: salaryCurrent },
    { endpoint: hourlySalaryCurrent },
    { endpoint: salaryInfo },
    { endpoint: salaryQuery },
    { endpoint: salaryHistory },
    { endpoint: applySalary },
    { endpoint: dividendCurrent },
    { endpoint: dividendInfo },
    { endpoint: dividendMessages },
    { endpoint: dividendHistory },
  ],
};

/** The table turned round: endpoint name → its remote(s), each with its launcher if it has one. */
const BY_ENDPOINT = new Map<string, { remote: TSpecRemote; launcher?: 'generic' | 'lottery' }[]>();
for (const [remote, calls] of Object.entries(REMOTE_CALLS) as [TSpecRemote, readonly TRemoteCall[]][]) {
  for (const c of calls) {
    const list = BY_ENDPOINT.get(c.endpoint.name) ?? [];
    list.push({ remote, ...(c.launcher ? { launcher: c.launcher } : {}) });
    BY_ENDPOINT.set(c.endpoint.name, list);
  }
}

/** The remote that owns this call of `endpoint` (null: none), and the merchant it is made for. */
async function ownerOf(endpointName: string, request: FastifyRequest): Promise<{ remote: TSpecRemote; merchant: string } | null> {
  const owners = BY_ENDPOINT.get(endpointName);
  if (!owners) return null;
  const input = request.apiInput as { query?: { vendor?: string }; body?: { ticket?: string } } | undefined;
  let merchant = request.member?.merchantCode ?? request.merchant;
  let launcher: string | undefined;
  if (endpointName === launchGame.name) {
    launcher = (LOTTERY_VENDORS as readonly string[]).includes(input?.query?.vendor ?? '') ? 'lottery' : 'generic';
  } else if (owners.some((o) => o.launcher) && typeof input?.body?.ticket === 'string') {
    // Ticket calls (the game pages): the ticket names the merchant and the launcher. An unknown
    // ticket is the handler's to refuse (PLAY_TICKET_INVALID).
    const ticket = await request.server.db
      .selectFrom('play_tickets')
      .select(['merchant_code', 'launcher'])
      .where('token_hash', '=', ticketHash(input.body.ticket))
      .executeTakeFirst();
    if (!ticket) return null;
    merchant = ticket.merchant_code;
    launcher = ticket.launcher;
  }
  const owner = owners.find((o) => o.launcher === undefined || o.launcher === launcher);
  return owner ? { remote: owner.remote, merchant } : null;
}

/** Whether the merchant has the remote switched on (the read cache's registry source: enabled rows). */
function remoteEnabled(request: FastifyRequest, merchant: string, remote: TSpecRemote): boolean | Promise<boolean> {
  return request.server.readCache.use(merchant, (s) => (s ? s.registry.remotes.some((r) => r.name === remote) : true));
}

/**
 * The preHandler of a call in REMOTE_CALLS (undefined for any other call): 403 REMOTE_DISABLED
 * { remote } while the merchant has that remote off. It runs after auth, input checks and the
 * merchant's resolution, before the handler does any work.
 */
export function remoteGate(endpoint: TEndpoint): preHandlerAsyncHookHandler | undefined {
  if (!BY_ENDPOINT.has(endpoint.name)) return undefined;
  return async function refuseDisabledRemote(request) {
    const owner = await ownerOf(endpoint.name, request);
    if (owner && !(await remoteEnabled(request, owner.merchant, owner.remote))) throw new ApiError('REMOTE_DISABLED', { remote: owner.remote });
  };
}
