import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';

// The help center's feedback form (spec §5/§9 dictionary: "Feedback content is limited to between
// {0} and {1} words"; the spec names no figures: docs/decisions/feedback.md).

export const FEEDBACK_CATEGORIES = ['suggestion', 'problem', 'payments', 'games', 'other'] as const;
export type TFeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The word limits of a feedback text ({0} and {1} of the dictionary message), and its size in characters. */
export const FEEDBACK_LIMITS = { minWords: 5, maxWords: 300, maxChars: 3000, perMemberPerDay: 10 } as const;

/**
 * Words of a feedback text, the same on both sides: each run of letters or digits (with inner
 * apostrophes and hyphens) is one word, and each Han, Kana or Hangul character is one (those
 * scripts write no spaces).
 */
export function countFeedbackWords(text: string): number {
  const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
  const ideographs = text.match(cjk)?.length ?? 0;
  const words = text.replace(cjk, ' ').match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return ideographs + words;
}

export const ZFeedbackEntry = z.object({
  id: z.number(),
  merchantCode: z.string(),
  userName: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  content: z.string(),
  createdAt: z.string(),
});
export type TFeedbackEntry = z.infer<typeof ZFeedbackEntry>;

export const sendFeedback = defineEndpoint({
  name: 'sendFeedback',
  method: 'POST',
  path: '/api/v1/member/feedback',
  auth: 'realMember',
  summary: `A member's feedback from the help center: a category and ${FEEDBACK_LIMITS.minWords} to ${FEEDBACK_LIMITS.maxWords} words (400 FEEDBACK_WORDS with value { min, max, words }); at most ${FEEDBACK_LIMITS.perMemberPerDay} a day per member (429 RATE_LIMITED)`,
  tags: ['messaging'],
  body: z.strictObject({
    category: z.enum(FEEDBACK_CATEGORIES),
    content: z.string().check(z.maxLength(FEEDBACK_LIMITS.maxChars)),
  }),
  response: z.object({ id: z.number(), createdAt: z.string() }),
  errors: ['FEEDBACK_WORDS', 'RATE_LIMITED'],
  fieldErrors: { FEEDBACK_WORDS: 'content' },
});

export const adminListFeedback = defineEndpoint({
  name: 'adminListFeedback',
  method: 'GET',
  path: '/api/admin/feedback',
  auth: 'admin',
  summary: "The members' feedback, newest first (one merchant's, or every merchant's)",
  tags: ['admin'],
  query: z.object({
    merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))),
    limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(200))),
  }),
  response: z.array(ZFeedbackEntry),
});

export const feedbackEndpoints = [sendFeedback, adminListFeedback] as const;
