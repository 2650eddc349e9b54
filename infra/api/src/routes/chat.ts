import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import {
  adminChatAssign,
  adminChatClose,
  adminChatConversations,
  adminChatMessages,
  adminChatTicket,
  adminChatUpload,
  CHAT_AGENT_MESSAGES_PER_MINUTE,
  CHAT_CLOSE,
  CHAT_FRAME_MAX_BYTES,
  CHAT_IMAGES_PER_MINUTE,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_SOCKET_PATH,
  chatTicket,
  chatUpload,
  chatVisitorStart,
  ERROR_CODES,
  parseChatClientFrame,
  type TChatClientFrame,
  type TChatServerFrame,
  type TErrorCode,
} from '@tessera/contract/api';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import * as chat from '../services/chat';
import { operatorActor } from './adminSession';

// The support chat (docs/decisions/support-chat.md): the socket, its tickets, image uploads and
// links, and the console's queue. Flag CBS3 switches it per merchant for players.

/** Socket connections per address and minute (a reconnecting client backs off well below this). */
const SOCKETS_PER_MINUTE = 60;
/** A socket must authenticate within this long. */
const AUTH_WAIT_MS = 10_000;
/** Frames that are not understood before the socket is closed. */
const BAD_FRAMES_MAX = 20;
/** Ping interval: a socket that did not answer the previous ping is dropped. */
const PING_MS = 30_000;
/** Typing signals per socket: at most one a second (the rest are dropped). */
const TYPING_GAP_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The support chat's connected sockets (this process). */
    chatHub: chat.ChatHub;
  }
}

export interface TChatRoutesOptions {
  /** Cross-process poll interval (ms); 0: off. Default CHAT_POLL_MS. */
  pollMs?: number;
}

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (/^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null) : null;
};

export const chatRoutes = routesPlugin<TChatRoutesOptions>('tessera-chat-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app, opts) => {
  const hub = new chat.ChatHub(app.db, opts.pollMs ?? chat.CHAT_POLL_MS);
  const limiter = new chat.SendLimiter();
  app.decorate('chatHub', hub);
  app.addHook('onClose', async () => hub.close());

  const chatOn = async (merchant: string) => app.readCache.use(merchant, (s) => s?.status.info.whitelabel?.CBS3 === true);
  const requireChat = async (merchant: string) => {
    if (!(await chatOn(merchant))) throw new ApiError('CHAT_DISABLED', { flag: 'CBS3' });
  };
  const limitOf = (who: chat.TChatIdentity) => (who.role === 'agent' ? CHAT_AGENT_MESSAGES_PER_MINUTE : CHAT_MESSAGES_PER_MINUTE);
  const senderKey = (who: chat.TChatIdentity) => (who.role === 'agent' ? `a:${who.name}` : who.ownerKey);

  // ---- Tickets ----

  route(
    app,
    chatVisitorStart,
    async ({ body }, request, reply) => {
      reply.header('cache-control', 'no-store');
      await requireChat(request.merchant);
      return chat.startVisitor(app.db, request.merchant, body.name);
    },
    { rateLimitPerMinute: 10 },
  );

  route(
    app,
    chatTicket,
    async ({ body }, request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.headers.authorization !== undefined) {
        const m = await app.authenticateMember(request, 'realMember', bearerOf(request));
        await requireChat(m.merchantCode);
        return chat.issueTicket({ role: 'player', merchant: m.merchantCode, ownerKey: `m:${m.id}`, memberId: m.id, visitorId: null, name: m.username });
      }
      await requireChat(request.merchant);
      const visitor = body.visitorKey ? await chat.visitorByKey(app.db, request.merchant, body.visitorKey) : null;
      if (!visitor) throw new ApiError(body.visitorKey ? 'CHAT_VISITOR_UNKNOWN' : 'AUTH_REQUIRED');
      return chat.issueTicket({
        role: 'player',
        merchant: request.merchant,
        ownerKey: `v:${visitor.id}`,
        memberId: null,
        visitorId: visitor.id,
        name: visitor.name,
      });
    },
    { rateLimitPerMinute: 60 },
  );

  route(app, adminChatTicket, async (_input, request, reply) => {
    reply.header('cache-control', 'no-store');
    return chat.issueTicket({ role: 'agent', name: operatorActor(request) });
  });

  // ---- Console queue ----

  route(app, adminChatConversations, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { list: await chat.queue(app.db, query) };
  });

  route(app, adminChatMessages, async ({ params, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const id = Number(params.id);
    const { conversation } = await chat.routedConversation(app.db, id);
    return { conversation, messages: await chat.messagesAfter(app.db, { conversationId: id }, Number(query.after ?? 0)) };
  });

  const change =
    (action: 'assign' | 'close') =>
    async ({ params }: { params: { id: string } }, request: FastifyRequest) => {
      const posted = await chat.changeConversation(app.db, operatorActor(request), Number(params.id), action);
      hub.publish(posted, posted.message);
      return posted.conversation;
    };
  route(app, adminChatAssign, change('assign'));
  route(app, adminChatClose, change('close'));

  // ---- Images ----

  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: chat.CHAT_UPLOAD_LIMITS, throwFileSizeLimit: true });
    const post = async (who: chat.TChatIdentity, form: chat.TChatImageForm, conversationId?: number) => {
      if (!limiter.take(`img:${senderKey(who)}`, CHAT_IMAGES_PER_MINUTE)) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: 60 });
      const posted = await chat.postMessage(app.db, who, { clientId: form.fields.clientId ?? '', image: form.image, conversationId });
      if (!posted.duplicate) hub.publish(posted, posted.message);
      return posted.message;
    };
    route(
      uploads,
      chatUpload,
      async (_input, request) => {
        const form = await chat.readChatImageForm(request, ['ticket', 'clientId']);
        const who = chat.readTicket(form.fields.ticket ?? '');
        if (!who || who.role !== 'player') throw new ApiError('CHAT_TICKET_INVALID');
        await requireChat(who.merchant);
        return post(who, form);
      },
      { rateLimitPerMinute: 20 },
    );
    route(uploads, adminChatUpload, async ({ params }, request) => {
      const form = await chat.readChatImageForm(request, ['clientId']);
      return post({ role: 'agent', name: operatorActor(request) }, form, Number(params.id));
    });
  });

  // A signed link (tickets.ts imageUrl): works in an <img> for players, visitors and agents alike.
  app.get<{ Params: { id: string }; Querystring: { exp?: string; sig?: string } }>(
    '/api/v1/chat/images/:id',
    { schema: { hide: true }, config: { rateLimit: { max: 600, timeWindow: 60_000 } } },
    async (request, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
      if (!id || !chat.imageLinkValid(id, String(request.query.exp ?? ''), String(request.query.sig ?? ''))) throw new ApiError('NOT_FOUND');
      const image = await chat.attachment(app.db, id);
      if (!image) throw new ApiError('NOT_FOUND');
      const maxAge = Math.max(0, Number(request.query.exp) - Math.floor(Date.now() / 1000));
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', `private, max-age=${maxAge}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );

  // ---- The socket ----

  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });

  app.get(
    CHAT_SOCKET_PATH,
    { websocket: true, schema: { hide: true }, config: { rateLimit: { max: SOCKETS_PER_MINUTE, timeWindow: 60_000 } } },
    (socket, request) => {
      let who: chat.TChatIdentity | null = null;
      let peer: chat.TChatPeer | null = null;
      let bad = 0;
      let alive = true;
      let lastTyping = 0;
      let chain: Promise<void> = Promise.resolve();
      const owners = new Map<number, string>();

      const send = (frame: TChatServerFrame) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      const fail = (code: TErrorCode, clientId?: string) =>
        send({ type: 'error', code, message: ERROR_CODES[code].message, ...(clientId ? { clientId } : {}) });
      const authTimer = setTimeout(() => socket.close(CHAT_CLOSE.authRequired, 'AUTH_REQUIRED'), AUTH_WAIT_MS);
      const ping = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, PING_MS);
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('close', () => {
        clearTimeout(authTimer);
        clearInterval(ping);
        if (peer) hub.leave(peer);
      });

      const ownerOf = async (conversationId: number): Promise<string> => {
        let owner = owners.get(conversationId);
        if (!owner) {
          owner = (await chat.routedConversation(app.db, conversationId)).ownerKey;
          owners.set(conversationId, owner);
        }
        return owner;
      };
      const needConversation = (frame: { conversationId?: number | undefined }): number => {
        if (!frame.conversationId) throw new ApiError('CHAT_CONVERSATION_NOT_FOUND');
        return frame.conversationId;
      };

      const authenticate = async (frame: Extract<TChatClientFrame, { type: 'auth' }>) => {
        const identity = chat.readTicket(frame.ticket);
        if (!identity) {
          fail('CHAT_TICKET_INVALID');
          socket.close(CHAT_CLOSE.ticketInvalid, 'CHAT_TICKET_INVALID');
          return;
        }
        if (identity.role === 'player' && !(await chatOn(identity.merchant))) {
          fail('CHAT_DISABLED');
          socket.close(CHAT_CLOSE.chatDisabled, 'CHAT_DISABLED');
          return;
        }
        clearTimeout(authTimer);
        await hub.start();
        who = identity;
        peer = { role: identity.role, ownerKey: identity.role === 'player' ? identity.ownerKey : '', send };
        hub.join(peer);
        if (identity.role === 'agent') {
          send({ type: 'ready', role: 'agent', name: identity.name, conversation: null, messages: [], unread: 0 });
          return;
        }
        const [conversation, messages, unread] = await Promise.all([
          chat.playerConversation(app.db, identity.ownerKey),
          chat.messagesAfter(app.db, { ownerKey: identity.ownerKey }, frame.after ?? 0),
          chat.playerUnread(app.db, identity.ownerKey),
        ]);
        send({ type: 'ready', role: 'player', name: identity.name, conversation: conversation && { ...conversation, agentUnread: 0 }, messages, unread });
      };

      const handle = async (frame: TChatClientFrame, me: chat.TChatIdentity, self: chat.TChatPeer) => {
        switch (frame.type) {
          case 'auth':
            return;
          case 'send': {
            if (!limiter.take(`msg:${senderKey(me)}`, limitOf(me))) {
              fail('RATE_LIMITED', frame.clientId);
              return;
            }
            const posted = await chat.postMessage(app.db, me, { clientId: frame.clientId, text: frame.text, conversationId: frame.conversationId });
            send({
              type: 'ack',
              clientId: frame.clientId,
              message: posted.message,
              conversation: me.role === 'player' ? { ...posted.conversation, agentUnread: 0 } : posted.conversation,
            });
            if (!posted.duplicate) hub.publish(posted, posted.message, self);
            return;
          }
          case 'typing': {
            const now = Date.now();
            if (frame.typing && now - lastTyping < TYPING_GAP_MS) return;
            lastTyping = frame.typing ? now : 0;
            if (me.role === 'player') {
              const c = await chat.playerConversation(app.db, me.ownerKey);
              if (c && c.status === 'OPEN') hub.typing(me.ownerKey, c.id, 'PLAYER', frame.typing, self);
            } else {
              const id = needConversation(frame);
              hub.typing(await ownerOf(id), id, 'AGENT', frame.typing, self);
            }
            return;
          }
          case 'read': {
            if (me.role === 'player') {
              const unread = await chat.markPlayerRead(app.db, me.ownerKey, frame.upTo);
              send({ type: 'unread', unread });
              hub.unread(me.ownerKey, unread, self);
              const c = await chat.playerConversation(app.db, me.ownerKey);
              if (c) hub.conversationChanged({ ownerKey: me.ownerKey, conversation: c });
            } else {
              hub.conversationChanged(await chat.markAgentRead(app.db, needConversation(frame), frame.upTo));
            }
            return;
          }
          case 'sync': {
            if (me.role === 'player') {
              const [messages, conversation, unread] = await Promise.all([
                chat.messagesAfter(app.db, { ownerKey: me.ownerKey }, frame.after),
                chat.playerConversation(app.db, me.ownerKey),
                chat.playerUnread(app.db, me.ownerKey),
              ]);
              send({ type: 'sync', messages, conversation: conversation && { ...conversation, agentUnread: 0 }, unread });
            } else {
              const id = needConversation(frame);
              const [messages, routed] = await Promise.all([
                chat.messagesAfter(app.db, { conversationId: id }, frame.after),
                chat.routedConversation(app.db, id),
              ]);
              send({ type: 'sync', messages, conversation: routed.conversation, unread: routed.conversation.agentUnread });
            }
            return;
          }
        }
      };

      const receive = async (raw: string) => {
        const frame = parseChatClientFrame(raw);
        if (!frame) {
          fail('VALIDATION_FAILED');
          if (++bad >= BAD_FRAMES_MAX) socket.close(CHAT_CLOSE.tooManyErrors, 'TOO_MANY_ERRORS');
          return;
        }
        if (!who || !peer) {
          if (frame.type !== 'auth') {
            fail('AUTH_REQUIRED');
            socket.close(CHAT_CLOSE.authRequired, 'AUTH_REQUIRED');
            return;
          }
          await authenticate(frame);
          return;
        }
        try {
          await handle(frame, who, peer);
        } catch (err) {
          const clientId = frame.type === 'send' ? frame.clientId : undefined;
          if (err instanceof ApiError) fail(err.code, clientId);
          else {
            request.log.error({ err }, 'chat socket frame failed');
            fail('INTERNAL', clientId);
          }
        }
      };

      // Frames are handled one after another: acks come in the order the sends were made.
      socket.on('message', (data, isBinary) => {
        const text = isBinary
          ? ''
          : Buffer.isBuffer(data)
            ? data.toString('utf8')
            : Array.isArray(data)
              ? Buffer.concat(data).toString('utf8')
              : Buffer.from(data).toString('utf8');
        chain = chain.then(() => receive(text)).catch((err: unknown) => request.log.error({ err }, 'chat socket failed'));
      });
    },
  );
});
