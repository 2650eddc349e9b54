import * as z from 'zod/v4/mini';
import { ZRemoteName, ZRouteMeta, ZRouteTitles } from './remote';

export const ZRegistryRemote = z.object({
  name: ZRemoteName,
  version: z.string(),
  /** URL of the remote's remoteEntry.js (same origin, versioned, immutable). */
  entry: z.string(),
  /** True when this client was placed in the remote's canary. */
  canary: z.boolean(),
  routes: z.array(ZRouteMeta),
  /** Route titles per language (from the remote's routes.json), for the header before the remote loads. */
  titles: z.optional(ZRouteTitles),
  /** SRI hash of remoteEntry.js as published (its chunks carry their own inside it); absent: a plain build. */
  integrity: z.optional(z.string()),
  /** URL of the version's mf-manifest.json (Module Federation 2's manifest, for MF tooling); absent: none published. */
  manifest: z.optional(z.string()),
});

/** GET /api/v1/registry: the enabled remotes of one merchant, as this client should load them. */
export const ZRegistry = z.object({
  merchant: z.string(),
  platform: z.string(),
  remotes: z.array(ZRegistryRemote),
});

export const ZCustomerServiceEntry = z.object({
  csType: z.string(),
  /** Encrypted: the last 8 characters are the key, the rest is the cipher (spec §3). */
  path: z.string(),
});

/** The brand a player's page carries: names, logo and icon URLs, the brand-colour stylesheet, languages, footer. */
export const ZBrandInfo = z.object({
  appName: z.string(),
  pageTitle: z.string(),
  logoUrl: z.nullable(z.string()),
  iconUrl: z.nullable(z.string()),
  /** The stylesheet with the brand colours as theme tokens; null: the ui-kit's colours. */
  themeCss: z.nullable(z.string()),
  languages: z.object({ default: z.string(), offered: z.array(z.string()) }),
  footer: z.object({ licenceText: z.string(), licenceNumber: z.string(), paymentMarks: z.array(z.string()) }),
});

/** GET /api/v1/status: the system-status payload (spec §2, §3). */
export const ZSystemStatus = z.object({
  /** 0 normal, 1 maintenance (also when both apply), 2 region restriction only. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  info: z.object({
    customerService: z.array(ZCustomerServiceEntry),
    domainRoute: z.array(z.string()),
    mobileTemplate: z.object({ mem_cen: z.string(), dep_func: z.string() }),
    paths: z.record(z.string(), z.string()),
    register: z.record(z.string(), z.object({ enabled: z.boolean(), required: z.boolean() })),
    resources: z.array(
      z.object({
        resourceType: z.string(),
        url: z.string(),
        /**
         * The app-download bonus (optional): the amount, in the merchant's currency, a player is
         * credited for installing the app through this link; absent when the link carries none.
         */
        bonus: z.optional(z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/))),
      }),
    ),
    whitelabel: z.record(z.string(), z.boolean()),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    theme: z.enum(['dark', 'light']),
    currency: z.object({ code: z.string(), symbol: z.string() }),
    merchantName: z.string(),
    /** The merchant's brand (docs/decisions/merchant-setup.md); absent from servers before it. */
    brand: z.optional(ZBrandInfo),
    /** OpenID Connect providers ready for this merchant (configured, enabled, flag on): their buttons show (docs/decisions/social-login.md). */
    socialLogin: z.optional(z.array(z.enum(['google', 'facebook']))),
    /** Login and registration by mobile accept the phone-verification service's ID token instead of our SMS code. */
    phoneVerification: z.optional(z.boolean()),
  }),
});
