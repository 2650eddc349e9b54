import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// A password chosen for the member by someone else (an agent for a downline; spec §2 "first
// password", §3 firstTimeLogin) is replaced by the member's own at their first login, before
// anything else: docs/decisions/first-password.md.

export const setFirstPassword = defineEndpoint({
  name: 'setFirstPassword',
  method: 'POST',
  path: '/api/v1/member/first-password',
  auth: 'realMember',
  summary:
    "The member's own password in place of the one chosen for them (the login answered firstTimeLogin: true). Until it is set, every other member call " +
    'answers 403 FIRST_PASSWORD_REQUIRED; other sessions end',
  tags: ['accounts'],
  body: z.strictObject({
    newPassword: z.string().check(z.maxLength(128)),
    confirmNewPassword: z.string().check(z.maxLength(128)),
  }),
  response: z.object({ changed: z.boolean() }),
  errors: ['FIRST_PASSWORD_NOT_REQUIRED', 'PASSWORD_SAME_AS_OLD', 'PASSWORD_FORMAT_INVALID', 'PASSWORD_CONFIRM_MISMATCH', 'FIELD_REQUIRED'],
  fieldErrors: {
    PASSWORD_SAME_AS_OLD: 'newPassword',
    PASSWORD_FORMAT_INVALID: 'newPassword',
    PASSWORD_CONFIRM_MISMATCH: 'confirmNewPassword',
    FIELD_REQUIRED: 'confirmNewPassword',
  },
});

export const createDownline = defineEndpoint({
  name: 'createDownline',
  method: 'POST',
  path: '/api/v1/agent/downlines',
  auth: 'realMember',
  summary:
    'An agent opens an account for a new direct downline with a username and a first password the agent chooses; the downline must set their own at first login (firstTimeLogin). A retry after a lost answer meets USERNAME_TAKEN, never a second account. At most 50 a day per agent (RATE_LIMITED)',
  tags: ['agents'],
  body: z
    .strictObject({
      username: z.string().check(z.maxLength(64)),
      password: z.string().check(z.maxLength(128)),
      /** Optional: the downline's mobile number with its dialling code (both or neither), stored as registration stores it. */
      countryDialingCode: z.optional(z.string().check(z.regex(/^\+?[0-9]{1,6}$/))),
      mobileNum: z.optional(z.string().check(z.regex(/^[0-9]{1,20}$/))),
    })
    .check(
      z.refine((b) => (b.countryDialingCode === undefined) === (b.mobileNum === undefined), {
        path: ['mobileNum'],
        message: 'countryDialingCode and mobileNum go together',
      }),
    ),
  response: z.object({ memberId: z.number(), username: z.string() }),
  errors: [
    'NOT_AGENT',
    'USERNAME_TAKEN',
    'ACCOUNT_FORMAT_INVALID',
    'PASSWORD_FORMAT_INVALID',
    'MOBILE_INVALID',
    'MOBILE_TAKEN',
    'RG_IDENTITY_EXCLUDED',
    'RATE_LIMITED',
  ],
  fieldErrors: {
    USERNAME_TAKEN: 'username',
    ACCOUNT_FORMAT_INVALID: 'username',
    PASSWORD_FORMAT_INVALID: 'password',
    MOBILE_INVALID: 'mobileNum',
    MOBILE_TAKEN: 'mobileNum',
    RG_IDENTITY_EXCLUDED: 'mobileNum',
  },
});

export const firstPasswordEndpoints = [setFirstPassword, createDownline] as const;
