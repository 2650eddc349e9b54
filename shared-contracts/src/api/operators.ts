import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// Named operators (issue 27, docs/decisions/operators.md): accounts with a password and TOTP
// two-factor sign-in, a role each, and revocable per-operator API tokens for the CLI. What each role
// may call is decided by the API's one table (infra/api/src/services/operators/roles.ts); the
// console reads its own operator's allowed calls from getOperatorSelf and hides the rest.

/** owner: everything; the others: see docs/decisions/operators.md. */
export const OPERATOR_ROLES = ['owner', 'release-manager', 'content-editor', 'support-agent', 'auditor'] as const;
export type TOperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_USERNAME_PATTERN = /^[a-z][a-z0-9_.-]{2,31}$/;
export const OPERATOR_PASSWORD_MIN = 12;
export const OPERATOR_PASSWORD_MAX = 128;
export const OPERATOR_TOKEN_NAME_MAX = 64;

const ZUsername = z.string().check(z.regex(OPERATOR_USERNAME_PATTERN, 'a lower-case name of 3 to 32 letters, digits, _ . -'));
const ZPassword = z.string().check(z.minLength(OPERATOR_PASSWORD_MIN), z.maxLength(OPERATOR_PASSWORD_MAX));
const ZRole = z.enum(OPERATOR_ROLES);
const ZIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });

export const ZOperator = z.object({
  id: z.number(),
  username: z.string(),
  role: ZRole,
  disabled: z.boolean(),
  /** The operator confirmed an authenticator app with a first valid code. */
  twoFactorEnrolled: z.boolean(),
  /** Failed sign-in attempts were over budget: refused until then (ISO). */
  lockedUntil: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  lastSignInAt: z.nullable(z.string()),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZOperatorSelf = z.object({
  /** null for the break-glass credential (ADMIN_TOKEN). */
  username: z.nullable(z.string()),
  role: ZRole,
  /** How this request was authenticated. */
  via: z.enum(['session', 'token', 'break-glass']),
  /** The audit log's name for this operator (`operator:<username>`, `break-glass`, `break-glass:console`). */
  actor: z.string(),
  /** A console session ends after this long without a call. */
  idleTimeoutSeconds: z.number(),
  /** The operator calls (operationIds) this role may make: the console hides the others. */
  allowedCalls: z.array(z.string()),
});
export type TOperatorSelf = z.infer<typeof ZOperatorSelf>;

export const ZOperatorToken = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  role: ZRole,
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type TOperatorToken = z.infer<typeof ZOperatorToken>;

export const ZBreakGlass = z.object({
  /** false: ADMIN_TOKEN_DISABLED=1, the token opens nothing. */
  enabled: z.boolean(),
  /** Uses per day (UTC), newest first, last 30 days. */
  uses: z.array(z.object({ day: z.string(), uses: z.number(), lastUsedAt: z.string() })),
});

export const getOperatorSelf = defineEndpoint({
  name: 'getOperatorSelf',
  method: 'GET',
  path: '/api/admin/me',
  auth: 'admin',
  summary: 'Who is calling: username, role, how authenticated, the idle timeout and the operator calls the role may make',
  tags: ['admin'],
  response: ZOperatorSelf,
});

export const listOperators = defineEndpoint({
  name: 'listOperators',
  method: 'GET',
  path: '/api/admin/operators',
  auth: 'admin',
  summary: 'Every operator account with its role, two-factor state and lock',
  tags: ['admin'],
  response: z.array(ZOperator),
});

export const createOperator = defineEndpoint({
  name: 'createOperator',
  method: 'POST',
  path: '/api/admin/operators',
  auth: 'admin',
  summary: 'Create an operator with a role and a first password; they enrol an authenticator app at their first sign-in. USERNAME_TAKEN when the name exists',
  tags: ['admin'],
  body: z.strictObject({ username: ZUsername, role: ZRole, password: ZPassword }),
  response: ZOperator,
  errors: ['USERNAME_TAKEN'],
});

export const updateOperator = defineEndpoint({
  name: 'updateOperator',
  method: 'PATCH',
  path: '/api/admin/operators/:id',
  auth: 'admin',
  summary:
    'Change an operator: role, disabled (ends their sessions and tokens stop working), a new password, resetTwoFactor (they enrol again), unlock. The last active owner cannot be demoted or disabled',
  tags: ['admin'],
  params: ZIdParams,
  body: z.strictObject({
    role: z.optional(ZRole),
    disabled: z.optional(z.boolean()),
    password: z.optional(ZPassword),
    resetTwoFactor: z.optional(z.literal(true)),
    unlock: z.optional(z.literal(true)),
  }),
  response: ZOperator,
  errors: ['NOT_FOUND'],
});

export const listOperatorTokens = defineEndpoint({
  name: 'listOperatorTokens',
  method: 'GET',
  path: '/api/admin/operator-tokens',
  auth: 'admin',
  summary: "API tokens (the CLI's credential): an owner sees everyone's, another operator their own",
  tags: ['admin'],
  response: z.array(ZOperatorToken),
});

export const createOperatorToken = defineEndpoint({
  name: 'createOperatorToken',
  method: 'POST',
  path: '/api/admin/operator-tokens',
  auth: 'admin',
  summary:
    "Create an API token for an operator (default: the caller; another's: owner only) with their role or auditor; the token is answered once and stored hashed",
  tags: ['admin'],
  body: z.strictObject({
    username: z.optional(ZUsername),
    name: z.string().check(z.minLength(1), z.maxLength(OPERATOR_TOKEN_NAME_MAX)),
    role: z.optional(ZRole),
  }),
  response: z.object({ token: z.string(), entry: ZOperatorToken }),
  errors: ['NOT_FOUND'],
});

export const revokeOperatorToken = defineEndpoint({
  name: 'revokeOperatorToken',
  method: 'DELETE',
  path: '/api/admin/operator-tokens/:id',
  auth: 'admin',
  summary: 'Revoke an API token at once (an owner any, another operator their own)',
  tags: ['admin'],
  params: ZIdParams,
  response: ZOperatorToken,
  errors: ['NOT_FOUND'],
});

export const getBreakGlass = defineEndpoint({
  name: 'getBreakGlass',
  method: 'GET',
  path: '/api/admin/break-glass',
  auth: 'admin',
  summary: 'Whether the break-glass credential (ADMIN_TOKEN) is on, and its uses per day',
  tags: ['admin'],
  response: ZBreakGlass,
});

export const operatorEndpoints = [
  getOperatorSelf,
  listOperators,
  createOperator,
  updateOperator,
  listOperatorTokens,
  createOperatorToken,
  revokeOperatorToken,
  getBreakGlass,
] as const;
