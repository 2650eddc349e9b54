import * as z from 'zod/v4/mini';
import { REAL_MEMBER_TYPES } from './constants';

/** Session info kept in sessionStorage under MC_SESSION_INFO (spec §3). */
export const ZSession = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.number(),
  firstTimeLogin: z.optional(z.boolean()),
});
export type TSession = z.infer<typeof ZSession>;

export function isRealMember(session: TSession | null): boolean {
  return session !== null && (REAL_MEMBER_TYPES as readonly number[]).includes(session.type);
}
