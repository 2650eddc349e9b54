import { REAL_MEMBER_TYPES } from '@tessera/contract';
import { MENU_ENTRIES, type TMenuViewer, type TWhitelabelMenu } from '@tessera/contract/api';
import { isAgentType } from '../agents';

// The member-center menu (spec §3, §6) made from a merchant's flags. Pure: the route makes one
// answer per viewer variant from the read-cache snapshot and keeps it in the snapshot, so an
// operator's flag change (which drops the snapshot) shows on the next call.

export interface TMenuAudience {
  viewer: TMenuViewer;
  agent: boolean;
}

export const GUEST: TMenuAudience = { viewer: 'guest', agent: false };

/** Spec §3: types 0, 1, 2 are real members, every other type is treated as free/trial; §6: agents are real members not of type 4, 40, 41, 42. */
export function audienceOf(type: number): TMenuAudience {
  const real = (REAL_MEMBER_TYPES as readonly number[]).includes(type);
  return real ? { viewer: 'member', agent: isAgentType(type) } : { viewer: 'trial', agent: false };
}

/** The snapshot-cache key of a variant. */
export const menuVariant = (a: TMenuAudience) => `whitelabel:menu:${a.viewer}:${a.agent ? 'agent' : 'plain'}`;

export function buildMenu(merchant: string, flags: Readonly<Record<string, boolean>>, memCen: string | undefined, audience: TMenuAudience): TWhitelabelMenu {
  const real = audience.viewer === 'member';
  return {
    merchant,
    viewer: audience.viewer,
    agent: audience.agent,
    template: memCen === '1' ? 'new' : 'base',
    list: MENU_ENTRIES.map((e) => {
      // "A menu entry shows only when the setting for its key is on"; no key: always (VIP room).
      const flagOn = e.permissionKey === '' || flags[e.permissionKey] === true;
      const agentOnly = e.audience === 'agent';
      return {
        key: e.key,
        permissionKey: e.permissionKey,
        route: e.route,
        labelKey: e.labelKey,
        // Agent entries are left out for everyone else; member entries stay visible to guests
        // and trial users (the client then asks them to log in or register, spec §6).
        shown: flagOn && (!agentOnly || audience.agent),
        requiresRealAccount: !real,
        agentOnly,
      };
    }),
  };
}
