// Zod checks built from the one table of field rules (rules.ts), for the descriptors: a failing
// value's issue message is the rule's i18n key, which the API turns into the rule's English text
// and a `key` the screens translate (route.ts, useForm).
import * as z from 'zod/v4/mini';
import { FIELD_RULES, prepareValue, type TFieldRule, type TFieldRuleName } from '@tessera/contract';

/** A string field that follows the named rule (an empty string passes only with `optional`). */
export function fieldSchema(name: TFieldRuleName, options: { optional?: boolean } = {}) {
  const rule: TFieldRule = FIELD_RULES[name];
  const re = new RegExp(rule.pattern, rule.flags);
  return z.string().check(
    z.maxLength(rule.maxLength, { error: rule.messageKey }),
    z.refine((v) => (options.optional && prepareValue(name, v) === '') || re.test(prepareValue(name, v)), { error: rule.messageKey }),
  );
}
