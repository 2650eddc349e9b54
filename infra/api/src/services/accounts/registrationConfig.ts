import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { parseJson } from '../../lib/json';
import { merchantFlags } from '../merchants';

export type TRegisterFieldConfig = { enabled: boolean; required: boolean; minAge?: number };

/** A merchant's registration setup: the field configuration seeded per merchant plus the white-label flags. */
export interface TRegistrationConfig {
  fields: Record<string, TRegisterFieldConfig>;
  flags: Record<string, boolean>;
  methods: { username: boolean; mobile: boolean };
  /** REGMOBVERF3. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3. */
  mobilePassword: boolean;
  captchaEnabled: boolean;
}

export async function registrationConfig(db: Kysely<DB>, merchant: string): Promise<TRegistrationConfig> {
  const row = await db.selectFrom('merchant_config').select('value').where('merchant_code', '=', merchant).where('key', '=', 'register').executeTakeFirst();
  const fields = parseJson<Record<string, TRegisterFieldConfig>>(row?.value, {});
  const flags = await merchantFlags(db, merchant);
  const enabled = (f: string) => fields[f]?.enabled === true;
  return {
    fields,
    flags,
    methods: {
      username: flags.USERNAMEREG3 === true && enabled('username'),
      mobile: flags.MOBILENUMREG3 === true && enabled('mobileNum'),
    },
    smsVerification: flags.REGMOBVERF3 === true,
    mobilePassword: flags.MOBILENUMPASSREG3 === true,
    captchaEnabled: enabled('captcha'),
  };
}
