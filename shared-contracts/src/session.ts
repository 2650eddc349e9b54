import type * as z from 'zod/v4/mini';
import { REAL_MEMBER_TYPES } from './constants';
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

export function isRealMember(session: TSession | null): boolean {
  return session !== null && (REAL_MEMBER_TYPES as readonly number[]).includes(session.type);
}
