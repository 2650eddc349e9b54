import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZMerchantParams } from './platform';

// ---- Region restriction by address (operator API; issue 27 item 2) ----
// docs/decisions/region-restriction.md: a merchant's players whose address is in a restricted
// country or range get status 2 and every gated call refuses them (REGION_RESTRICTED), unless the
// address is on the merchant's allowlist. The manual switch (updateMerchantStatus regionRestriction)
// still restricts everyone.

/** Most entries in one list: a merchant's rules are read on every gated call. */
export const REGION_LIST_MAX = 500;

/** An ISO 3166-1 alpha-2 country code, upper case (BR, PT, US). */
export const ZCountryCode = z.string().check(z.regex(/^[A-Z]{2}$/));
/** An IPv4 or IPv6 address, or a CIDR block of either (the server checks the address itself). */
export const ZAddressOrRange = z.string().check(z.minLength(2), z.maxLength(49), z.regex(/^[0-9A-Fa-f.:]+(\/\d{1,3})?$/));

export const ZRegionRules = z.object({
  /** Countries whose addresses are restricted (ISO 3166-1 alpha-2). */
  countries: z.array(ZCountryCode).check(z.maxLength(REGION_LIST_MAX)),
  /** Restricted addresses and CIDR blocks (IPv4 and IPv6). */
  ranges: z.array(ZAddressOrRange).check(z.maxLength(REGION_LIST_MAX)),
  /** Addresses and CIDR blocks never restricted by the two lists above (testers). */
  allow: z.array(ZAddressOrRange).check(z.maxLength(REGION_LIST_MAX)),
});
export type TRegionRules = z.infer<typeof ZRegionRules>;

export const ZRegionView = z.object({
  merchant: z.string(),
  /** The manual switch: restricts every player of the merchant whatever the address. */
  regionRestriction: z.boolean(),
  rules: ZRegionRules,
  /** The IP-to-country database's build date (ISO), or null when it could not be read. */
  databaseBuilt: z.nullable(z.string()),
});
export type TRegionView = z.infer<typeof ZRegionView>;

export const getRegionRules = defineEndpoint({
  name: 'getRegionRules',
  method: 'GET',
  path: '/api/admin/merchants/:code/region',
  auth: 'admin',
  summary: "A merchant's region restriction: restricted countries and ranges, and the allowlist",
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZRegionView,
});

export const updateRegionRules = defineEndpoint({
  name: 'updateRegionRules',
  method: 'PUT',
  path: '/api/admin/merchants/:code/region',
  auth: 'admin',
  summary: "Replace a merchant's restricted countries, restricted ranges and allowlist (audited)",
  tags: ['admin'],
  params: ZMerchantParams,
  body: ZRegionRules,
  response: ZRegionView,
});

export const ZRegionCheck = z.object({
  ip: z.string(),
  /** The database's country for the address, or null (private, reserved or unknown). */
  country: z.nullable(z.string()),
  /** 0 open, 1 maintenance, 2 restricted: what a player at this address gets now. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Why: maintenance, switch, allow, range, country or none. */
  reason: z.enum(['maintenance', 'switch', 'allow', 'range', 'country', 'none']),
});
export type TRegionCheck = z.infer<typeof ZRegionCheck>;

export const checkRegionAddress = defineEndpoint({
  name: 'checkRegionAddress',
  method: 'GET',
  path: '/api/admin/merchants/:code/region/check',
  auth: 'admin',
  summary: 'What the status of a player at an address is, by the current rules, and why',
  tags: ['admin'],
  params: ZMerchantParams,
  query: z.object({ ip: z.string().check(z.minLength(2), z.maxLength(45), z.regex(/^[0-9A-Fa-f.:]+$/)) }),
  response: ZRegionCheck,
});

export const regionEndpoints = [getRegionRules, updateRegionRules, checkRegionAddress] as const;
