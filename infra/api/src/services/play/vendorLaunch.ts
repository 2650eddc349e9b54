import { LOTTERY_VENDORS } from '@tessera/contract';
import type { TVendorLaunchView } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { audit, type TAdminContext } from '../admin';
import { findMerchant } from '../merchants';

// A lottery vendor's own launch page per merchant (docs/decisions/lottery-vendor-frames.md). The
// platform's allowed vendor origins (VENDOR_FRAME_ORIGINS) are the pages' CSP frame-src and the only
// origins a stored URL may have; the launch refuses a stored URL whose origin left the list, before
// a ticket is issued, so a frame never points at an origin the page would refuse to show.

type TLotteryVendor = (typeof LOTTERY_VENDORS)[number];

/**
 * The URL as stored, or why not: an absolute http(s) URL without credentials or fragment, whose
 * origin is one of `allowed`. The query it carries is kept (a vendor's own fixed parameters).
 */
export function checkVendorUrl(raw: string, allowed: readonly string[]): { ok: true; url: string; origin: string } | { ok: false; reason: string } {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return { ok: false, reason: 'not an absolute URL' };
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return { ok: false, reason: 'not an http(s) URL' };
  if (u.username || u.password) return { ok: false, reason: 'credentials are not allowed in the URL' };
  if (u.hash) return { ok: false, reason: 'a fragment is not allowed in the URL' };
  if (!allowed.includes(u.origin)) return { ok: false, reason: `${u.origin} is not an allowed vendor origin` };
  return { ok: true, url: u.href, origin: u.origin };
}

/** The stored launch URL of a merchant's lottery vendor (null: none, the demo lottery). */
export async function vendorLaunchUrl(db: Kysely<DB>, merchant: string, vendor: string): Promise<string | null> {
  const row = await db
    .selectFrom('merchant_vendors')
    .select('launch_url')
    .where('merchant_code', '=', merchant)
    .where('vendor_code', '=', vendor)
    .executeTakeFirst();
  return row?.launch_url ?? null;
}

/**
 * The vendor page the lottery frame opens: the stored URL with the launch ticket and the game's
 * parameters (the spec's gameId, gameGroupId, prize_mode, playType and code) in its query.
 */
export function vendorFrameUrl(
  stored: string,
  p: { ticket: string; gameId: string; gameGroupId: number | null; prizeMode: string | null; playType: string | null; gameCode: string },
): string {
  const u = new URL(stored);
  u.searchParams.set('ticket', p.ticket);
  u.searchParams.set('gameId', p.gameId);
  if (p.gameGroupId !== null) u.searchParams.set('gameGroupId', String(p.gameGroupId));
  if (p.prizeMode) u.searchParams.set('prize_mode', p.prizeMode);
  if (p.playType) u.searchParams.set('playType', p.playType);
  u.searchParams.set('code', p.gameCode);
  return u.href;
}

/** The merchant's lottery vendors (those it offers) with their launch URLs, and the allowed origins. */
export async function vendorLaunchView(db: Kysely<DB>, merchant: string, allowed: readonly string[]): Promise<TVendorLaunchView> {
  if (!(await findMerchant(db, merchant))) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
  const rows = await db
    .selectFrom('merchant_vendors')
    .select(['vendor_code', 'launch_url'])
    .where('merchant_code', '=', merchant)
    .where('vendor_code', 'in', [...LOTTERY_VENDORS])
    .execute();
  const byVendor = new Map(rows.map((r) => [r.vendor_code, r.launch_url]));
  return {
    allowedOrigins: [...allowed],
    list: LOTTERY_VENDORS.filter((v) => byVendor.has(v)).map((vendor) => {
      const url = byVendor.get(vendor) ?? null;
      return { vendor, url, allowed: url === null || checkVendorUrl(url, allowed).ok };
    }),
  };
}

/** Sets or clears (null) a lottery vendor's launch URL for a merchant; audited as merchant.vendorLaunch. */
export async function setVendorLaunch(
  ctx: TAdminContext,
  merchant: string,
  vendor: TLotteryVendor,
  url: string | null,
  allowed: readonly string[],
): Promise<TVendorLaunchView> {
  let stored: string | null = null;
  if (url !== null) {
    const checked = checkVendorUrl(url, allowed);
    if (!checked.ok) throw new ApiError('VENDOR_ORIGIN_NOT_ALLOWED', { field: 'url', reason: checked.reason });
    stored = checked.url;
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await findMerchant(trx, merchant))) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
    const row = await trx
      .selectFrom('merchant_vendors')
      .select('launch_url')
      .where('merchant_code', '=', merchant)
      .where('vendor_code', '=', vendor)
      .executeTakeFirst();
    if (!row) throw new ApiError('VENDOR_NOT_OFFERED', { merchant, vendor });
    await trx.updateTable('merchant_vendors').set({ launch_url: stored }).where('merchant_code', '=', merchant).where('vendor_code', '=', vendor).execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.vendorLaunch', target: `${merchant}/${vendor}`, before: row.launch_url, after: stored });
  });
  return vendorLaunchView(ctx.db, merchant, allowed);
}
