// Who the user is (spec §3 member types, §6 roles) and what that lets them open. One zod-free
// helper so the shell's route guard, usePlatform()'s requireLogin/requireRealMember and a
// remote's own checks decide the same way.
import { AGENT_ACCOUNT_TYPE, NON_AGENT_TYPES, REAL_MEMBER_TYPES } from './constants';

/**
 * - visitor: no session;
 * - trial: a session whose type is outside 0, 1, 2 (4 = free play; 40-42 other excluded types);
 * - agent: type 1, the agent account (the seed's agent1);
 * - member: types 0 and 2.
 * 'member' and 'agent' are both real members (isRealMemberRole).
 */
export const ROLES = ['visitor', 'trial', 'member', 'agent'] as const;
export type TRole = (typeof ROLES)[number];

/** The role of a session (or of none). */
export function roleOf(session: { type: number } | null | undefined): TRole {
  if (!session) return 'visitor';
  if (!(REAL_MEMBER_TYPES as readonly number[]).includes(session.type)) return 'trial';
  return session.type === AGENT_ACCOUNT_TYPE ? 'agent' : 'member';
}

/** Member and agent: full access subject to white-label flags (spec §6). */
export function isRealMemberRole(role: TRole): boolean {
  return role === 'member' || role === 'agent';
}

/**
 * Spec §6's agent row: every type but 4, 40, 41, 42 may receive agent contract offers and use the
 * agent calls (the API's rule: a type-0 member is an agent without offers or downlines). This is a
 * capability, wider than the 'agent' role, which names the agent account type.
 */
export function hasAgentFeatures(type: number): boolean {
  return !(NON_AGENT_TYPES as readonly number[]).includes(type);
}

/** A route's or an action's access level (TRouteMeta.access). */
export type TAccessLevel = 'public' | 'member' | 'realMember';

/**
 * What happens when a role asks for something of a given access level:
 * - allow: go on;
 * - login: a visitor — the in_logged_login toast or /m/login with a return path;
 * - freeReject: a trial user on a real-member feature — free_reject (2 s), or the
 *   "cancel / register now" dialog for the member center (spec §6).
 */
export type TAccessDecision = 'allow' | 'login' | 'freeReject';

export function accessDecision(access: TAccessLevel, role: TRole): TAccessDecision {
  if (access === 'public') return 'allow';
  if (role === 'visitor') return 'login';
  if (access === 'realMember' && !isRealMemberRole(role)) return 'freeReject';
  return 'allow';
}
