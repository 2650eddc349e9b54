import { createContext, useContext } from 'react';

// Who is signed in to the console (GET /api/admin/me): the screens hide what the role cannot do.
// The API refuses it anyway (403 FORBIDDEN, audited): hiding only spares the operator a refusal.

export type TOperatorRole = 'owner' | 'release-manager' | 'content-editor' | 'support-agent' | 'auditor';

export interface TOperatorSelf {
  username: string | null;
  role: TOperatorRole;
  via: 'session' | 'token' | 'break-glass';
  actor: string;
  idleTimeoutSeconds: number;
  allowedCalls: string[];
}

export const ROLE_LABELS: Record<TOperatorRole, string> = {
  owner: 'Owner',
  'release-manager': 'Release manager',
  'content-editor': 'Content editor',
  'support-agent': 'Support agent',
  auditor: 'Auditor (read-only)',
};
export const ROLES = Object.keys(ROLE_LABELS) as TOperatorRole[];

export interface TOperatorAccess {
  self: TOperatorSelf | null;
  /** May the signed-in operator make this call (operationId)? */
  can: (call: string) => boolean;
}

export const accessOf = (self: TOperatorSelf | null): TOperatorAccess => {
  const allowed = new Set(self?.allowedCalls ?? []);
  return { self, can: (name) => allowed.has(name) };
};

export const OperatorContext = createContext<TOperatorAccess>(accessOf(null));
export const useOperator = () => useContext(OperatorContext);
