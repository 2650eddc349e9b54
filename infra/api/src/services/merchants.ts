import { compareRemoteNames, FLAG_KEYS, statusCode, type TSystemStatus } from '@tessera/contract';
import { SOCIAL_PROVIDER_FLAGS, SOCIAL_PROVIDERS, type TMerchant, type TSocialProvider } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import type { DB, MerchantsTable } from '../db/schema';
import { ApiError } from '../errors';
import { parseJson } from '../lib/json';
import { currencyPlaces } from '../lib/money';
import { encryptServicePath } from '../lib/servicePath';
import { brandInfo } from './merchantSetup/brand';

export type TMerchantRow = Selectable<MerchantsTable>;

/** The merchant of a request that names none and whose host is no merchant's (the seeded demo merchant). */
export const DEFAULT_MERCHANT = 'demo';

export interface TMerchantCurrency {
  code: string;
  symbol: string;
  /** Decimal places at the API boundary (minor units in storage). */
  places: number;
}

/** The merchant's currency; MERCHANT_NOT_FOUND for an unknown merchant. Works inside a transaction. */
export async function merchantCurrency(db: Kysely<DB> | Transaction<DB>, merchant: string): Promise<TMerchantCurrency> {
  const row = await db.selectFrom('merchants').select(['currency_code', 'currency_symbol']).where('code', '=', merchant).executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant });
  return { code: row.currency_code, symbol: row.currency_symbol, places: currencyPlaces(row.currency_code) };
}

export async function findMerchant(db: Kysely<DB>, code: string): Promise<TMerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Every flag key of the contract, with the merchant's value (a key missing in the table is off). */
export async function merchantFlags(db: Kysely<DB>, code: string): Promise<Record<string, boolean>> {
  const rows = await db.selectFrom('merchant_flags').select(['key', 'enabled']).where('merchant_code', '=', code).execute();
  const stored = new Map(rows.map((r) => [r.key, r.enabled === 1]));
  return Object.fromEntries(FLAG_KEYS.map((k) => [k, stored.get(k) ?? false]));
}

export type TMerchantRemote = TMerchant['remotes'][number];

export async function merchantRemotes(db: Kysely<DB>, code: string): Promise<TMerchantRemote[]> {
  const rows = await db.selectFrom('merchant_remotes').selectAll().where('merchant_code', '=', code).execute();
  return rows
    .sort((a, b) => compareRemoteNames(a.remote, b.remote))
    .map((r) => ({
      remote: r.remote,
      enabled: r.enabled === 1,
      version: r.version,
      canaryVersion: r.canary_version,
      canaryPercent: r.canary_percent,
    }));
}

/** The operator's view of a merchant (ZMerchant). */
export async function merchantView(db: Kysely<DB>, row: TMerchantRow): Promise<TMerchant> {
  const maintenance = row.maintenance === 1;
  const regionRestriction = row.region_restriction === 1;
  return {
    code: row.code,
    name: row.name,
    maintenance,
    regionRestriction,
    status: statusCode(maintenance, regionRestriction),
    flags: await merchantFlags(db, row.code),
    theme: row.theme,
    remotes: await merchantRemotes(db, row.code),
  };
}

export async function listMerchantViews(db: Kysely<DB>): Promise<TMerchant[]> {
  const rows = await db.selectFrom('merchants').selectAll().orderBy('code').execute();
  return Promise.all(rows.map((r) => merchantView(db, r)));
}

/** Derives a stable 8-character key so the encrypted link only changes when the link does. */
function servicePathKey(merchant: string, csType: string, url: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const digest = createHash('sha256').update(`${merchant}\u0000${csType}\u0000${url}`).digest();
  return Array.from(digest.subarray(0, 8), (b) => alphabet[b % alphabet.length]).join('');
}

type TInfo = TSystemStatus['info'];

/** The system status without the caller's location: the same for every client of a merchant. */
export type TStatusCore = Omit<TSystemStatus, 'location'>;

/** The system-status payload of a merchant (spec §2, §3). */
export async function systemStatus(db: Kysely<DB>, row: TMerchantRow, ip: string): Promise<TSystemStatus> {
  return withLocation(await statusCore(db, row), ip);
}

/** A client's status: the merchant's core plus the caller's location. */
export function withLocation(core: TStatusCore, ip: string): TSystemStatus {
  return { status: core.status, maintenance: core.maintenance, regionRestriction: core.regionRestriction, location: { ip }, info: core.info };
}

const BONUS = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * The download links as configured, each with its app-download bonus when it has a positive one
 * (spec §2 "Download bar": the gift icon). An entry without a type or link is left out.
 */
export function downloadResources(stored: unknown): TInfo['resources'] {
  if (!Array.isArray(stored)) return [];
  const out: TInfo['resources'] = [];
  for (const e of stored as { resourceType?: unknown; url?: unknown; bonus?: unknown }[]) {
    if (typeof e?.resourceType !== 'string' || typeof e.url !== 'string') continue;
    const bonus = typeof e.bonus === 'string' && BONUS.test(e.bonus) && Number(e.bonus) > 0 ? e.bonus : undefined;
    out.push(bonus ? { resourceType: e.resourceType, url: e.url, bonus } : { resourceType: e.resourceType, url: e.url });
  }
  return out;
}

/** The OpenID Connect providers whose buttons the merchant's status offers: flag on, configured, enabled (docs/decisions/social-login.md). */
async function readySocialProviders(db: Kysely<DB>, merchant: string, flags: Record<string, boolean>): Promise<TSocialProvider[]> {
  const rows = await db.selectFrom('oidc_providers').select('provider').where('merchant_code', '=', merchant).where('enabled', '=', 1).execute();
  const configured = new Set(rows.map((r) => r.provider));
  return SOCIAL_PROVIDERS.filter((p) => configured.has(p) && flags[SOCIAL_PROVIDER_FLAGS[p]] === true);
}

/** Reads what every client of the merchant sees in its status (config, flags, white-label). */
export async function statusCore(db: Kysely<DB>, row: TMerchantRow): Promise<TStatusCore> {
  const configRows = await db.selectFrom('merchant_config').select(['key', 'value']).where('merchant_code', '=', row.code).execute();
  const config = new Map(configRows.map((r) => [r.key, r.value]));
  const get = <T>(key: string, fallback: T): T => parseJson(config.get(key), fallback);

  const customerService = get<{ csType: string; url: string }[]>('customerService', []).map((e) => ({
    csType: e.csType,
    path: encryptServicePath(e.url, servicePathKey(row.code, e.csType, e.url)),
  }));
  const whitelabel = await merchantFlags(db, row.code);
  const maintenance = row.maintenance === 1;
  const regionRestriction = row.region_restriction === 1;
  const info: TInfo = {
    customerService,
    domainRoute: get<string[]>('domainRoute', []),
    mobileTemplate: get<TInfo['mobileTemplate']>('mobileTemplate', { mem_cen: '0', dep_func: '0' }),
    paths: get<Record<string, string>>('paths', {}),
    register: get<TInfo['register']>('register', {}),
    resources: downloadResources(get<unknown>('resources', [])),
    whitelabel,
    mainDomain: get<string>('mainDomain', ''),
    imageCDNs: get<string[]>('imageCDNs', []),
    theme: row.theme,
    currency: { code: row.currency_code, symbol: row.currency_symbol },
    merchantName: row.name,
    brand: brandInfo(row.code, row.name, config),
    socialLogin: await readySocialProviders(db, row.code, whitelabel),
    phoneVerification: get<{ enabled?: unknown }>('phoneVerification', {}).enabled === true,
  };
  return { status: statusCode(maintenance, regionRestriction), maintenance, regionRestriction, info };
}
