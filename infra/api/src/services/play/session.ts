import type { playSession, TEndpointOutput } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { formatMinor } from '../../lib/money';
import { memberBalance, toMinor } from '../wallet/ledger';
import { stakeLimits } from './common';
import { checkPlayable, gameById, merchantCurrency } from './games';
import { resolveTicket } from './tickets';

/** Bet levels the demo pages offer (major units), those within the game's limits. */
const LEVELS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 500];

export async function sessionOf(db: Kysely<DB>, ticketText: string, now = new Date()): Promise<TEndpointOutput<typeof playSession>> {
  const ticket = await resolveTicket(db, ticketText, now);
  const game = checkPlayable(await gameById(db, ticket.merchant_code, ticket.game_id), { nodeId: String(ticket.game_id) });
  const { currency, places } = await merchantCurrency(db, ticket.merchant_code);
  const { min, max } = stakeLimits(game, places);
  const unit = 10 ** places;
  const levels = LEVELS.map((l) => Math.round(l * unit)).filter((m) => m >= min && m <= max && Number.isInteger(m));
  const balance = ticket.mode === 'free' ? toMinor(ticket.fun_balance_minor) : await memberBalance(db, ticket.merchant_code, ticket.member_id);
  return {
    launcher: ticket.launcher === 'lottery' ? 'lottery' : 'generic',
    mode: ticket.mode === 'free' ? 'free' : 'real',
    nodeId: String(game.id),
    gameName: game.name,
    vendor: game.vendor_code,
    playType: ticket.play_type === 'ent' ? 'ent' : ticket.play_type === 'trad' ? 'trad' : null,
    balance: formatMinor(balance, places),
    currency,
    minBet: formatMinor(min, places),
    maxBet: formatMinor(max, places),
    betLevels: (levels.length ? levels : [min]).map((m) => formatMinor(m, places)),
    expiresAt: ticket.expires_at,
  };
}
