import * as z from 'zod/v4/mini';
import { TOAST_TYPES } from '../constants';
import { ZRemoteName } from './remote';
import { ZSession } from './session';

const event = <T extends string, P extends z.ZodMiniType>(type: T, payload: P) => z.object({ type: z.literal(type), payload });

/** Every event on the platform bus. Add a member here (and bump PLATFORM_VERSION's minor) to add an event. */
export const ZBusEvent = z.discriminatedUnion('type', [
  event(
    'session.changed',
    z.object({
      session: z.nullable(ZSession),
      /** Why (1.1): login (also a trial session), logout, expired (the server refused the token), restore (read back at page load). */
      reason: z.optional(z.enum(['login', 'logout', 'expired', 'restore'])),
    }),
  ),
  /** The member info (usePlatform().member) arrived, changed or was cleared (1.1). */
  event(
    'member.changed',
    z.object({
      member: z.nullable(z.object({ id: z.number(), account: z.string(), nickname: z.string(), type: z.number(), vipLabel: z.string() })),
    }),
  ),
  event('wallet.refreshRequested', z.object({})),
  event('wallet.changed', z.object({ sumBalance: z.string(), currencySymbol: z.string() })),
  event('favourites.changed', z.object({ nodeId: z.string(), vendor: z.string(), favourite: z.boolean() })),
  event('language.changed', z.object({ language: z.string() })),
  event('theme.changed', z.object({ theme: z.enum(['dark', 'light']) })),
  event('status.changed', z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) })),
  event(
    'remote.loadFailed',
    z.object({
      remote: ZRemoteName,
      version: z.string(),
      /** integrity: a released remote's bytes differ from the hash published for them (SRI refused them). */
      reason: z.enum(['timeout', 'network', 'import', 'invalid', 'render', 'incompatible', 'integrity']),
      message: z.string(),
      path: z.string(),
    }),
  ),
  event('nav.requested', z.object({ to: z.string(), replace: z.optional(z.boolean()) })),
  event('toast.requested', z.object({ type: z.enum(TOAST_TYPES), message: z.string(), durationMs: z.optional(z.number()) })),
  event('referral.requested', z.object({})),
  event('sideMenu.requested', z.object({ open: z.boolean() })),
]);
