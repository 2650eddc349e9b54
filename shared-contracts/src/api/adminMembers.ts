import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { RG_EXCLUSION_KINDS } from './responsibleGambling';

// The operator console's way to a member (issue 28 item 1, docs/decisions/responsible-gambling.md
// "Operator"): find a merchant's members by username or mobile, then open one member's
// responsible-gambling section (adminMemberResponsible). Read only.

export const ZAdminMemberRow = z.object({
  id: z.number(),
  username: z.string(),
  /** The mobile with all but its last 4 digits masked ("•••••1234"); null when the member has none. */
  mobile: z.nullable(z.string()),
  createdAt: z.string(),
  /** A cool-off or self-exclusion running now, if any. */
  exclusion: z.nullable(z.object({ kind: z.enum(RG_EXCLUSION_KINDS), endsAt: z.string() })),
});
export type TAdminMemberRow = z.infer<typeof ZAdminMemberRow>;

export const adminFindMembers = defineEndpoint({
  name: 'adminFindMembers',
  method: 'GET',
  path: '/api/admin/merchants/:code/members',
  auth: 'admin',
  summary:
    "Operator: a merchant's members whose username starts with q (case-insensitive) or whose mobile ends with q (digits), newest first, at most 20. Errors: MERCHANT_NOT_FOUND",
  tags: ['admin'],
  params: z.object({ code: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)) }),
  query: z.object({ q: z.string().check(z.minLength(2), z.maxLength(32)) }),
  response: z.array(ZAdminMemberRow),
  errors: ['MERCHANT_NOT_FOUND'],
});

export const adminMemberEndpoints = [adminFindMembers] as const;
