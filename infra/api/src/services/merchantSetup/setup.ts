import { LANGUAGES, type TFlagKey } from '@tessera/contract';
import {
  REGISTER_FIELDS,
  type TEndpointInput,
  type TMerchantSetup,
  type TSetupSection,
  type createMerchant,
  type updateMerchantSetup,
} from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { parseJson } from '../../lib/json';
import { depositChannelSeeds } from '../../seeders/deposits';
import { insertMerchantRows, NOT_BUILT_FLAGS, startingVersions, type TMerchantSeed } from '../../seeders/merchants';
import { audit, type TAdminContext } from '../admin';
import { DEFAULT_MERCHANT } from '../merchants';
import { cleanAsset, type TAssetSlot } from './assets';
import { assetUrl, EMPTY_BRANDING, type TStoredBranding } from './brand';
import { assertContrast } from './contrast';
import { checkRegistration, storedRegister, type TRegisterField } from './registrationCheck';

// A merchant's setup (docs/decisions/merchant-setup.md): the merchants row (profile) and
// merchant_config keys, one per section. Every change runs in one transaction with its audit row,
// whose `before` holds the sections as they were, so undo can write them back.

export type TCreateBody = TEndpointInput<typeof createMerchant>['body'];
export type TSetupPatch = TEndpointInput<typeof updateMerchantSetup>['body'];

/** The audit actions undo can revert, newest first. */
export const SETUP_ACTION = 'merchant.setup';
export const UNDO_ACTION = 'merchant.setup.undo';
export const REGISTRATION_ACTION = 'merchant.registration';
const UNDOABLE = [SETUP_ACTION, UNDO_ACTION, REGISTRATION_ACTION];

/** merchant_config key of each config section. */
const CONFIG_KEY = {
  languages: 'languages',
  branding: 'branding',
  customerService: 'customerService',
  downloads: 'resources',
  templates: 'mobileTemplate',
  footer: 'footer',
} as const;
type TConfigSection = keyof typeof CONFIG_KEY;

const EMPTY_FOOTER: TMerchantSetup['footer'] = { licenceText: '', licenceNumber: '', paymentMarks: [] };

type TDb = Kysely<DB> | Transaction<DB>;

async function configOf(db: TDb, code: string): Promise<Map<string, string>> {
  const rows = await db.selectFrom('merchant_config').select(['key', 'value']).where('merchant_code', '=', code).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Every section as stored (what `before` records and undo writes back). */
async function sections(db: TDb, code: string): Promise<Record<TSetupSection, unknown>> {
  const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
  const config = await configOf(db, code);
  const get = <T>(key: string, fallback: T): T => parseJson(config.get(key), fallback);
  return {
    profile: {
      name: row.name,
      domains: parseJson<string[]>(row.domains, []),
      currency: { code: row.currency_code, symbol: row.currency_symbol },
      theme: row.theme,
    },
    languages: get('languages', { default: 'EN', offered: LANGUAGES.map((l) => l.code) }),
    branding: { ...EMPTY_BRANDING, ...get<Partial<TStoredBranding>>('branding', {}) },
    customerService: get('customerService', []),
    downloads: get('resources', []),
    templates: get('mobileTemplate', { mem_cen: '0', dep_func: '0' }),
    footer: { ...EMPTY_FOOTER, ...get<Partial<TMerchantSetup['footer']>>('footer', {}) },
  };
}

/** The operator's view of a merchant's setup (ZMerchantSetup). */
export async function merchantSetup(db: Kysely<DB>, code: string): Promise<TMerchantSetup> {
  const s = await sections(db, code);
  const branding = s.branding as TStoredBranding;
  const last = await db
    .selectFrom('audit_log')
    .select(['id', 'action', 'actor', 'at'])
    .where('target', '=', code)
    .where('action', 'in', UNDOABLE)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    code,
    profile: s.profile as TMerchantSetup['profile'],
    languages: s.languages as TMerchantSetup['languages'],
    branding: { appName: branding.appName, pageTitle: branding.pageTitle, colours: branding.colours },
    logo: branding.logo ? { url: assetUrl(code, branding.logo.hash, branding.logo.type), ...branding.logo } : null,
    icon: branding.icon ? { url: assetUrl(code, branding.icon.hash, 'png'), ...branding.icon } : null,
    customerService: s.customerService as TMerchantSetup['customerService'],
    downloads: s.downloads as TMerchantSetup['downloads'],
    templates: s.templates as TMerchantSetup['templates'],
    footer: s.footer as TMerchantSetup['footer'],
    lastChange: last ? { id: Number(last.id), action: last.action, actor: last.actor, at: last.at } : null,
  };
}

/** MERCHANT_DOMAIN_TAKEN when another merchant answers on one of `domains`. */
async function assertDomainsFree(db: TDb, code: string, domains: readonly string[]): Promise<void> {
  if (!domains.length) return;
  const rows = await db.selectFrom('merchants').select(['code', 'domains']).where('code', '!=', code).execute();
  for (const r of rows) {
    const taken = parseJson<string[]>(r.domains, []).map((d) => d.toLowerCase());
    const clash = domains.find((d) => taken.includes(d));
    if (clash)
      throw new ApiError('MERCHANT_DOMAIN_TAKEN', { field: 'domains', domain: clash, merchant: r.code, reason: `${clash} already belongs to ${r.code}` });
  }
}

function assertLanguages(l: { default: string; offered: string[] }, path: string): void {
  if (!l.offered.includes(l.default))
    throw validationError([{ in: 'body', path: `${path}.default`, message: 'The default language must be one of the offered languages' }]);
}

const setConfig = (trx: Transaction<DB>, code: string, key: string, value: unknown) =>
  trx
    .insertInto('merchant_config')
    .values({ merchant_code: code, key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.columns(['merchant_code', 'key']).doUpdateSet({ value: JSON.stringify(value) }))
    .execute();

async function lockMerchant(ctx: TAdminContext, trx: Transaction<DB>, code: string): Promise<void> {
  const row = await trx
    .selectFrom('merchants')
    .select('code')
    .where('code', '=', code)
    .$if(ctx.dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) throw new ApiError('MERCHANT_NOT_FOUND', { merchant: code });
}

/** Writes sections (already validated) and returns what they were. */
async function writeSections(trx: Transaction<DB>, code: string, values: Partial<Record<TSetupSection, unknown>>): Promise<Record<string, unknown>> {
  const current = await sections(trx, code);
  const before: Record<string, unknown> = {};
  for (const [section, value] of Object.entries(values) as [TSetupSection, unknown][]) {
    if (value === undefined) continue;
    before[section] = current[section];
    if (section === 'profile') {
      const p = value as TMerchantSetup['profile'];
      const was = current.profile as TMerchantSetup['profile'];
      if (p.currency.code !== was.currency.code) {
        const member = await trx.selectFrom('members').select('id').where('merchant_code', '=', code).limit(1).executeTakeFirst();
        if (member)
          throw validationError([
            { in: 'body', path: 'profile.currency.code', message: 'The currency cannot change once the merchant has members (their balances are in it)' },
          ]);
      }
      await trx
        .updateTable('merchants')
        .set({ name: p.name, domains: JSON.stringify(p.domains), currency_code: p.currency.code, currency_symbol: p.currency.symbol, theme: p.theme })
        .where('code', '=', code)
        .execute();
      await setConfig(trx, code, 'domainRoute', p.domains);
      await setConfig(trx, code, 'mainDomain', p.domains[0] ?? '');
    } else await setConfig(trx, code, CONFIG_KEY[section as TConfigSection], value);
  }
  return before;
}

/** Checks a patch's sections before anything is written. */
async function validateSections(db: TDb, code: string, values: Partial<Record<TSetupSection, unknown>>): Promise<void> {
  const p = values.profile as TMerchantSetup['profile'] | undefined;
  if (p) await assertDomainsFree(db, code, p.domains);
  const l = values.languages as TMerchantSetup['languages'] | undefined;
  if (l) assertLanguages(l, 'languages');
  const b = values.branding as Partial<TStoredBranding> | undefined;
  if (b) assertContrast(b.colours ?? null);
}

/** PATCH .../setup: the named sections, validated, written and audited together. */
export async function updateSetup(ctx: TAdminContext, code: string, patch: TSetupPatch): Promise<TMerchantSetup> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const values: Partial<Record<TSetupSection, unknown>> = { ...patch };
    if (patch.branding) {
      // The operator's fields change; the assets in use stay (they change through uploads).
      const current = (await sections(trx, code)).branding as TStoredBranding;
      values.branding = { ...current, ...patch.branding };
    }
    if (Object.keys(values).length === 0) return;
    await validateSections(trx, code, values);
    const before = await writeSections(trx, code, values);
    await audit(trx, { actor: ctx.actor, action: SETUP_ACTION, target: code, before, after: values });
  });
  return merchantSetup(ctx.db, code);
}

/** PUT .../assets/:slot: a sanitised logo or icon (stored by hash) becomes the one in use; null removes it. */
export async function uploadAsset(
  ctx: TAdminContext,
  code: string,
  slot: TAssetSlot,
  asset: { type: 'svg' | 'png'; data: string } | null,
): Promise<TMerchantSetup> {
  const clean = asset ? await cleanAsset(slot, asset.type, asset.data) : null;
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const current = (await sections(trx, code)).branding as TStoredBranding;
    if (clean) {
      await trx
        .insertInto('merchant_assets')
        .values({
          merchant_code: code,
          hash: clean.hash,
          content_type: clean.contentType,
          size: clean.bytes.length,
          data: clean.bytes.toString('base64'),
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'hash']).doNothing())
        .execute();
    }
    const type = clean?.contentType === 'image/svg+xml' ? 'svg' : 'png';
    const ref = clean ? { hash: clean.hash, type, bytes: clean.bytes.length, ...(clean.width ? { width: clean.width, height: clean.height } : {}) } : null;
    const branding: TStoredBranding = { ...current, [slot]: ref };
    const before = await writeSections(trx, code, { branding });
    await audit(trx, { actor: ctx.actor, action: SETUP_ACTION, target: code, before, after: { branding, asset: slot } });
  });
  return merchantSetup(ctx.db, code);
}

const DEFAULT_REGISTER = Object.fromEntries(
  REGISTER_FIELDS.map((f) => [
    f,
    ['username', 'password', 'confirmPassword', 'captcha'].includes(f) ? { enabled: true, required: true } : { enabled: false, required: false },
  ]),
);
/** Flags a new merchant starts with off: registration by username only (like demo), and the features not built. */
const NEW_MERCHANT_FLAGS_OFF: TFlagKey[] = ['MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', ...NOT_BUILT_FLAGS];

/** POST /api/admin/merchants: a merchant with every remote, default flags, deposit channels and the default merchant's catalogue. */
export async function createMerchantSetup(ctx: TAdminContext, body: TCreateBody): Promise<TMerchantSetup> {
  assertLanguages(body.languages, 'languages');
  const newest = await startingVersions(ctx.db);
  const now = new Date().toISOString();
  const seed: TMerchantSeed = {
    merchant: {
      code: body.code,
      name: body.name,
      maintenance: 0,
      region_restriction: 0,
      theme: body.theme,
      currency_code: body.currency.code,
      currency_symbol: body.currency.symbol,
      domains: body.domains,
    },
    flagsOff: NEW_MERCHANT_FLAGS_OFF,
    config: {
      customerService: [],
      resources: [],
      register: DEFAULT_REGISTER,
      paths: {},
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      domainRoute: body.domains,
      mainDomain: body.domains[0] ?? '',
      imageCDNs: [],
    },
  };
  await ctx.db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('merchants').select('code').where('code', '=', body.code).executeTakeFirst();
    if (exists) throw new ApiError('MERCHANT_EXISTS', { field: 'code', merchant: body.code });
    await assertDomainsFree(trx, body.code, body.domains);
    await insertMerchantRows(trx, seed, newest, now);
    await setConfig(trx, body.code, 'languages', body.languages);
    await setConfig(trx, body.code, 'branding', EMPTY_BRANDING);
    await setConfig(trx, body.code, 'footer', EMPTY_FOOTER);
    await trx
      .insertInto('deposit_channels')
      .values(depositChannelSeeds(body.code, body.currency.code, now))
      .execute();
    // The games offered start as the default merchant's (vendors, category order, hot list).
    const [vendors, categories, hot] = await Promise.all([
      trx.selectFrom('merchant_vendors').selectAll().where('merchant_code', '=', DEFAULT_MERCHANT).execute(),
      trx.selectFrom('merchant_categories').selectAll().where('merchant_code', '=', DEFAULT_MERCHANT).execute(),
      trx.selectFrom('hot_games').selectAll().where('merchant_code', '=', DEFAULT_MERCHANT).execute(),
    ]);
    if (vendors.length)
      await trx
        .insertInto('merchant_vendors')
        .values(vendors.map((v) => ({ ...v, merchant_code: body.code })))
        .execute();
    if (categories.length)
      await trx
        .insertInto('merchant_categories')
        .values(categories.map((c) => ({ ...c, merchant_code: body.code })))
        .execute();
    if (hot.length)
      await trx
        .insertInto('hot_games')
        .values(hot.map((h) => ({ ...h, merchant_code: body.code })))
        .execute();
    await audit(trx, { actor: ctx.actor, action: 'merchant.create', target: body.code, before: null, after: body });
  });
  return merchantSetup(ctx.db, body.code);
}

/** POST .../setup/undo: the newest undoable change's before value, written back and audited as an undo. */
export async function undoLastChange(ctx: TAdminContext, code: string): Promise<TMerchantSetup> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockMerchant(ctx, trx, code);
    const last = await trx
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', code)
      .where('action', 'in', UNDOABLE)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) throw new ApiError('SETUP_NOTHING_TO_UNDO', { merchant: code });
    const before = parseJson<Record<string, unknown> | null>(last.before, null) ?? {};
    // A registration entry's before is the changed fields themselves; an undo entry's may hold them as `registration`.
    const { registration: registrationBefore, ...rest } = last.action === REGISTRATION_ACTION ? { registration: before } : before;
    const setupBefore = Object.fromEntries(Object.entries(rest).filter(([k]) => k in CONFIG_KEY || k === 'profile')) as Partial<Record<TSetupSection, unknown>>;
    await validateSections(trx, code, setupBefore);
    const undone: Record<string, unknown> = await writeSections(trx, code, setupBefore);
    if (registrationBefore && typeof registrationBefore === 'object') {
      const stored = await storedRegister(trx, code);
      const restored = { ...stored, ...(registrationBefore as Record<string, TRegisterField>) };
      await checkRegistration(trx, code, { fields: restored });
      undone.registration = Object.fromEntries(Object.keys(registrationBefore).map((f) => [f, stored[f] ?? { enabled: false, required: false }]));
      await setConfig(trx, code, 'register', restored);
    }
    await audit(trx, {
      actor: ctx.actor,
      action: UNDO_ACTION,
      target: code,
      before: undone,
      after: { ...setupBefore, ...(registrationBefore ? { registration: registrationBefore } : {}), undid: Number(last.id) },
    });
  });
  return merchantSetup(ctx.db, code);
}
