import type { TFlagKey } from '@tessera/contract';
import { REGISTER_FIELDS, type TRegisterFieldName } from '@tessera/contract/api';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { parseJson } from '../../lib/json';
import { merchantFlags } from '../merchants';

// Whether a registration setup can register anyone: each tab the player may choose must show
// every field the server demands on it (docs/decisions/merchant-setup.md, "Registration").
// The two halves mirror shell/src/screens/accounts/RegisterScreen.tsx (what a tab shows) and
// services/accounts/registration.ts (what the server demands); registrationCheck.test.ts pins
// both against real registrations.

export type TTab = 'username' | 'mobile';

/** The fields a tab's own rules decide (tabShows/tabDemands); every other register field shows while enabled. */
const TAB_FIELDS: readonly TRegisterFieldName[] = ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode'];

/** Free-text and optional fields either tab shows while enabled: the contract's register fields less the tab's own. */
const OPTIONAL_FIELDS = REGISTER_FIELDS.filter((f) => !TAB_FIELDS.includes(f));

export interface TRegistrationSetup {
  fields: Readonly<Record<string, TRegisterField | undefined>>;
  flags: Readonly<Record<string, boolean | undefined>>;
}

const on = (s: TRegistrationSetup, f: string) => s.fields[f]?.enabled === true;

/** The tabs a player can choose (registrationConfig's methods). */
export function openTabs(s: TRegistrationSetup): TTab[] {
  const tabs: TTab[] = [];
  if (s.flags.USERNAMEREG3 === true && on(s, 'username')) tabs.push('username');
  if (s.flags.MOBILENUMREG3 === true && on(s, 'mobileNum')) tabs.push('mobile');
  return tabs;
}

/** The fields the register screen shows on `tab`. */
export function tabShows(s: TRegistrationSetup, tab: TTab): Set<string> {
  const sms = s.flags.REGMOBVERF3 === true;
  const shown = new Set<string>();
  if (tab === 'username') shown.add('username');
  const mobile = tab === 'mobile' || on(s, 'mobileNum');
  if (mobile) shown.add('mobileNum');
  // The SMS code goes with the mobile number on either tab while numbers are verified.
  if (mobile && sms) shown.add('verificationCode');
  if (tab === 'username' || s.flags.MOBILENUMPASSREG3 === true) {
    shown.add('password');
    shown.add('confirmPassword');
  }
  for (const f of OPTIONAL_FIELDS) if (on(s, f)) shown.add(f);
  return shown;
}

/** The fields the server refuses a registration on `tab` without (FIELD_REQUIRED when one is missing). */
export function tabDemands(s: TRegistrationSetup, tab: TTab): Set<string> {
  const demanded = new Set<string>();
  if (tab === 'username') demanded.add('username');
  const required = (f: string) => on(s, f) && s.fields[f]?.required === true;
  if (tab === 'username' || s.flags.MOBILENUMPASSREG3 === true || required('password')) {
    demanded.add('password');
    demanded.add('confirmPassword');
  }
  const mobile = tab === 'mobile' || required('mobileNum');
  if (mobile) demanded.add('mobileNum');
  if (mobile && s.flags.REGMOBVERF3 === true) demanded.add('verificationCode');
  for (const f of OPTIONAL_FIELDS) if (required(f)) demanded.add(f);
  return demanded;
}

export interface TRegistrationProblem {
  field: string;
  tab: TTab | null;
  reason: string;
}

/** Every reason the setup cannot register someone; [] when each open tab can. */
export function registrationProblems(s: TRegistrationSetup): TRegistrationProblem[] {
  const tabs = openTabs(s);
  if (tabs.length === 0) {
    return [
      {
        field: 'username',
        tab: null,
        reason: 'No registration tab is open: turn on USERNAMEREG3 with the username field, or MOBILENUMREG3 with the mobileNum field',
      },
    ];
  }
  const problems: TRegistrationProblem[] = [];
  for (const tab of tabs) {
    const shown = tabShows(s, tab);
    for (const field of tabDemands(s, tab)) {
      if (!shown.has(field)) {
        problems.push({
          field,
          tab,
          reason:
            field === 'password' || field === 'confirmPassword'
              ? `The ${tab} tab does not show ${field} (MOBILENUMPASSREG3 is off) but the server requires it: make it optional or turn MOBILENUMPASSREG3 on`
              : `The ${tab} tab does not show ${field} but the server requires it`,
        });
      }
    }
  }
  return problems;
}

/** REGISTRATION_UNUSABLE naming the first field a tab would demand without showing it. */
export function assertRegistrable(s: TRegistrationSetup): void {
  const [first, ...rest] = registrationProblems(s);
  if (first) throw new ApiError('REGISTRATION_UNUSABLE', { field: first.field, tab: first.tab, reason: first.reason, problems: [first, ...rest] });
}

type TDb = Kysely<DB> | Transaction<DB>;

export type TRegisterField = { enabled: boolean; required: boolean };

export async function storedRegister(db: TDb, code: string): Promise<Record<string, TRegisterField>> {
  const row = await db.selectFrom('merchant_config').select('value').where('merchant_code', '=', code).where('key', '=', 'register').executeTakeFirst();
  return parseJson<Record<string, TRegisterField>>(row?.value, {});
}

/**
 * The registration check of a field change or a flag change (admin.ts calls it inside its
 * transaction, with the values about to be written): REGISTRATION_UNUSABLE when a tab could not
 * register anyone.
 */
export async function checkRegistration(
  db: TDb,
  code: string,
  change: { fields?: Record<string, TRegisterField>; flags?: Partial<Record<TFlagKey, boolean>> },
): Promise<void> {
  const fields = change.fields ?? (await storedRegister(db, code));
  const flags = { ...(await merchantFlags(db as Kysely<DB>, code)), ...change.flags };
  assertRegistrable({ fields, flags });
}
