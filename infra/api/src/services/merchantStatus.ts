import {
  acceptDepositPromo,
  applyPromotion,
  buyLivePass,
  createDeposit,
  launchGame,
  login,
  loginBySms,
  placeLotteryBet,
  loginByPhoneToken,
  register,
  rememberedLogin,
  slotSpin,
  socialLoginComplete,
  socialLoginStart,
  socialSignupFinish,
  baccaratDeal,
  crashRound,
  cockfightRound,
  testPlayLogin,
  transferToDownlines,
  trialAccount,
  withdraw,
  type TEndpoint,
  type TRegionRules,
} from '@tessera/contract/api';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { BlockList, isIP } from 'node:net';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { countryDatabase, type TCountryDatabase } from './ipCountry';
import { ticketHash } from './play/tickets';

// A merchant's status, enforced by the API (issue 27; docs/decisions/region-restriction.md).
//
// While a merchant is in maintenance (status 1) or restricts a client (status 2: the operator's
// switch, or the client's address in a restricted country or range and not on the allowlist), the
// calls in STATUS_GATED_CALLS are refused for that merchant's players with 503 MAINTENANCE or 403
// REGION_RESTRICTED. Everything else keeps answering: the status, boot and content reads (the page
// shows the gate from them), balances and records, the payment gateway's callbacks for orders made
// before (money in flight settles), withdrawals under review (the operator's calls), and every
// operator call. route() attaches the check to exactly these calls (statusGate below).

/**
 * The calls a merchant's status closes: sign-in and sign-up, game launch and bets, new deposit
 * orders, withdrawals, transfers and promotion applications. One list, read by route().
 */
export const STATUS_GATED_CALLS: readonly TEndpoint[] = [
  // Sign-in and sign-up (also trial and remembered logins).
  login,
  loginBySms,
  rememberedLogin,
  register,
  trialAccount,
  testPlayLogin,
  // Social sign-in and sign-up, and login by a phone-verification token (social-login.md).
  socialLoginStart,
  socialLoginComplete,
  socialSignupFinish,
  loginByPhoneToken,
  // Game launch and bets (the demo slot and lottery bets name their merchant by the launch ticket).
  launchGame,
  slotSpin,
  baccaratDeal,
  crashRound,
  cockfightRound,
  placeLotteryBet,
  // Money out of the player's control: a new deposit order, a withdrawal, an agent's transfer.
  createDeposit,
  withdraw,
  transferToDownlines,
  // Promotion applications (the promotions page, and a deposit's promotion).
  applyPromotion,
  acceptDepositPromo,
  // A live room's pay-per-view pass (a purchase; docs/decisions/live-rooms.md).
  buyLivePass,
];

const GATED = new Set(STATUS_GATED_CALLS.map((e) => e.name));
/** Calls whose merchant is the launch ticket's, not the request's (the game pages send no merchant). */
const TICKET_CALLS = new Set([slotSpin.name, baccaratDeal.name, crashRound.name, cockfightRound.name, placeLotteryBet.name]);

export type TRuleKind = 'country' | 'range' | 'allow';

/** A merchant's rules, compiled for matching on every gated call and status read. */
export interface TRegionMatcher {
  rules: TRegionRules;
  countries: ReadonlySet<string>;
  ranges: BlockList;
  allow: BlockList;
  /** The country database, loaded when the merchant restricts countries (else null). */
  database: TCountryDatabase | null;
  /** No restricted country or range: the address never matters. */
  empty: boolean;
}

export type TStatusReason = 'maintenance' | 'switch' | 'allow' | 'range' | 'country' | 'none';

export interface TClientStatus {
  status: 0 | 1 | 2;
  reason: TStatusReason;
}

/** '::ffff:1.2.3.4' → '1.2.3.4' (an IPv4 client of a dual-stack socket); other addresses as they are. */
export function plainAddress(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m?.[1] ?? ip;
}

/** An address or CIDR block in its stored form (lower case, no IPv4-mapped prefix), or null if it is not one. */
export function canonicalRange(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6'; text: string } | null {
  const [rawAddress = '', rawPrefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const address = plainAddress(rawAddress.toLowerCase());
  const version = isIP(address);
  if (version === 0) return null;
  const max = version === 4 ? 32 : 128;
  if (rawPrefix !== undefined && !/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = rawPrefix === undefined ? max : Number(rawPrefix);
  if (prefix > max) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return { address, prefix, family, text: prefix === max ? address : `${address}/${prefix}` };
}

function blockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const e of entries) {
    const r = canonicalRange(e);
    if (r) list.addSubnet(r.address, r.prefix, r.family);
  }
  return list;
}

function inList(list: BlockList, ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/** The merchant's rules as stored (each list sorted). */
export async function loadRegionRules(db: Kysely<DB>, merchant: string): Promise<TRegionRules> {
  const rows = await db.selectFrom('merchant_region_rules').select(['kind', 'value']).where('merchant_code', '=', merchant).execute();
  const of = (kind: TRuleKind) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => r.value)
      .sort();
  return { countries: of('country'), ranges: of('range'), allow: of('allow') };
}

/** Compiles the rules; loads the country database first when a country is restricted. */
export async function regionMatcher(rules: TRegionRules): Promise<TRegionMatcher> {
  const database = rules.countries.length > 0 ? await countryDatabase() : null;
  return {
    rules,
    countries: new Set(rules.countries),
    ranges: blockList(rules.ranges),
    allow: blockList(rules.allow),
    database,
    empty: rules.countries.length === 0 && rules.ranges.length === 0,
  };
}

export const NO_RULES: TRegionMatcher = {
  rules: { countries: [], ranges: [], allow: [] },
  countries: new Set(),
  ranges: new BlockList(),
  allow: new BlockList(),
  database: null,
  empty: true,
};

/** What the merchant's switches say about everyone. */
export interface TMerchantSwitches {
  maintenance: boolean;
  regionRestriction: boolean;
}

/**
 * The status of one client of a merchant: maintenance first (1); then the switch (2 for everyone);
 * then the address: on the allowlist → 0, in a restricted range or country → 2; else 0.
 */
export function clientStatus(switches: TMerchantSwitches, region: TRegionMatcher, clientIp: string): TClientStatus {
  if (switches.maintenance) return { status: 1, reason: 'maintenance' };
  if (switches.regionRestriction) return { status: 2, reason: 'switch' };
  if (region.empty) return { status: 0, reason: 'none' };
  const ip = plainAddress(clientIp);
  if (inList(region.allow, ip)) return { status: 0, reason: 'allow' };
  if (inList(region.ranges, ip)) return { status: 2, reason: 'range' };
  const country = region.database?.countryOf(ip) ?? null;
  if (country && region.countries.has(country)) return { status: 2, reason: 'country' };
  return { status: 0, reason: 'none' };
}

/** The merchant a gated call is made for: the launch ticket's for the game pages' calls, else the member's or the request's. */
async function merchantOf(endpointName: string, request: FastifyRequest): Promise<string | null> {
  if (TICKET_CALLS.has(endpointName)) {
    const ticket = (request.apiInput as { body?: { ticket?: unknown } } | undefined)?.body?.ticket;
    if (typeof ticket !== 'string') return null;
    const row = await request.server.db.selectFrom('play_tickets').select('merchant_code').where('token_hash', '=', ticketHash(ticket)).executeTakeFirst();
    // An unknown ticket is the handler's to refuse (PLAY_TICKET_INVALID).
    return row?.merchant_code ?? null;
  }
  return request.member?.merchantCode ?? request.merchant;
}

/** Throws MAINTENANCE / REGION_RESTRICTED when the merchant's status closes its calls to this client. */
export function refuseClosed(merchant: string, ip: string, status: TClientStatus): void {
  if (status.status === 1) throw new ApiError('MAINTENANCE', { merchant, status: 1 });
  if (status.status === 2) throw new ApiError('REGION_RESTRICTED', { merchant, status: 2, ip: plainAddress(ip) });
}

/**
 * The preHandler of a call in STATUS_GATED_CALLS (undefined for any other call). It runs after
 * auth, the input checks and the merchant's resolution (a malformed request is still a 400),
 * before the handler does any work, from the read cache's snapshot (no database read but a ticket's).
 */
export function statusGate(endpoint: TEndpoint): preHandlerAsyncHookHandler | undefined {
  if (!GATED.has(endpoint.name)) return undefined;
  return async function refuseWhileClosed(request) {
    const merchant = await merchantOf(endpoint.name, request);
    if (merchant === null) return;
    const status = await request.server.readCache.use(merchant, (s) => (s ? clientStatus(s.status, s.region, request.ip) : null));
    if (status) refuseClosed(merchant, request.ip, status);
  };
}
