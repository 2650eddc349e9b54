import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZDecimalAmount } from './games';
import { ZLiveModel } from './live';

// Entering a live-stream room (issue 29, spec §1 "free, VIP and pay-per-view rooms"; the list is
// liveModelList in live.ts). docs/decisions/live-rooms.md:
// - liveRoom: what anybody may know of a room (host, title, schedule, who may enter);
// - liveRoomStream: the stream, or a refusal with a code (LIVE_VIP_REQUIRED with the level needed,
//   LIVE_PASS_REQUIRED with the price): gating is the API's, not only the page's;
// - the room's chat, read by polling (liveChat with `after`), written by members (postLiveChat);
// - pay per view: buyLivePass, a purchase against the ledger (LIVE_PASS), idempotent, refundable
//   by the operator (refundLivePass, LIVE_PASS_REFUND) once.

/** A chat line's length once trimmed (characters). */
export const LIVE_CHAT_MAX = 200;
/** At most this many lines per member and room in LIVE_CHAT_WINDOW_SECONDS. */
export const LIVE_CHAT_BURST = 5;
export const LIVE_CHAT_WINDOW_SECONDS = 30;
/** How often the room page asks for new lines (polling: docs/decisions/live-rooms.md). */
export const LIVE_CHAT_POLL_MS = 3000;
/** Lines a chat read answers at most (the newest). */
export const LIVE_CHAT_PAGE = 50;

/** A room id in a path. */
const ZRoomId = z.string().check(z.regex(/^[1-9]\d{0,8}$/));
const ZRowId = z.string().check(z.regex(/^[1-9]\d{0,9}$/));
const ZMerchantCode = z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/));

export const ZLiveRoom = z.extend(ZLiveModel, {
  /** The show's title ("Late-night Baccarat with Luna"). */
  title: z.string(),
  /** When the host is on ("Mon–Fri 20:00–23:00 UTC"). */
  schedule: z.string(),
  /** How long a pay-per-view pass lasts (the show's length, minutes); null for other rooms. */
  showMinutes: z.nullable(z.number()),
  /** A still of the stream (shown before it plays and when it fails). */
  posterUrl: z.string(),
});
export type TLiveRoom = z.infer<typeof ZLiveRoom>;

export const liveRoom = defineEndpoint({
  name: 'liveRoom',
  method: 'GET',
  path: '/api/v1/live/rooms/:id',
  auth: 'none',
  summary: 'One live room of the merchant: host, title, schedule and who may enter (free, VIP level, pay-per-view price). LIVE_ROOM_NOT_FOUND',
  tags: ['games'],
  params: z.object({ id: ZRoomId }),
  response: ZLiveRoom,
  errors: ['LIVE_ROOM_NOT_FOUND'],
});

export const ZLiveStream = z.object({
  src: z.string(),
  type: z.string(),
  posterUrl: z.string(),
  /** The clip's length; the room plays it in a loop. */
  durationSeconds: z.number(),
  /** Where the loop is now (seconds into the clip): every viewer sees the same moment. */
  positionSeconds: z.number(),
});

export const liveRoomStream = defineEndpoint({
  name: 'liveRoomStream',
  method: 'GET',
  path: '/api/v1/live/rooms/:id/stream',
  auth: 'none',
  summary:
    "The stream of a room the caller may enter: anybody for a free room; a member of the VIP level and up (403 LIVE_VIP_REQUIRED { level, yourLevel }); a member holding a running pass (402 LIVE_PASS_REQUIRED { price }). An offline room: 409 LIVE_ROOM_OFFLINE. With a session token the answer is that member's",
  tags: ['games'],
  params: z.object({ id: ZRoomId }),
  response: z.object({
    stream: ZLiveStream,
    /** Why the caller is in: FREE, VIP (level), PASS (bought, until passExpiresAt). */
    access: z.enum(['FREE', 'VIP', 'PASS']),
    passExpiresAt: z.nullable(z.string()),
    /** Members may post in the chat; visitors read. */
    canChat: z.boolean(),
  }),
  errors: ['LIVE_ROOM_NOT_FOUND', 'LIVE_VIP_REQUIRED', 'LIVE_PASS_REQUIRED', 'LIVE_ROOM_OFFLINE'],
});

export const ZLiveChatLine = z.object({
  id: z.number(),
  /** The author's nickname, else username (as written: the page renders it as text). */
  author: z.string(),
  text: z.string(),
  at: z.string(),
  mine: z.boolean(),
});
export type TLiveChatLine = z.infer<typeof ZLiveChatLine>;

export const liveChat = defineEndpoint({
  name: 'liveChat',
  method: 'GET',
  path: '/api/v1/live/rooms/:id/chat',
  auth: 'none',
  summary: `The room's chat after \`after\` (a line id; default: the newest ${LIVE_CHAT_PAGE}), oldest first; lines an operator hid are left out. Gated like liveRoomStream`,
  tags: ['games'],
  params: z.object({ id: ZRoomId }),
  query: z.object({ after: z.optional(z.string().check(z.regex(/^\d{1,10}$/))) }),
  response: z.object({ list: z.array(ZLiveChatLine), canChat: z.boolean() }),
  errors: ['LIVE_ROOM_NOT_FOUND', 'LIVE_VIP_REQUIRED', 'LIVE_PASS_REQUIRED', 'LIVE_ROOM_OFFLINE'],
});

export const postLiveChat = defineEndpoint({
  name: 'postLiveChat',
  method: 'POST',
  path: '/api/v1/live/rooms/:id/chat',
  auth: 'member',
  summary: `Posts a line in a room the member may enter: trimmed, 1-${LIVE_CHAT_MAX} characters (LIVE_CHAT_TEXT_INVALID), at most ${LIVE_CHAT_BURST} in ${LIVE_CHAT_WINDOW_SECONDS} s (429 LIVE_CHAT_TOO_FAST { retryAfterSeconds })`,
  tags: ['games'],
  params: z.object({ id: ZRoomId }),
  body: z.strictObject({ text: z.string().check(z.maxLength(1000)) }),
  response: ZLiveChatLine,
  errors: ['LIVE_ROOM_NOT_FOUND', 'LIVE_VIP_REQUIRED', 'LIVE_PASS_REQUIRED', 'LIVE_ROOM_OFFLINE', 'LIVE_CHAT_TEXT_INVALID', 'LIVE_CHAT_TOO_FAST'],
});

export const ZLivePass = z.object({
  id: z.number(),
  roomId: z.number(),
  roomName: z.string(),
  price: ZDecimalAmount,
  /** The ledger transaction (LIVE_PASS) that paid it. */
  transactionId: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When an operator refunded it (the pass ends then), else null. */
  refundedAt: z.nullable(z.string()),
});
export type TLivePass = z.infer<typeof ZLivePass>;

export const buyLivePass = defineEndpoint({
  name: 'buyLivePass',
  method: 'POST',
  path: '/api/v1/live/rooms/:id/pass',
  auth: 'realMember',
  summary:
    "Buys a pay-per-view room's pass for its show (showMinutes from now): debits the price (LIVE_PASS) once per Idempotency-Key; refused while a pass of the room is running (LIVE_PASS_ACTIVE), for a room that sells none (LIVE_PASS_NOT_SOLD), an offline room, or a balance short of the price (INSUFFICIENT_BALANCE), nothing written",
  tags: ['games'],
  params: z.object({ id: ZRoomId }),
  response: z.object({ pass: ZLivePass, balance: ZDecimalAmount }),
  idempotent: true,
  fingerprint: [],
  errors: ['LIVE_ROOM_NOT_FOUND', 'LIVE_PASS_NOT_SOLD', 'LIVE_PASS_ACTIVE', 'LIVE_ROOM_OFFLINE', 'INSUFFICIENT_BALANCE'],
});

// Operator: the rooms' chat (hide a line) and the passes sold (refund one).

export const ZAdminLiveChatLine = z.extend(ZLiveChatLine, {
  roomId: z.number(),
  roomName: z.string(),
  memberId: z.number(),
  hiddenAt: z.nullable(z.string()),
  hiddenBy: z.nullable(z.string()),
});

export const adminLiveChat = defineEndpoint({
  name: 'adminLiveChat',
  method: 'GET',
  path: '/api/admin/merchants/:code/live/chat',
  auth: 'admin',
  summary: `Operator: a merchant's newest live-room chat lines (hidden ones included, marked), at most ${LIVE_CHAT_PAGE * 2}. MERCHANT_NOT_FOUND`,
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  response: z.array(ZAdminLiveChatLine),
  errors: ['MERCHANT_NOT_FOUND'],
});

export const hideLiveChatLine = defineEndpoint({
  name: 'hideLiveChatLine',
  method: 'POST',
  path: '/api/admin/live/chat/:id/hide',
  auth: 'admin',
  summary: 'Operator: hides a chat line from every viewer (audited; hiding it again changes nothing). LIVE_CHAT_LINE_NOT_FOUND',
  tags: ['admin'],
  params: z.object({ id: ZRowId }),
  response: ZAdminLiveChatLine,
  errors: ['LIVE_CHAT_LINE_NOT_FOUND'],
});

export const ZAdminLivePass = z.extend(ZLivePass, {
  memberId: z.number(),
  username: z.string(),
  refundedBy: z.nullable(z.string()),
  refundTransactionId: z.nullable(z.number()),
});

export const adminLivePasses = defineEndpoint({
  name: 'adminLivePasses',
  method: 'GET',
  path: '/api/admin/merchants/:code/live/passes',
  auth: 'admin',
  summary: "Operator: a merchant's pay-per-view passes, newest first, at most 100. MERCHANT_NOT_FOUND",
  tags: ['admin'],
  params: z.object({ code: ZMerchantCode }),
  response: z.array(ZAdminLivePass),
  errors: ['MERCHANT_NOT_FOUND'],
});

export const refundLivePass = defineEndpoint({
  name: 'refundLivePass',
  method: 'POST',
  path: '/api/admin/live/passes/:id/refund',
  auth: 'admin',
  summary:
    'Operator: refunds a pass (LIVE_PASS_REFUND, the reversing entry of its LIVE_PASS) and ends it; once (a second refund: 409 LIVE_PASS_REFUNDED, nothing posted). Audited. LIVE_PASS_NOT_FOUND',
  tags: ['admin'],
  params: z.object({ id: ZRowId }),
  body: z.strictObject({ reason: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: ZAdminLivePass,
  errors: ['LIVE_PASS_NOT_FOUND', 'LIVE_PASS_REFUNDED'],
});

export const liveRoomEndpoints = [
  liveRoom,
  liveRoomStream,
  liveChat,
  postLiveChat,
  buyLivePass,
  adminLiveChat,
  hideLiveChatLine,
  adminLivePasses,
  refundLivePass,
] as const;
