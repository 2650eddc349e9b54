// Member info (spec §3: id, account, nickname, type, clubLabel.labelName), loaded by the shell
// from the memberInfo call after login and session restore, cached in localStorage `memberInfo`
// and given to remotes as usePlatform().member. Zod-free: the shell reads the cache on first load.

/** What a remote sees of the logged-in member. */
export interface TMember {
  /** Used as the customer id. */
  id: number;
  account: string;
  nickname: string;
  type: number;
  /** clubLabel.labelName, e.g. 'VIP1'; '' when the member has none (the header then shows VIP 0). */
  vipLabel: string;
}

/** The memberInfo call's answer as cached (the fields the platform reads; the rest is kept as is). */
export interface TMemberInfoRecord {
  id: number;
  account: string;
  nickname: string;
  type: number;
  clubLabel: { labelName: string };
  [extra: string]: unknown;
}

/** The same rule as the API's ZMemberInfo for what the platform reads (cache and first load, without zod). */
export function isMemberInfoRecord(v: unknown): v is TMemberInfoRecord {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  const label = m.clubLabel as Record<string, unknown> | null | undefined;
  return (
    typeof m.id === 'number' &&
    typeof m.account === 'string' &&
    typeof m.nickname === 'string' &&
    typeof m.type === 'number' &&
    typeof label === 'object' &&
    label !== null &&
    typeof label.labelName === 'string'
  );
}

export function memberOf(info: TMemberInfoRecord): TMember {
  return { id: info.id, account: info.account, nickname: info.nickname, type: info.type, vipLabel: info.clubLabel.labelName };
}

/** The VIP level the header shows (spec §2: "VIP label (0 when empty)"): 'VIP3' → '3', '' or none → '0', other labels as they are. */
export function vipLevelOf(member: Pick<TMember, 'vipLabel'> | null | undefined): string {
  const label = member?.vipLabel?.trim() ?? '';
  return label.replace(/^VIP\s*/i, '') || '0';
}
