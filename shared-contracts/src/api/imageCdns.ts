import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZMerchantParams } from './platform';

/** An origin and nothing more (http(s), host, maybe a port): where a merchant's images may come from. */
const ZImageCdnOrigin = z.string().check(z.maxLength(200), z.regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/));

export const ZImageCdnsView = z.object({
  /** The merchant's image CDNs, in the status payload's `imageCDNs` (spec §3); empty: images from this site. */
  origins: z.array(z.string()),
  /** What the deployment allows (IMAGE_CDN_ORIGINS, the pages' CSP img-src): the only origins `origins` may hold. */
  allowed: z.array(z.string()),
});
export type TImageCdnsView = z.infer<typeof ZImageCdnsView>;

export const getImageCdns = defineEndpoint({
  name: 'getImageCdns',
  method: 'GET',
  path: '/api/admin/merchants/:code/image-cdns',
  auth: 'admin',
  summary: "A merchant's image CDNs and the origins the deployment allows (docs/decisions/image-cdns.md)",
  tags: ['admin'],
  params: ZMerchantParams,
  response: ZImageCdnsView,
});

export const updateImageCdns = defineEndpoint({
  name: 'updateImageCdns',
  method: 'PUT',
  path: '/api/admin/merchants/:code/image-cdns',
  auth: 'admin',
  summary:
    "Set a merchant's image CDNs (audited): the pages pick one at random per session and fall back to the next, then to this site, when an image fails; only origins the deployment allows (IMAGE_CDN_ORIGINS)",
  tags: ['admin'],
  params: ZMerchantParams,
  body: z.strictObject({ origins: z.array(ZImageCdnOrigin).check(z.maxLength(5)) }),
  response: ZImageCdnsView,
});

export const imageCdnEndpoints = [getImageCdns, updateImageCdns] as const;
