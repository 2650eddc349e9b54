import type { baccaratDeal, cockfightRound, crashRound, TEndpointInput, TEndpointOutput } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor } from '../../lib/money';
import { parseStake } from './common';
import { demoTicket } from './games';
import {
  baccaratReturn,
  cockfightReturn,
  crashPoint,
  dealBaccarat,
  drawFight,
  parseCrashTarget,
  payoutHundredths,
  type TBaccaratHand,
  type TFight,
} from './kinds';
import { playRound } from './round';

// The baccarat table's hand, the crash game's round and the cockfight's fight: the outcome drawn (kinds.ts), then the one
// bet-and-settle path of the instant demo games (round.ts), like the slot's spin.

type TDealBody = TEndpointInput<typeof baccaratDeal>['body'];
type TCrashBody = TEndpointInput<typeof crashRound>['body'];
type TFightBody = TEndpointInput<typeof cockfightRound>['body'];
type TRandom = (max: number) => number;

export async function deal(db: Kysely<DB>, body: TDealBody, now = new Date(), random?: TRandom): Promise<TEndpointOutput<typeof baccaratDeal>> {
  const { ticket, game, places } = await demoTicket(db, body.ticket, 'table', now);
  const stake = parseStake(body.bet, game, places);
  const hand = dealBaccarat(random);
  const r = await playRound<TBaccaratHand & { pick: string }>(db, {
    ticket,
    game,
    clientRef: body.roundId,
    stakeMinor: stake,
    request: body.pick,
    payoutMinor: payoutHundredths(stake, baccaratReturn(body.pick, hand)),
    detail: { ...hand, pick: body.pick },
    prefix: 'T',
    label: 'hand',
    now,
  });
  const fmt = (m: number) => formatMinor(m, places);
  const d = r.detail;
  return {
    roundId: body.roundId,
    orderNo: r.orderNo,
    mode: r.mode,
    bet: fmt(r.stakeMinor),
    win: fmt(r.payoutMinor),
    balance: fmt(r.balanceMinor),
    replayed: r.replayed,
    pick: body.pick,
    player: d.player,
    banker: d.banker,
    playerTotal: d.playerTotal,
    bankerTotal: d.bankerTotal,
    winner: d.winner,
  };
}

const multiplierText = (hundredths: number) => (hundredths / 100).toFixed(2);

export async function crash(db: Kysely<DB>, body: TCrashBody, now = new Date(), random?: TRandom): Promise<TEndpointOutput<typeof crashRound>> {
  const { ticket, game, places } = await demoTicket(db, body.ticket, 'crash', now);
  const stake = parseStake(body.bet, game, places);
  const target = parseCrashTarget(body.cashOut);
  if (target === null) throw new ApiError('PLAY_SELECTION_INVALID', { cashOut: body.cashOut, min: '1.01', max: '100.00' });
  const point = crashPoint(random);
  const cashedOut = point >= target;
  const r = await playRound<{ crashedAt: number; cashOut: number; cashedOut: boolean }>(db, {
    ticket,
    game,
    clientRef: body.roundId,
    stakeMinor: stake,
    request: String(target),
    payoutMinor: cashedOut ? payoutHundredths(stake, target) : 0,
    detail: { crashedAt: point, cashOut: target, cashedOut },
    prefix: 'C',
    label: 'round',
    now,
  });
  const fmt = (m: number) => formatMinor(m, places);
  return {
    roundId: body.roundId,
    orderNo: r.orderNo,
    mode: r.mode,
    bet: fmt(r.stakeMinor),
    win: fmt(r.payoutMinor),
    balance: fmt(r.balanceMinor),
    replayed: r.replayed,
    cashOut: multiplierText(r.detail.cashOut),
    crashedAt: multiplierText(r.detail.crashedAt),
    cashedOut: r.detail.cashedOut,
  };
}

export async function fight(db: Kysely<DB>, body: TFightBody, now = new Date(), random?: TRandom): Promise<TEndpointOutput<typeof cockfightRound>> {
  const { ticket, game, places } = await demoTicket(db, body.ticket, 'cockfight', now);
  const stake = parseStake(body.bet, game, places);
  const drawn = drawFight(random);
  const r = await playRound<TFight & { pick: string }>(db, {
    ticket,
    game,
    clientRef: body.roundId,
    stakeMinor: stake,
    request: body.pick,
    payoutMinor: payoutHundredths(stake, cockfightReturn(body.pick, drawn)),
    detail: { ...drawn, pick: body.pick },
    prefix: 'K',
    label: 'fight',
    now,
  });
  const fmt = (m: number) => formatMinor(m, places);
  return {
    roundId: body.roundId,
    orderNo: r.orderNo,
    mode: r.mode,
    bet: fmt(r.stakeMinor),
    win: fmt(r.payoutMinor),
    balance: fmt(r.balanceMinor),
    replayed: r.replayed,
    pick: body.pick,
    winner: r.detail.winner,
    seconds: r.detail.seconds,
  };
}
