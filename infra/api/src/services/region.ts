import type { TRegionCheck, TRegionRules, TRegionView } from '@tessera/contract/api';
import { isIP } from 'node:net';
import type { TValidationIssue } from '../errors';
import { ApiError, validationError } from '../errors';
import { audit, type TAdminContext } from './admin';
import { findMerchant } from './merchants';
import { canonicalRange, clientStatus, loadRegionRules, plainAddress, regionMatcher, type TRuleKind } from './merchantStatus';
import { countryDatabase } from './ipCountry';

// The operator's side of region restriction by address (docs/decisions/region-restriction.md):
// read, replace (audited as merchant.region) and try an address against the rules.

async function databaseBuilt(): Promise<string | null> {
  try {
    return (await countryDatabase()).built;
  } catch {
    return null;
  }
}

async function merchantRow(ctx: Pick<TAdminContext, 'db'>, code: string) {
  const row = await findMerchant(ctx.db, code);
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  return row;
}

export async function regionView(ctx: Pick<TAdminContext, 'db'>, code: string): Promise<TRegionView> {
  const row = await merchantRow(ctx, code);
  return { merchant: code, regionRestriction: row.region_restriction === 1, rules: await loadRegionRules(ctx.db, code), databaseBuilt: await databaseBuilt() };
}

/** Each list checked and in its stored form (ranges canonical, duplicates dropped, sorted); 400 with the issues otherwise. */
export function normaliseRules(body: TRegionRules): TRegionRules {
  const issues: TValidationIssue[] = [];
  const ranges = (field: 'ranges' | 'allow') =>
    body[field].map((entry, i) => {
      const r = canonicalRange(entry);
      if (!r) issues.push({ in: 'body', path: `${field}.${i}`, message: `"${entry}" is not an IPv4/IPv6 address or CIDR block` });
      return r?.text ?? entry;
    });
  const out = { countries: [...new Set(body.countries)].sort(), ranges: [...new Set(ranges('ranges'))].sort(), allow: [...new Set(ranges('allow'))].sort() };
  if (issues.length) throw validationError(issues);
  return out;
}

/** Replaces the merchant's three lists in one transaction, audited with what they were and are. */
export async function updateRegion(ctx: TAdminContext, code: string, body: TRegionRules): Promise<TRegionView> {
  const after = normaliseRules(body);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('merchants')
      .select('code')
      .where('code', '=', code)
      .$if(ctx.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
    const before = await loadRegionRules(trx, code);
    await trx.deleteFrom('merchant_region_rules').where('merchant_code', '=', code).execute();
    const at = new Date().toISOString();
    const rows = (['countries', 'ranges', 'allow'] as const).flatMap((list) =>
      after[list].map((value) => ({
        merchant_code: code,
        kind: (list === 'countries' ? 'country' : list === 'ranges' ? 'range' : 'allow') as TRuleKind,
        value,
        created_at: at,
      })),
    );
    if (rows.length) await trx.insertInto('merchant_region_rules').values(rows).execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.region', target: code, before, after });
  });
  return regionView(ctx, code);
}

/** What a player at `ip` gets from the merchant now, and why (the console's "try an address"). */
export async function checkAddress(ctx: Pick<TAdminContext, 'db'>, code: string, ip: string): Promise<TRegionCheck> {
  const row = await merchantRow(ctx, code);
  const address = plainAddress(ip.toLowerCase());
  if (isIP(address) === 0) throw validationError([{ in: 'query', path: 'ip', message: `"${ip}" is not an IPv4/IPv6 address` }]);
  const matcher = await regionMatcher(await loadRegionRules(ctx.db, code));
  const database = matcher.database ?? (await countryDatabase().catch(() => null));
  const own = clientStatus({ maintenance: row.maintenance === 1, regionRestriction: row.region_restriction === 1 }, matcher, address);
  return { ip: address, country: database?.countryOf(address) ?? null, status: own.status, reason: own.reason };
}
