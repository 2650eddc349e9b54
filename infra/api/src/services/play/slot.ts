import type { slotSpin, TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { formatMinor } from '../../lib/money';
import { parseStake } from './common';
import { demoTicket } from './games';
import { playRound } from './round';
import { slotMultiplier, spinReels, type TSymbol } from './rules';

// The demo slot's spin, through the one bet-and-settle path of the instant demo games (round.ts):
// real mode debits the bet (BET) and credits a win (PAYOUT) in one transaction; free mode moves the
// ticket's fun credits. A repeated spinId answers the first spin.

type TBody = TEndpointInput<typeof slotSpin>['body'];
export type TSpinAnswer = TEndpointOutput<typeof slotSpin>;

interface TSpinDetail {
  reels: TSymbol[];
  multiplier: number;
}

export async function spin(db: Kysely<DB>, body: TBody, now = new Date(), random?: (max: number) => number): Promise<TSpinAnswer> {
  const { ticket, game, places } = await demoTicket(db, body.ticket, 'slot', now);
  const stake = parseStake(body.bet, game, places);
  const reels = spinReels(random);
  const multiplier = slotMultiplier(reels);
  const fmt = (m: number) => formatMinor(m, places);
  const r = await playRound<TSpinDetail>(db, {
    ticket,
    game,
    clientRef: body.spinId,
    stakeMinor: stake,
    request: '',
    payoutMinor: stake * multiplier,
    detail: { reels, multiplier },
    prefix: 'S',
    label: 'spin',
    now,
  });
  return {
    spinId: body.spinId,
    orderNo: r.orderNo,
    mode: r.mode,
    reels: r.detail.reels,
    multiplier: r.detail.multiplier,
    bet: fmt(r.stakeMinor),
    win: fmt(r.payoutMinor),
    balance: fmt(r.balanceMinor),
    replayed: r.replayed,
  };
}
