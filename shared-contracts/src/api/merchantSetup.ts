import * as z from 'zod/v4/mini';
import { DOWNLOAD_RESOURCE_TYPES, LANGUAGES } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { ZMerchantParams } from './platform';

// Merchant setup (issue 27 item 4, docs/decisions/merchant-setup.md): an operator creates a
// merchant and sets its brand, links, templates, footer and languages through these calls; every
// change is validated, audited with its before value, and the last one can be undone.

/** Merchant codes: what ?merchant= and X-Merchant accept (ZMerchantQuery). */
export const MERCHANT_CODE_PATTERN = /^[a-z0-9_-]{1,32}$/;
/** A host name a merchant answers on (lower case, no port). */
const HOST = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
/** #rrggbb: the only colour form a brand colour takes (contrast is computed from it). */
export const BRAND_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** The largest logo or icon an operator may upload, after decoding (bytes). */
export const BRAND_ASSET_MAX_BYTES = 32 * 1024;
/** WCAG 2.x AA for normal text: what a brand colour must reach against the colour it carries or sits on. */
export const BRAND_MIN_CONTRAST = 4.5;
/** An app icon for the web manifest: a square PNG at least this wide. */
export const BRAND_ICON_MIN_PX = 192;

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const ZLink = z.string().check(
  z.trim(),
  z.maxLength(500),
  z.refine((v) => /^https:\/\/[^\s]+$/.test(v) || /^\/(?!\/)[^\s]*$/.test(v), 'Must be an https:// address or a path of this site'),
);

export const ZCurrency = z.strictObject({
  code: z.string().check(z.regex(/^[A-Z]{3}$/)),
  symbol: text(8),
});

export const ZLanguages = z.strictObject({
  default: z.enum(LANGUAGE_CODES),
  offered: z.array(z.enum(LANGUAGE_CODES)).check(z.minLength(1), z.maxLength(LANGUAGES.length)),
});

const ZThemeColours = z.strictObject({
  /** The accent: buttons, active tabs, focus rings. */
  primary: z.string().check(z.regex(BRAND_COLOUR_PATTERN)),
  /** Text on the accent (a button's label): AA against primary. */
  onPrimary: z.string().check(z.regex(BRAND_COLOUR_PATTERN)),
  /** The accent as text on the page and on cards: AA against both. */
  primaryInk: z.string().check(z.regex(BRAND_COLOUR_PATTERN)),
});
/** Brand colours per theme, feeding the ui-kit tokens --tk-primary, --tk-on-primary, --tk-primary-ink. */
export const ZBrandColours = z.strictObject({ dark: ZThemeColours, light: ZThemeColours });
export type TBrandColours = z.infer<typeof ZBrandColours>;

export const ZBranding = z.strictObject({
  /** The name on the home screen and in the manifest; empty: the merchant's name. */
  appName: z.string().check(z.trim(), z.maxLength(40)),
  /** The page's <title>; empty: the app name. */
  pageTitle: z.string().check(z.trim(), z.maxLength(70)),
  /** null: the ui-kit's colours. */
  colours: z.nullable(ZBrandColours),
});

export const ZCustomerServiceSetup = z
  .array(z.strictObject({ csType: z.string().check(z.regex(/^[A-Z][A-Z0-9_]{1,23}$/)), url: ZLink }))
  .check(z.maxLength(12));
export const ZDownloadsSetup = z
  .array(
    z.strictObject({
      resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES),
      url: ZLink,
      bonus: z.optional(z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))),
    }),
  )
  .check(z.maxLength(8));
export const ZTemplatesSetup = z.strictObject({ mem_cen: z.enum(['0', '1']), dep_func: z.enum(['0', '1']) });
export const ZFooterSetup = z.strictObject({
  licenceText: z.string().check(z.trim(), z.maxLength(300)),
  licenceNumber: z.string().check(z.trim(), z.maxLength(60)),
  /** Payment methods shown as marks in the home footer (their names, e.g. PIX, VISA). */
  paymentMarks: z.array(z.string().check(z.regex(/^[A-Z0-9][A-Z0-9 _-]{0,23}$/))).check(z.maxLength(12)),
});

/** The sections of a merchant's setup; a PATCH names the ones it changes, and undo restores one section. */
export const SETUP_SECTIONS = ['profile', 'languages', 'branding', 'customerService', 'downloads', 'templates', 'footer'] as const;
export type TSetupSection = (typeof SETUP_SECTIONS)[number];

export const ZMerchantProfile = z.strictObject({
  name: text(60),
  domains: z.array(z.string().check(z.trim(), z.toLowerCase(), z.regex(HOST))).check(z.maxLength(10)),
  currency: ZCurrency,
  theme: z.enum(['dark', 'light']),
});

const ZAssetView = z.nullable(
  z.object({ url: z.string(), type: z.enum(['svg', 'png']), bytes: z.int(), width: z.optional(z.int()), height: z.optional(z.int()) }),
);

export const ZMerchantSetup = z.object({
  code: z.string(),
  profile: ZMerchantProfile,
  languages: ZLanguages,
  branding: ZBranding,
  logo: ZAssetView,
  icon: ZAssetView,
  customerService: ZCustomerServiceSetup,
  downloads: ZDownloadsSetup,
  templates: ZTemplatesSetup,
  footer: ZFooterSetup,
  /** The last change that undo would revert, if any. */
  lastChange: z.nullable(z.object({ id: z.int(), action: z.string(), actor: z.string(), at: z.string() })),
});
export type TMerchantSetup = z.infer<typeof ZMerchantSetup>;

export const ZCreateMerchant = z.strictObject({
  code: z.string().check(z.regex(MERCHANT_CODE_PATTERN)),
  name: text(60),
  domains: z.array(z.string().check(z.trim(), z.toLowerCase(), z.regex(HOST))).check(z.maxLength(10)),
  currency: ZCurrency,
  languages: ZLanguages,
  theme: z.enum(['dark', 'light']),
});

export const createMerchant = defineEndpoint({
  name: 'createMerchant',
  method: 'POST',
  path: '/api/admin/merchants',
  auth: 'admin',
  summary:
    'Create a merchant (code, name, domains, currency, languages, default theme): it starts with every remote, the default flags, username registration, deposit channels in its currency and the demo catalogue',
  tags: ['admin'],
  body: ZCreateMerchant,
  response: ZMerchantSetup,
  errors: ['MERCHANT_EXISTS', 'MERCHANT_DOMAIN_TAKEN'],
});

export const getMerchantSetup = defineEndpoint({
  name: 'getMerchantSetup',
  method: 'GET',
  path: '/api/admin/merchants/:code/setup',
  auth: 'admin',
  summary: "A merchant's setup: profile, languages, branding, logo and icon, customer service, downloads, templates, footer, and the change undo would revert",
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZMerchantSetup,
});

export const updateMerchantSetup = defineEndpoint({
  name: 'updateMerchantSetup',
  method: 'PATCH',
  path: '/api/admin/merchants/:code/setup',
  auth: 'admin',
  summary:
    'Change sections of a merchant setup: only the sections named change, each validated (brand colours must reach WCAG AA contrast, domains must be free) and audited with its before value',
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.strictObject({
    profile: z.optional(ZMerchantProfile),
    languages: z.optional(ZLanguages),
    branding: z.optional(ZBranding),
    customerService: z.optional(ZCustomerServiceSetup),
    downloads: z.optional(ZDownloadsSetup),
    templates: z.optional(ZTemplatesSetup),
    footer: z.optional(ZFooterSetup),
  }),
  response: ZMerchantSetup,
  errors: ['BRAND_CONTRAST_LOW', 'MERCHANT_DOMAIN_TAKEN'],
});

export const uploadMerchantAsset = defineEndpoint({
  name: 'uploadMerchantAsset',
  method: 'PUT',
  path: '/api/admin/merchants/:code/assets/:slot',
  auth: 'admin',
  summary:
    'Set the logo (SVG or PNG) or the app icon (square PNG, at least 192 px) of a merchant: SVG is sanitised (scripts, event handlers, foreign objects and outside references removed), PNG keeps only its image chunks; at most 32 KB; null removes it',
  tags: ['admin'],
  params: z.extend(ZMerchantParams, { slot: z.enum(['logo', 'icon']) }),
  body: z.strictObject({
    /** svg: the SVG text; png: base64 of the file; null: no asset (the default look). */
    asset: z.nullable(z.strictObject({ type: z.enum(['svg', 'png']), data: z.string().check(z.minLength(1), z.maxLength(60_000)) })),
  }),
  response: ZMerchantSetup,
  errors: ['BRAND_ASSET_INVALID', 'BRAND_ASSET_TOO_LARGE'],
});

export const undoMerchantSetup = defineEndpoint({
  name: 'undoMerchantSetup',
  method: 'POST',
  path: '/api/admin/merchants/:code/setup/undo',
  auth: 'admin',
  summary:
    'Undo the last setup or registration change of a merchant: the audited before value is written back (audited as merchant.setup.undo; undoing again re-applies the change)',
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZMerchantSetup,
  errors: ['SETUP_NOTHING_TO_UNDO', 'REGISTRATION_UNUSABLE', 'BRAND_CONTRAST_LOW', 'MERCHANT_DOMAIN_TAKEN'],
});

export const merchantSetupEndpoints = [createMerchant, getMerchantSetup, updateMerchantSetup, uploadMerchantAsset, undoMerchantSetup] as const;
