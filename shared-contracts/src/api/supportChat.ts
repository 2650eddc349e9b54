import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MEDIA_TYPES } from './kyc';

// Support chat (issue 27 item 6, flag CBS3): a live chat between a player (a member, or a visitor
// who gives a name) and the operator's support agents in the console. Live traffic goes over one
// WebSocket (CHAT_SOCKET_PATH); these HTTP calls hand out the socket's short-lived tickets, carry
// image uploads, and give the console its queue. See docs/decisions/support-chat.md.

/** The chat's WebSocket. Authenticated by its first message ({ type: 'auth', ticket }), never by the URL. */
export const CHAT_SOCKET_PATH = '/api/v1/chat/socket';
/** How long a socket ticket may wait before its first use (seconds). */
export const CHAT_TICKET_TTL_SECONDS = 60;
/** Longest text of one message (characters, after trimming). */
export const CHAT_TEXT_MAX = 1000;
/** A visitor's name: 1-32 characters. */
export const CHAT_NAME_MAX = 32;
/** Client message ids: what makes a resent message the same message (idempotent insert). */
export const CHAT_CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** Largest frame the socket accepts (bytes): a message of CHAT_TEXT_MAX 4-byte characters fits. */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** Messages a player may send per minute (an agent: CHAT_AGENT_MESSAGES_PER_MINUTE). */
export const CHAT_MESSAGES_PER_MINUTE = 20;
export const CHAT_AGENT_MESSAGES_PER_MINUTE = 120;
/** Images per minute per sender. */
export const CHAT_IMAGES_PER_MINUTE = 6;
/** Image attachments follow KYC's upload rules: png or jpg by content, at most 5MB. */
export const CHAT_IMAGE_MAX_BYTES = KYC_DOCUMENT_MAX_BYTES;
export const CHAT_IMAGE_MEDIA_TYPES = KYC_DOCUMENT_MEDIA_TYPES;
/** Messages one history answer carries at most (older ones: ask again with before). */
export const CHAT_HISTORY_LIMIT = 200;
/** The client shows "typing…" for this long after the last typing signal (ms). */
export const CHAT_TYPING_TTL_MS = 5000;

export const CHAT_SENDERS = ['PLAYER', 'AGENT', 'SYSTEM'] as const;
export type TChatSender = (typeof CHAT_SENDERS)[number];
export const CHAT_STATUSES = ['OPEN', 'CLOSED'] as const;
export type TChatStatus = (typeof CHAT_STATUSES)[number];

const ZClientId = z.string().check(z.regex(CHAT_CLIENT_ID_PATTERN));
const ZText = z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX));
const ZId = z.string().check(z.regex(/^[1-9]\d{0,9}$/));

export const ZChatMessage = z.object({
  id: z.number(),
  conversationId: z.number(),
  sender: z.enum(CHAT_SENDERS),
  /** The player's name, the agent's name, or '' for the system. */
  author: z.string(),
  /** The sender's id for this message (null: system). */
  clientId: z.nullable(z.string()),
  /** Plain text; null for an image. System messages: CLOSED, ASSIGNED (the client words them). */
  text: z.nullable(z.string()),
  /** An image: a signed address valid for a while (fetch it again with the history after that). */
  image: z.nullable(z.object({ url: z.string(), contentType: z.string(), size: z.number() })),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatConversation = z.object({
  id: z.number(),
  merchantCode: z.string(),
  kind: z.enum(['MEMBER', 'VISITOR']),
  /** The member's username, or the name a visitor gave. */
  name: z.string(),
  status: z.enum(CHAT_STATUSES),
  /** The agent it is assigned to (their operator name), null: in the queue. */
  assignedTo: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.nullable(z.string()),
  /** The newest message's id (0: none yet). */
  lastMessageId: z.number(),
  /** Player messages the agents have not read. */
  agentUnread: z.number(),
  /** Agent messages the player has not read. */
  playerUnread: z.number(),
  /** The newest message, shortened, for the queue. */
  preview: z.string(),
});
export type TChatConversation = z.infer<typeof ZChatConversation>;

// ---- Socket frames (JSON text frames) ----

/** What a client sends. A player's frames need no conversationId (the player's own conversation). */
export const ZChatClientFrame = z.discriminatedUnion('type', [
  /** First frame: the ticket; `after`: the last message id the client has (0: send the history). */
  z.object({ type: z.literal('auth'), ticket: z.string().check(z.maxLength(1024)), after: z.optional(z.number().check(z.int(), z.nonnegative())) }),
  z.object({ type: z.literal('send'), clientId: ZClientId, text: ZText, conversationId: z.optional(z.number()) }),
  z.object({ type: z.literal('typing'), typing: z.boolean(), conversationId: z.optional(z.number()) }),
  /** Marks everything up to this message id as read. */
  z.object({ type: z.literal('read'), upTo: z.number().check(z.int(), z.nonnegative()), conversationId: z.optional(z.number()) }),
  /** Resume: every message after this id (a player: theirs; an agent: the conversation's). */
  z.object({ type: z.literal('sync'), after: z.number().check(z.int(), z.nonnegative()), conversationId: z.optional(z.number()) }),
]);
export type TChatClientFrame = z.infer<typeof ZChatClientFrame>;

/** What the server sends. */
export type TChatServerFrame =
  | { type: 'ready'; role: 'player' | 'agent'; name: string; conversation: TChatConversation | null; messages: TChatMessage[]; unread: number }
  | { type: 'message'; message: TChatMessage; conversation: TChatConversation }
  /** The answer to a send: the stored message (the first one, when the clientId was sent before). */
  | { type: 'ack'; clientId: string; message: TChatMessage; conversation: TChatConversation }
  | { type: 'sync'; messages: TChatMessage[]; conversation: TChatConversation | null; unread: number }
  | { type: 'typing'; conversationId: number; sender: 'PLAYER' | 'AGENT'; typing: boolean }
  | { type: 'conversation'; conversation: TChatConversation }
  | { type: 'unread'; unread: number }
  | { type: 'error'; code: string; message: string; clientId?: string };

/** Close codes of the socket (4000-4999 are the application's). */
export const CHAT_CLOSE = { authRequired: 4401, ticketInvalid: 4403, chatDisabled: 4404, tooManyErrors: 4408, rateLimited: 4429 } as const;

const ZTicket = z.object({ ticket: z.string(), expiresAt: z.string() });

// ---- Player calls ----

export const chatVisitorStart = defineEndpoint({
  name: 'chatVisitorStart',
  method: 'POST',
  path: '/api/v1/chat/visitor',
  auth: 'none',
  summary:
    "A visitor (no session) starts a support chat under a name: answers a visitor key the browser keeps (the visitor's only credential for this chat). CHAT_DISABLED when the merchant's CBS3 flag is off",
  tags: ['messaging'],
  body: z.strictObject({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_NAME_MAX), z.regex(/^[^\u0000-\u001F\u007F<>]*$/)) }),
  response: z.object({ visitorKey: z.string(), name: z.string() }),
  errors: ['CHAT_DISABLED'],
});

export const chatTicket = defineEndpoint({
  name: 'chatTicket',
  method: 'POST',
  path: '/api/v1/chat/ticket',
  auth: 'none',
  summary: `A ticket for the chat socket (valid ${CHAT_TICKET_TTL_SECONDS} s): for the member of the Authorization session (a real member: FREE_REJECT for trial), or without a session for the visitor of \`visitorKey\`. CHAT_DISABLED when CBS3 is off, CHAT_VISITOR_UNKNOWN for a key the server does not know`,
  tags: ['messaging'],
  body: z.strictObject({ visitorKey: z.optional(z.string().check(z.minLength(16), z.maxLength(128))) }),
  response: ZTicket,
  errors: ['CHAT_DISABLED', 'CHAT_VISITOR_UNKNOWN'],
});

export const chatUpload = defineEndpoint({
  name: 'chatUpload',
  method: 'POST',
  path: '/api/v1/chat/images',
  auth: 'none',
  summary:
    `Send an image in the player's chat: multipart/form-data with \`ticket\` (from chatTicket), \`clientId\` and one file \`image\`, PNG or JPEG by content, at most 5MB (KYC's rules). The same clientId again answers the first message. ` +
    'Errors: CHAT_TICKET_INVALID, UNSUPPORTED_MEDIA_TYPE, CHAT_UPLOAD_INVALID, CHAT_IMAGE_TYPE, CHAT_IMAGE_TOO_LARGE, RATE_LIMITED',
  tags: ['messaging'],
  multipart: {
    ticket: { kind: 'text', maxLength: 1024, required: true },
    clientId: { kind: 'text', maxLength: 64, required: true },
    image: { kind: 'file', maxFiles: 1, maxBytes: CHAT_IMAGE_MAX_BYTES, mediaTypes: [...CHAT_IMAGE_MEDIA_TYPES], description: 'A photo or screenshot' },
  },
  response: ZChatMessage,
  errors: ['CHAT_TICKET_INVALID', 'CHAT_UPLOAD_INVALID', 'CHAT_IMAGE_TYPE', 'CHAT_IMAGE_TOO_LARGE', 'CHAT_DISABLED'],
  fieldErrors: { CHAT_IMAGE_TYPE: 'image', CHAT_IMAGE_TOO_LARGE: 'image' },
});

// ---- Operator (support agent) calls ----

export const adminChatTicket = defineEndpoint({
  name: 'adminChatTicket',
  method: 'POST',
  path: '/api/admin/chat/ticket',
  auth: 'admin',
  summary: `Operator: a ticket for the chat socket as a support agent (valid ${CHAT_TICKET_TTL_SECONDS} s), named after the operator`,
  tags: ['admin'],
  response: ZTicket,
});

export const adminChatConversations = defineEndpoint({
  name: 'adminChatConversations',
  method: 'GET',
  path: '/api/admin/chat/conversations',
  auth: 'admin',
  summary: 'Operator: the support queue — conversations (OPEN by default), newest activity first, with unread counts; at most 200',
  tags: ['admin'],
  query: z.object({ status: z.optional(z.enum(CHAT_STATUSES)), merchant: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/))) }),
  response: z.object({ list: z.array(ZChatConversation) }),
});

export const adminChatMessages = defineEndpoint({
  name: 'adminChatMessages',
  method: 'GET',
  path: '/api/admin/chat/conversations/:id/messages',
  auth: 'admin',
  summary: `Operator: a conversation and its messages after \`after\` (default 0), oldest first, at most ${CHAT_HISTORY_LIMIT}; CHAT_CONVERSATION_NOT_FOUND`,
  tags: ['admin'],
  params: z.object({ id: ZId }),
  query: z.object({ after: z.optional(z.string().check(z.regex(/^\d{1,10}$/))) }),
  response: z.object({ conversation: ZChatConversation, messages: z.array(ZChatMessage) }),
  errors: ['CHAT_CONVERSATION_NOT_FOUND'],
});

export const adminChatAssign = defineEndpoint({
  name: 'adminChatAssign',
  method: 'POST',
  path: '/api/admin/chat/conversations/:id/assign',
  auth: 'admin',
  summary: 'Operator: take an open conversation (assign it to me); audited. CHAT_CONVERSATION_NOT_FOUND, CHAT_CONVERSATION_CLOSED',
  tags: ['admin'],
  params: z.object({ id: ZId }),
  response: ZChatConversation,
  errors: ['CHAT_CONVERSATION_NOT_FOUND', 'CHAT_CONVERSATION_CLOSED'],
});

export const adminChatClose = defineEndpoint({
  name: 'adminChatClose',
  method: 'POST',
  path: '/api/admin/chat/conversations/:id/close',
  auth: 'admin',
  summary: "Operator: close a conversation (the player's next message opens a new one); audited. CHAT_CONVERSATION_NOT_FOUND, CHAT_CONVERSATION_CLOSED",
  tags: ['admin'],
  params: z.object({ id: ZId }),
  response: ZChatConversation,
  errors: ['CHAT_CONVERSATION_NOT_FOUND', 'CHAT_CONVERSATION_CLOSED'],
});

export const adminChatUpload = defineEndpoint({
  name: 'adminChatUpload',
  method: 'POST',
  path: '/api/admin/chat/conversations/:id/images',
  auth: 'admin',
  summary:
    'Operator: send an image in a conversation: multipart/form-data with `clientId` and one file `image`, PNG or JPEG by content, at most 5MB. ' +
    'Errors: CHAT_CONVERSATION_NOT_FOUND, CHAT_CONVERSATION_CLOSED, CHAT_UPLOAD_INVALID, CHAT_IMAGE_TYPE, CHAT_IMAGE_TOO_LARGE',
  tags: ['admin'],
  params: z.object({ id: ZId }),
  multipart: {
    clientId: { kind: 'text', maxLength: 64, required: true },
    image: { kind: 'file', maxFiles: 1, maxBytes: CHAT_IMAGE_MAX_BYTES, mediaTypes: [...CHAT_IMAGE_MEDIA_TYPES] },
  },
  response: ZChatMessage,
  errors: ['CHAT_CONVERSATION_NOT_FOUND', 'CHAT_CONVERSATION_CLOSED', 'CHAT_UPLOAD_INVALID', 'CHAT_IMAGE_TYPE', 'CHAT_IMAGE_TOO_LARGE'],
});

export const supportChatEndpoints = [
  chatVisitorStart,
  chatTicket,
  chatUpload,
  adminChatTicket,
  adminChatConversations,
  adminChatMessages,
  adminChatAssign,
  adminChatClose,
  adminChatUpload,
] as const;

/** Parses a client frame (text); null when it is not one. */
export function parseChatClientFrame(text: string): TChatClientFrame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ZChatClientFrame.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
