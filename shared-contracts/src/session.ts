import type * as z from 'zod/v4/mini';
import { isRealMemberRole, roleOf } from './roles';
import type { ZSession } from './schemas/session';

export type TSession = z.infer<typeof ZSession>;

/** The same rule as ZSession, without zod, for the shell's first load (a test keeps them equal). */
export function isSession(v: unknown): v is TSession {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.merchantCode === 'string' &&
    typeof s.userName === 'string' &&
    typeof s.type === 'number' &&
    (s.firstTimeLogin === undefined || typeof s.firstTimeLogin === 'boolean')
  );
}

/** Types 0, 1, 2 (spec §3): the same rule as roles.ts. */
export function isRealMember(session: TSession | null): boolean {
  return isRealMemberRole(roleOf(session));
}
