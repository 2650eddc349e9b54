import type { Kysely } from 'kysely';
import { versionsIn } from '../content/translations';
import type { DB } from '../../db/schema';
import { affiliateUrl, createAffiliateLink } from '../affiliates';

// Invite friends (spec §6: the invite entry depends on the REFERRAL promotion being enabled).
// Enabled = the merchant's REFERRAL flag is on and a REFERRAL promotion is enabled and running.
// The invitation code is the member's oldest enabled affiliate code; while referral is on, a
// member without one gets one generated (services/affiliates). Invited = the member's downlines
// (members.parent_id); qualified = those with at least one DEPOSIT transaction.

export interface TReferralContext {
  db: Kysely<DB>;
  merchant: string;
  memberId: number;
  mainDomain: string;
  /** The merchant's REFERRAL flag. */
  flagOn: boolean;
  /** The app's language: the rules (the promotion's summary) in it where given (issue 28 item 2). */
  lang?: string | undefined;
}

async function referralPromotion(db: Kysely<DB>, merchant: string, now: string) {
  return db
    .selectFrom('promotions')
    .select(['id', 'summary'])
    .where('merchant_code', '=', merchant)
    .where('category', '=', 'REFERRAL')
    .where('enabled', '=', 1)
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort')
    .orderBy('id')
    .executeTakeFirst();
}

async function firstCode(ctx: TReferralContext): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('affiliate_codes')
    .select('code')
    .where('merchant_code', '=', ctx.merchant)
    .where('member_id', '=', ctx.memberId)
    .where('enabled', '=', 1)
    .orderBy('created_at')
    .orderBy('code')
    .executeTakeFirst();
  return row?.code ?? null;
}

export async function referralInfo(ctx: TReferralContext) {
  const now = new Date().toISOString();
  const promotion = await referralPromotion(ctx.db, ctx.merchant, now);
  const enabled = ctx.flagOn && promotion !== undefined;
  let code = await firstCode(ctx);
  if (code === null && enabled) {
    code = (await createAffiliateLink({ db: ctx.db, merchant: ctx.merchant, memberId: ctx.memberId, mainDomain: ctx.mainDomain }, undefined)).code;
  }
  const downlines = () => ctx.db.selectFrom('members as d').where('d.merchant_code', '=', ctx.merchant).where('d.parent_id', '=', ctx.memberId);
  const [invited, qualified] = await Promise.all([
    downlines()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
    downlines()
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('ledger_transactions as t')
            .select('t.id')
            .whereRef('t.member_id', '=', 'd.id')
            .where('t.merchant_code', '=', ctx.merchant)
            .where('t.type', '=', 'DEPOSIT'),
        ),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ]);
  return {
    enabled,
    inviteCode: code,
    inviteUrl: code === null ? null : affiliateUrl(ctx.mainDomain, code),
    invitedCount: Number(invited?.n ?? 0),
    qualifiedCount: Number(qualified?.n ?? 0),
    rules: promotion ? ((await versionsIn(ctx.db, 'promotion', [promotion.id], ctx.lang)).get(promotion.id)?.content ?? promotion.summary) : '',
  };
}
