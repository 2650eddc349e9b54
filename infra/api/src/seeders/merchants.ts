import { compareVersions, FLAG_KEYS, PLATFORM_VERSION, preReleaseOf, satisfies, SPEC_REMOTES, type TFlagKey } from '@tessera/contract';
import { REGISTER_FIELDS, type TRegisterFieldName } from '@tessera/contract/api';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TBit } from '../db/columns';
import type { DB, MerchantsTable, RemoteVersionsTable } from '../db/schema';
import { DEFAULT_MERCHANT } from '../services/merchants';

// The seed only inserts what is missing, so running it at every start never overwrites operator
// changes, and a flag key or remote added to the contract later appears with its default.

type TRegisterField = { enabled: boolean; required: boolean };

export interface TMerchantSeed {
  merchant: Omit<MerchantsTable, 'created_at' | 'domains'> & { domains: string[] };
  /** Flags seeded off (with NOT_BUILT_FLAGS, off for every merchant); every other flag is on. */
  flagsOff: TFlagKey[];
  config: {
    /** Plain links; the API encrypts them in the status payload (spec §3). */
    customerService: { csType: string; url: string }[];
    /** bonus: the app-download bonus of the link (decimal string), shown as the download bar's gift. */
    resources: { resourceType: 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon'; url: string; bonus?: string }[];
    register: Record<string, TRegisterField>;
    paths: Record<string, string>;
    mobileTemplate: { mem_cen: string; dep_func: string };
    domainRoute: string[];
    mainDomain: string;
    imageCDNs: string[];
  };
}

const on = (required: boolean): TRegisterField => ({ enabled: true, required });
const off: TRegisterField = { enabled: false, required: false };

function registerConfig(enabled: Partial<Record<TRegisterFieldName, TRegisterField>>): Record<string, TRegisterField> {
  return Object.fromEntries(REGISTER_FIELDS.map((f) => [f, enabled[f] ?? off]));
}

/**
 * Facebook and Google login need a provider the operator configures (docs/decisions/social-login.md):
 * seeded off for every merchant whatever its own list says, so no status payload offers a login
 * before its provider exists (the buttons also need the provider ready); migration
 * 0022_social_login_off turned them off in databases seeded before.
 */
export const NOT_BUILT_FLAGS: readonly TFlagKey[] = ['FACEBOOKLOGIN3', 'GOOGLELOGIN3'];

export const MERCHANT_SEEDS: TMerchantSeed[] = [
  {
    merchant: {
      code: DEFAULT_MERCHANT,
      name: 'Tessera Demo',
      maintenance: 0,
      region_restriction: 0,
      theme: 'dark',
      currency_code: 'CNY',
      currency_symbol: '¥',
      domains: ['demo.localhost'],
    },
    flagsOff: ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
    config: {
      customerService: [
        { csType: 'WHATSAPP', url: 'https://wa.me/15550100001' },
        { csType: 'TELEGRAM', url: 'https://t.me/tessera_demo' },
      ],
      resources: [
        { resourceType: 'IOS', url: 'https://apps.example.com/demo/tessera.ipa', bonus: '8.00' },
        { resourceType: 'Android', url: 'https://apps.example.com/demo/tessera.apk', bonus: '8.00' },
        { resourceType: 'MOBILECONFIG', url: 'https://apps.example.com/demo/tessera.mobileconfig', bonus: '8.00' },
        { resourceType: 'AppDownloadIcon', url: '/favicon.svg' },
      ],
      register: registerConfig({
        username: on(true),
        password: on(true),
        confirmPassword: on(true),
        mobileNum: on(false),
        email: on(false),
        affiliateCode: on(false),
        captcha: on(true),
      }),
      paths: { messagingApp: 'https://t.me/tessera_demo' },
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      domainRoute: ['demo.localhost'],
      mainDomain: 'demo.localhost',
      imageCDNs: [],
    },
  },
  {
    merchant: {
      code: 'acme',
      name: 'Acme Bet',
      maintenance: 0,
      region_restriction: 0,
      theme: 'light',
      currency_code: 'BRL',
      currency_symbol: 'R$',
      domains: ['acme.localhost'],
    },
    flagsOff: ['CBS3', 'MANPLAYREB3', 'PERSREP', 'APPWINDOW'],
    config: {
      customerService: [
        { csType: 'WHATSAPP', url: 'https://wa.me/5511900000001' },
        { csType: 'TELEGRAM', url: 'https://t.me/acme_bet' },
      ],
      resources: [
        { resourceType: 'IOS', url: 'https://apps.example.com/acme/acme.ipa' },
        { resourceType: 'Android', url: 'https://apps.example.com/acme/acme.apk' },
        { resourceType: 'MOBILECONFIG', url: 'https://apps.example.com/acme/acme.mobileconfig' },
        { resourceType: 'AppDownloadIcon', url: '/favicon.svg' },
      ],
      register: registerConfig({
        username: on(true),
        password: on(true),
        confirmPassword: on(true),
        mobileNum: on(true),
        verificationCode: on(true),
        payeeName: on(false),
        affiliateCode: on(false),
        captcha: on(false),
      }),
      paths: { messagingApp: 'https://t.me/acme_bet' },
      mobileTemplate: { mem_cen: '0', dep_func: '1' },
      domainRoute: ['acme.localhost'],
      mainDomain: 'acme.localhost',
      imageCDNs: [],
    },
  },
];

const bit = (b: boolean): TBit => (b ? 1 : 0);

/**
 * The version a fresh merchant starts on, per remote: the newest published version that the
 * activation gates accept (built for this platform, contract not failed — admin.ts refuses the
 * rest), a release before any pre-release. Start-up never activates what an operator could not.
 */
async function newestPublished(db: Kysely<DB>): Promise<Map<string, string>> {
  // selectAll: a test seeds a database migrated only part of the way, before these columns existed.
  const rows: Partial<Selectable<RemoteVersionsTable>>[] = await db.selectFrom('remote_versions').selectAll().execute();
  const newest = new Map<string, string>();
  const better = (a: string, b: string) => {
    const preA = preReleaseOf(a).length > 0;
    const preB = preReleaseOf(b).length > 0;
    return preA !== preB ? !preA : compareVersions(a, b) > 0;
  };
  for (const r of rows) {
    if (!r.remote || !r.version) continue;
    if (r.contract_result === 'failed' || (r.requires_platform && !satisfies(PLATFORM_VERSION, r.requires_platform))) continue;
    const cur = newest.get(r.remote);
    if (!cur || better(r.version, cur)) newest.set(r.remote, r.version);
  }
  return newest;
}

/** Inserts the seed merchants, flags, remotes and config rows that do not exist yet. */
export async function seedMerchants(db: Kysely<DB>, seeds: TMerchantSeed[] = MERCHANT_SEEDS): Promise<void> {
  const newest = await newestPublished(db);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const s of seeds) await insertMerchantRows(trx, s, newest, now);
  });
}

/** The versions a new merchant's remotes start on (newestPublished), for a merchant an operator creates. */
export const startingVersions = newestPublished;

/**
 * One merchant's rows (merchant, every flag, every remote, config), each only where missing. Used
 * by the seed and by the console's "create merchant" (services/merchantSetup), inside their transaction.
 */
export async function insertMerchantRows(trx: Kysely<DB> | Transaction<DB>, s: TMerchantSeed, newest: Map<string, string>, now: string): Promise<void> {
  const code = s.merchant.code;
  await trx
    .insertInto('merchants')
    .values({ ...s.merchant, domains: JSON.stringify(s.merchant.domains), created_at: now })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('merchant_flags')
    .values(FLAG_KEYS.map((key) => ({ merchant_code: code, key, enabled: bit(!s.flagsOff.includes(key) && !NOT_BUILT_FLAGS.includes(key)) })))
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
    .execute();
  await trx
    .insertInto('merchant_remotes')
    .values(
      SPEC_REMOTES.map((remote) => ({
        merchant_code: code,
        remote,
        enabled: 1 as const,
        version: newest.get(remote) ?? '1.0.0',
        canary_version: null,
        canary_percent: 0,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'remote']).doNothing())
    .execute();
  await trx
    .insertInto('merchant_config')
    .values(Object.entries(s.config).map(([key, value]) => ({ merchant_code: code, key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doNothing())
    .execute();
}
