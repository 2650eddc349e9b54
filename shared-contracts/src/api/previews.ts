import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// The link and storage names live in ./previewLinks (no zod): the shell reads them on every first visit.
export { DEV_OVERRIDE_QUERY, DEV_OVERRIDES_STORAGE_KEY, PREVIEW_COOKIE, PREVIEW_EXIT, PREVIEW_HEADER, PREVIEW_QUERY } from './previewLinks';

// Guarded overrides and preview grants (issue 26 item 6; docs/decisions/remote-overrides.md). One
// device's shell may load a remote from somewhere else than the merchant's registry says: a
// published version that is not active yet, or a developer's server. Only two things make the
// shell honour that: a shell built for development (`npm run dev`), or an operator-issued preview
// grant that the server checks on every page and registry answer (signed, expiring, per merchant
// and remote, audited; a URL must be on the merchant's allowlist).

/** How long a grant lasts unless the operator picks another of PREVIEW_TTL_CHOICES (minutes). */
export const PREVIEW_TTL_DEFAULT_MINUTES = 120;
/** The console's expiry choices (minutes); the API takes any whole number up to the last. */
export const PREVIEW_TTL_CHOICES = [30, 120, 480, 1440] as const;
export const PREVIEW_TTL_MAX_MINUTES = 1440;
/** Dev origins one merchant's allowlist may hold (localhost and 127.0.0.1 are always allowed). */
export const PREVIEW_ORIGINS_MAX = 20;

/** A remote's name as the API takes it until the open set of remotes lands in this package. */
const ZPreviewRemote = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,31}$/));
const ZMerchantCode = z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/));
/** An origin (scheme://host[:port]) an operator lets a merchant's previews load code from. */
export const ZPreviewOrigin = z.string().check(z.maxLength(200), z.regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i));
/** A remote entry on a dev server: an absolute http(s) URL. */
const ZPreviewUrl = z.string().check(z.maxLength(500), z.regex(/^https?:\/\/[^\s"'<>\\]+$/));

/** What a preview replaces: one remote, with a published version or with an entry URL. */
export const ZPreviewTarget = z.object({
  remote: ZPreviewRemote,
  /** A published version of the remote (not necessarily active); null for a URL preview. */
  version: z.nullable(z.string()),
  /** The remoteEntry.js URL of a dev server; null for a version preview. */
  url: z.nullable(z.string()),
});
export type TPreviewTarget = z.infer<typeof ZPreviewTarget>;

/** What a page whose preview applies tells its shell (the badge): the target and when it ends. */
export const ZPreviewInfo = z.extend(ZPreviewTarget, { expiresAt: z.string() });
export type TPreviewInfo = z.infer<typeof ZPreviewInfo>;

export const ZPreviewGrant = z.extend(ZPreviewTarget, {
  id: z.string(),
  merchant: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  revokedAt: z.nullable(z.string()),
  /** Page and registry answers that applied it. */
  uses: z.number(),
  lastUsedAt: z.nullable(z.string()),
});
export type TPreviewGrant = z.infer<typeof ZPreviewGrant>;

export const createPreviewGrant = defineEndpoint({
  name: 'createPreviewGrant',
  method: 'POST',
  path: '/api/admin/previews',
  auth: 'admin',
  summary:
    "Issue a preview grant: one merchant's devices that open the link load one remote at a published version (any but a contract-failed or platform-mismatched one) or from an allowlisted URL, until it expires",
  tags: ['admin'],
  body: z.strictObject({
    merchant: ZMerchantCode,
    remote: ZPreviewRemote,
    version: z.optional(z.string().check(z.maxLength(32))),
    url: z.optional(ZPreviewUrl),
    /** Minutes until it expires (default PREVIEW_TTL_DEFAULT_MINUTES, at most PREVIEW_TTL_MAX_MINUTES). */
    ttlMinutes: z.optional(z.int().check(z.gte(1), z.lte(PREVIEW_TTL_MAX_MINUTES))),
  }),
  response: z.object({
    grant: ZPreviewGrant,
    /** The signed token (shown once; the server keeps only the grant's id). */
    token: z.string(),
    /** The preview link: a page of the merchant with ?tessera-preview=<token>. */
    link: z.string(),
  }),
  errors: ['PREVIEW_VERSION_REFUSED', 'PREVIEW_ORIGIN_NOT_ALLOWED', 'REMOTE_VERSION_NOT_PUBLISHED', 'MERCHANT_NOT_FOUND'],
});

export const listPreviewGrants = defineEndpoint({
  name: 'listPreviewGrants',
  method: 'GET',
  path: '/api/admin/previews',
  auth: 'admin',
  summary: 'Preview grants that have not expired or been revoked, newest first (optionally of one merchant)',
  tags: ['admin'],
  query: z.object({ merchant: z.optional(ZMerchantCode) }),
  response: z.array(ZPreviewGrant),
});

export const revokePreviewGrant = defineEndpoint({
  name: 'revokePreviewGrant',
  method: 'DELETE',
  path: '/api/admin/previews/:id',
  auth: 'admin',
  summary: 'Revoke a preview grant: devices holding its link load the normal registry from their next page or registry call',
  tags: ['admin'],
  params: z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)) }),
  response: ZPreviewGrant,
  errors: ['NOT_FOUND'],
});

export const getPreviewOrigins = defineEndpoint({
  name: 'getPreviewOrigins',
  method: 'GET',
  path: '/api/admin/merchants/:code/preview-origins',
  auth: 'admin',
  summary: "The merchant's allowlist of dev origins URL previews may load code from (localhost and 127.0.0.1 are always on it)",
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  response: z.object({ origins: z.array(z.string()) }),
  errors: ['MERCHANT_NOT_FOUND'],
});

export const updatePreviewOrigins = defineEndpoint({
  name: 'updatePreviewOrigins',
  method: 'PUT',
  path: '/api/admin/merchants/:code/preview-origins',
  auth: 'admin',
  summary: "Replace the merchant's allowlist of dev origins (scheme://host[:port]); grants to a removed origin stop applying",
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  body: z.strictObject({ origins: z.array(ZPreviewOrigin).check(z.maxLength(PREVIEW_ORIGINS_MAX)) }),
  response: z.object({ origins: z.array(z.string()) }),
  errors: ['MERCHANT_NOT_FOUND'],
});

export const previewEndpoints = [createPreviewGrant, listPreviewGrants, revokePreviewGrant, getPreviewOrigins, updatePreviewOrigins] as const;
