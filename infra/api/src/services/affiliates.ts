import { matchesRule } from '@tessera/contract';
import { MAX_AFFILIATE_LINKS } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import { randomInt } from 'node:crypto';
import type { DB } from '../db/schema';
import { ApiError } from '../errors';
import { isUniqueViolation } from './accounts/members';

// Invitation links: rows of affiliate_codes (0003_accounts) owned by the member. A deleted link is
// disabled, not removed: its code stays reserved, so an old link never starts pointing at someone else.

/** No 0/O or 1/I: codes are read aloud and typed from screenshots. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GENERATED_LENGTH = 8;

export function generateAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const affiliateUrl = (mainDomain: string, code: string) => `https://${mainDomain}/m/register?affiliateCode=${encodeURIComponent(code)}`;

export interface TAffiliateContext {
  db: Kysely<DB>;
  merchant: string;
  memberId: number;
  mainDomain: string;
}

const view = (ctx: TAffiliateContext, r: { code: string; created_at: string }) => ({
  code: r.code,
  url: affiliateUrl(ctx.mainDomain, r.code),
  createdAt: r.created_at,
});

export async function listAffiliateLinks(ctx: TAffiliateContext) {
  const rows = await ctx.db
    .selectFrom('affiliate_codes')
    .select(['code', 'created_at'])
    .where('merchant_code', '=', ctx.merchant)
    .where('member_id', '=', ctx.memberId)
    .where('enabled', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute();
  const { n } = await ctx.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', ctx.memberId)
    .executeTakeFirstOrThrow();
  return { list: rows.map((r) => view(ctx, r)), max: MAX_AFFILIATE_LINKS, registrations: Number(n) };
}

export async function createAffiliateLink(ctx: TAffiliateContext, chosen: string | undefined) {
  const wanted = chosen?.trim().toUpperCase();
  if (wanted !== undefined && !matchesRule('affiliateCode', wanted)) throw new ApiError('INVITATION_CODE_INVALID', { field: 'code' });
  return ctx.db
    .transaction()
    .execute(async (trx) => {
      const { n } = await trx
        .selectFrom('affiliate_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('merchant_code', '=', ctx.merchant)
        .where('member_id', '=', ctx.memberId)
        .where('enabled', '=', 1)
        .executeTakeFirstOrThrow();
      if (Number(n) >= MAX_AFFILIATE_LINKS) throw new ApiError('AFFILIATE_LINK_LIMIT', { max: MAX_AFFILIATE_LINKS });
      // A generated code that collides (1 in 32^8 per existing code) is drawn again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = wanted ?? generateAffiliateCode();
        const row = { merchant_code: ctx.merchant, code, member_id: ctx.memberId, enabled: 1 as const, created_at: new Date().toISOString() };
        const inserted = await trx
          .insertInto('affiliate_codes')
          .values(row)
          .onConflict((oc) => oc.columns(['merchant_code', 'code']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return view(ctx, row);
        if (wanted !== undefined) throw new ApiError('AFFILIATE_CODE_TAKEN', { field: 'code' });
      }
      throw new ApiError('AFFILIATE_CODE_TAKEN');
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw new ApiError('AFFILIATE_CODE_TAKEN', { field: 'code' });
      throw err;
    });
}

export async function deleteAffiliateLink(ctx: TAffiliateContext, code: string) {
  const result = await ctx.db
    .updateTable('affiliate_codes')
    .set({ enabled: 0 })
    .where('merchant_code', '=', ctx.merchant)
    .where('member_id', '=', ctx.memberId)
    .where('code', '=', code.toUpperCase())
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ApiError('NOT_FOUND', { code });
  return { deleted: true as const };
}
