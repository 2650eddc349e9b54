import type { Kysely } from 'kysely';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { envOrProcessSecret } from '../../lib/secrets';
import { CHAT_CONTEXT_TTL_SECONDS } from '@tessera/contract/api';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';

// Customer-service chat (flag CBS3). The chat itself runs at the merchant's LIVECHAT provider
// (merchant_config 'customerService'); the API hands the client a launch address that carries a
// signed context, so the provider can trust who the visitor is without a session token of ours:
//
//   ctx = base64url(JSON {v:1, mid, u, mc, lang, back, exp})      exp: Unix seconds
//   sig = base64url(HMAC-SHA256(secret, ctx))
//
// The secret is CHAT_CONTEXT_SECRET (shared with the provider) or, when unset, random per process
// (contexts then verify only in this process: fine for development). See docs/decisions/messaging.md.

const chatSecret = () => envOrProcessSecret('CHAT_CONTEXT_SECRET');

export interface TChatContext {
  v: 1;
  /** Member id. */
  mid: number;
  /** Username. */
  u: string;
  /** Merchant code. */
  mc: string;
  lang: string;
  /** Where the chat's back button goes (absolute https URL). */
  back: string;
  /** Expiry, Unix seconds. */
  exp: number;
}

const sign = (ctx: string) => createHmac('sha256', chatSecret()).update(ctx).digest('base64url');

export function signChatContext(context: TChatContext): { ctx: string; sig: string } {
  const ctx = Buffer.from(JSON.stringify(context), 'utf8').toString('base64url');
  return { ctx, sig: sign(ctx) };
}

/** What the provider does: checks the signature and the expiry, answers the context or null. */
export function verifyChatContext(ctx: string, sig: string, nowSeconds = Math.floor(Date.now() / 1000)): TChatContext | null {
  const expected = Buffer.from(sign(ctx));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const context = parseJson<TChatContext | null>(Buffer.from(ctx, 'base64url').toString('utf8'), null);
  if (!context || typeof context.exp !== 'number' || context.exp <= nowSeconds) return null;
  return context;
}

/**
 * The back address as an absolute https URL on the merchant's site, or CHAT_BACK_URL_INVALID.
 * Accepted: a path of the site ("/m/home?x=1", not "//host" or "/\\host"), or an https URL whose
 * host is one of the merchant's domains (no credentials, default port).
 */
export function sameSiteBackUrl(backUrl: string, domains: readonly string[], mainDomain: string): string {
  const bad = () => new ApiError('CHAT_BACK_URL_INVALID', { field: 'backUrl' });
  if (/[\u0000-\u001F\u007F\\\s]/.test(backUrl)) throw bad();
  if (backUrl.startsWith('/')) {
    if (backUrl.startsWith('//')) throw bad();
    return new URL(backUrl, `https://${mainDomain}`).toString();
  }
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw bad();
  }
  const allowed = new Set(domains.map((d) => d.toLowerCase()));
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !allowed.has(url.hostname.toLowerCase())) throw bad();
  return url.toString();
}

/** The merchant's LIVECHAT link (https only), or CHAT_NOT_CONFIGURED. */
export async function liveChatUrl(db: Kysely<DB>, merchant: string): Promise<URL> {
  const row = await db
    .selectFrom('merchant_config')
    .select('value')
    .where('merchant_code', '=', merchant)
    .where('key', '=', 'customerService')
    .executeTakeFirst();
  const entries = parseJson<{ csType?: unknown; url?: unknown }[]>(row?.value, []);
  const entry = Array.isArray(entries) ? entries.find((e) => e && e.csType === 'LIVECHAT' && typeof e.url === 'string') : undefined;
  if (!entry) throw new ApiError('CHAT_NOT_CONFIGURED');
  try {
    const url = new URL(entry.url as string);
    if (url.protocol !== 'https:') throw new Error('not https');
    return url;
  } catch {
    throw new ApiError('CHAT_NOT_CONFIGURED');
  }
}

export interface TChatLaunch {
  merchant: string;
  memberId: number;
  username: string;
  domains: readonly string[];
  mainDomain: string;
  language?: string | undefined;
  backUrl?: string | undefined;
  headerColor?: string | undefined;
  title?: string | undefined;
}

/** The launch address; opening the chat counts as reading its replies (the unread counter resets). */
export async function launchChat(db: Kysely<DB>, input: TChatLaunch): Promise<{ chatUrl: string }> {
  const back = sameSiteBackUrl(input.backUrl ?? '/m/home', input.domains, input.mainDomain);
  const url = await liveChatUrl(db, input.merchant);
  const lang = input.language ?? 'EN';
  const { ctx, sig } = signChatContext({
    v: 1,
    mid: input.memberId,
    u: input.username,
    mc: input.merchant,
    lang,
    back,
    exp: Math.floor(Date.now() / 1000) + CHAT_CONTEXT_TTL_SECONDS,
  });
  const q = url.searchParams;
  q.set('b2c', '1');
  q.set('language', lang);
  q.set('backUrl', back);
  if (input.headerColor) q.set('headerColor', input.headerColor);
  if (input.title) q.set('title', input.title);
  q.set('ctx', ctx);
  q.set('sig', sig);
  await db.updateTable('chat_unread').set({ unread: 0, updated_at: new Date().toISOString() }).where('member_id', '=', input.memberId).execute();
  return { chatUrl: url.toString() };
}

export async function chatUnread(db: Kysely<DB>, merchant: string, memberId: number): Promise<number> {
  const row = await db.selectFrom('chat_unread').select('unread').where('member_id', '=', memberId).where('merchant_code', '=', merchant).executeTakeFirst();
  return Math.max(0, Number(row?.unread ?? 0));
}
