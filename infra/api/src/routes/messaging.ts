import {
  announcementUnreadCount,
  chatLaunch,
  chatUnreadCount,
  inboxDelete,
  inboxList,
  inboxRead,
  inboxUnreadCount,
  INBOX_PAGE_SIZE,
  markAnnouncementRead,
  referralInfo,
  sendInboxMessage,
} from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { parseJson } from '../lib/json';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { translated } from '../services/content/translations';
import { operatorActor } from './adminSession';
import type { TAuthMember } from '../services/accounts';
import * as messaging from '../services/messaging';
import { routesPlugin } from '../lib/plugin';

// Client-side throttles of the spec (§9: unread counts 250 ms, mark-read 150 ms) as per-IP limits
// a well-behaved client never meets (one request per throttle window, with room for several tabs).
const UNREAD_PER_MINUTE = 600;
const WRITES_PER_MINUTE = 600;
const LAUNCH_PER_MINUTE = 60;
const ADMIN_PER_MINUTE = 120;

/** Message center: announcement read state, inbox, customer-service chat, invite friends. */
export const messagingRoutes = routesPlugin('tessera-messaging-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const memberOf = (request: FastifyRequest): TAuthMember => {
    if (!request.member) throw new ApiError('AUTH_REQUIRED');
    return request.member;
  };
  const inboxMember = (request: FastifyRequest): messaging.TInboxMember => {
    const m = memberOf(request);
    return { merchant: m.merchantCode, memberId: m.id };
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  /** What the member's merchant says: flags, main domain and every domain of the site. */
  const site = (merchant: string) =>
    app.readCache.use(merchant, (s) => {
      const mainDomain = s?.status.info.mainDomain || `${merchant}.localhost`;
      const domains = [...parseJson<string[]>(s?.row.domains, []), ...(s?.status.info.domainRoute ?? []), mainDomain];
      return { flags: s?.status.info.whitelabel ?? {}, mainDomain, domains };
    });

  const requireChat = async (merchant: string) => {
    const s = await site(merchant);
    if (!s.flags.CBS3) throw new ApiError('CHAT_DISABLED', { flag: 'CBS3' });
    return s;
  };

  // ---- Announcements ----

  route(
    app,
    markAnnouncementRead,
    async ({ body }, request) => {
      const m = memberOf(request);
      return messaging.markAnnouncementRead(app.db, m.merchantCode, m.id, body.announcementId);
    },
    { rateLimitPerMinute: WRITES_PER_MINUTE },
  );

  route(
    app,
    announcementUnreadCount,
    async (_input, request, reply) => {
      noStore(reply);
      const m = memberOf(request);
      return messaging.unreadCount(await messaging.announcementUnread(app.db, m.merchantCode, m.id));
    },
    { rateLimitPerMinute: UNREAD_PER_MINUTE },
  );

  // ---- Inbox ----

  route(app, inboxList, async ({ query }, request, reply) => {
    noStore(reply);
    const page = await messaging.inboxPage(app.db, inboxMember(request), { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? INBOX_PAGE_SIZE });
    // The operator's text in the request's language (PT-BR -> PT -> the default text).
    return { ...page, list: await translated(app.db, 'inbox', page.list, query.lang) };
  });

  route(
    app,
    inboxUnreadCount,
    async (_input, request, reply) => {
      noStore(reply);
      return messaging.unreadCount(await messaging.inboxUnread(app.db, inboxMember(request)));
    },
    { rateLimitPerMinute: UNREAD_PER_MINUTE },
  );

  route(app, inboxRead, async ({ params }, request) => messaging.markInboxRead(app.db, inboxMember(request), Number(params.id)), {
    rateLimitPerMinute: WRITES_PER_MINUTE,
  });

  route(app, inboxDelete, async ({ params }, request) => messaging.deleteInboxMessage(app.db, inboxMember(request), Number(params.id)), {
    rateLimitPerMinute: WRITES_PER_MINUTE,
  });

  route(
    app,
    sendInboxMessage,
    async ({ params, body }, request) =>
      messaging.sendInbox(app.db, { merchant: params.code, actor: operatorActor(request), title: body.title, content: body.content, username: body.username }),
    { rateLimitPerMinute: ADMIN_PER_MINUTE },
  );

  // ---- Customer-service chat ----

  route(
    app,
    chatUnreadCount,
    async (_input, request, reply) => {
      noStore(reply);
      const m = memberOf(request);
      await requireChat(m.merchantCode);
      return messaging.unreadCount(await messaging.chatUnread(app.db, m.id));
    },
    { rateLimitPerMinute: UNREAD_PER_MINUTE },
  );

  // The launch answers our own chat page (docs/decisions/support-chat.md); b2c, language,
  // headerColor and title are the spec's query and stay accepted.
  route(
    app,
    chatLaunch,
    async ({ query }, request, reply) => {
      noStore(reply);
      const m = memberOf(request);
      const s = await requireChat(m.merchantCode);
      return messaging.launchChat({ domains: s.domains, mainDomain: s.mainDomain, backUrl: query.backUrl });
    },
    { rateLimitPerMinute: LAUNCH_PER_MINUTE },
  );

  // ---- Invite friends ----

  route(app, referralInfo, async ({ query }, request, reply) => {
    noStore(reply);
    const m = memberOf(request);
    const s = await site(m.merchantCode);
    return messaging.referralInfo({
      db: app.db,
      merchant: m.merchantCode,
      memberId: m.id,
      mainDomain: s.mainDomain,
      flagOn: Boolean(s.flags.REFERRAL),
      lang: query.lang,
    });
  });
});
