import * as z from 'zod/v4/mini';
import { LOTTERY_VENDORS } from '../constants';
import { defineEndpoint } from './endpoint';
import { ZMerchantParams } from './platform';

// A lottery vendor's own launch URL per merchant (issue 29, spec §2 launchGame, §7 special launch
// handling; docs/decisions/lottery-vendor-frames.md). The lottery frame opens the vendor's page at
// the URL the operator set, with the launch ticket and the spec's parameters, when its origin is on
// the platform's allowed vendor origins (VENDOR_FRAME_ORIGINS, also the pages' CSP frame-src);
// without a URL the vendor's games open the platform's demo lottery.

/** Longest launch URL an operator may store. */
export const VENDOR_LAUNCH_URL_MAX = 512;

export const ZVendorLaunchEntry = z.object({
  vendor: z.enum(LOTTERY_VENDORS),
  /** The vendor page the frame opens (absolute http(s) URL), or null: the platform's demo lottery. */
  url: z.nullable(z.string()),
  /** The URL's origin is on the allowed vendor origins now (false: its games are refused at launch until it is again). */
  allowed: z.boolean(),
});
export type TVendorLaunchEntry = z.infer<typeof ZVendorLaunchEntry>;

export const ZVendorLaunchView = z.object({
  /** The platform's allowed vendor origins (VENDOR_FRAME_ORIGINS): what a URL's origin must be. */
  allowedOrigins: z.array(z.string()),
  /** The merchant's lottery vendors (those it offers), each with its launch URL. */
  list: z.array(ZVendorLaunchEntry),
});
export type TVendorLaunchView = z.infer<typeof ZVendorLaunchView>;

export const getVendorLaunchUrls = defineEndpoint({
  name: 'getVendorLaunchUrls',
  method: 'GET',
  path: '/api/admin/merchants/:code/vendor-launch',
  auth: 'admin',
  summary: "A merchant's lottery vendors with their launch URLs, and the platform's allowed vendor origins",
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZVendorLaunchView,
});

export const setVendorLaunchUrl = defineEndpoint({
  name: 'setVendorLaunchUrl',
  method: 'PUT',
  path: '/api/admin/merchants/:code/vendor-launch/:vendor',
  auth: 'admin',
  summary:
    "Set (or clear with null) a lottery vendor's launch URL for a merchant: an absolute http(s) URL without credentials or fragment whose origin is on the allowed vendor origins (audited)",
  tags: ['admin'],
  params: z.extend(ZMerchantParams, { vendor: z.enum(LOTTERY_VENDORS) }),
  body: z.strictObject({ url: z.nullable(z.string().check(z.minLength(1), z.maxLength(VENDOR_LAUNCH_URL_MAX))) }),
  response: ZVendorLaunchView,
  errors: ['VENDOR_ORIGIN_NOT_ALLOWED', 'VENDOR_NOT_OFFERED', 'MERCHANT_NOT_FOUND'],
});

export const vendorLaunchEndpoints = [getVendorLaunchUrls, setVendorLaunchUrl] as const;
