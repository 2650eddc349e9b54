import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// Invitation (affiliate) links of a member (spec §7 "agent registration: affiliate URLs create /
// view / delete"). Every real member can invite (spec §6: agents are all types but 4, 40, 41,
// 42); someone who registers with the code becomes the owner's downline.

/** Links a member may have enabled at once. */
export const MAX_AFFILIATE_LINKS = 10;

export const ZAffiliateLink = z.object({
  /** Upper case, 4-16 letters and digits. */
  code: z.string(),
  /** The registration page with the code filled in, on the merchant's main domain. */
  url: z.string(),
  createdAt: z.string(),
});

export const affiliateLinks = defineEndpoint({
  name: 'affiliateLinks',
  method: 'GET',
  path: '/api/v1/affiliate/links',
  auth: 'realMember',
  summary: "The member's enabled invitation links, newest first, and how many members registered through any of them",
  tags: ['accounts'],
  response: z.object({ list: z.array(ZAffiliateLink), max: z.number(), registrations: z.number() }),
});

export const createAffiliateLink = defineEndpoint({
  name: 'createAffiliateLink',
  method: 'POST',
  path: '/api/v1/affiliate/links',
  auth: 'realMember',
  summary: `Create an invitation link with a chosen code (4-16 letters and digits) or a generated one; at most ${MAX_AFFILIATE_LINKS} enabled (AFFILIATE_LINK_LIMIT), codes are unique in the merchant (AFFILIATE_CODE_TAKEN)`,
  tags: ['accounts'],
  body: z.strictObject({ code: z.optional(z.string().check(z.maxLength(32))) }),
  response: ZAffiliateLink,
});

export const deleteAffiliateLink = defineEndpoint({
  name: 'deleteAffiliateLink',
  method: 'DELETE',
  path: '/api/v1/affiliate/links/:code',
  auth: 'realMember',
  summary: "Disable one of the member's invitation links (members who registered through it stay downlines); the code is not given out again",
  tags: ['accounts'],
  params: z.object({ code: z.string().check(z.regex(/^[A-Za-z0-9]{1,32}$/)) }),
  response: z.object({ deleted: z.literal(true) }),
});

export const affiliateEndpoints = [affiliateLinks, createAffiliateLink, deleteAffiliateLink] as const;
