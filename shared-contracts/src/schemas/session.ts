import * as z from 'zod/v4/mini';

/** Session info kept in sessionStorage under MC_SESSION_INFO (spec §3). */
export const ZSession = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.optional(z.boolean()),
});
