import { BANNER_GROUPS, CONTENT_TYPES } from '@tessera/contract';
import {
  adminAnnouncements,
  adminHelpEntries,
  clearWinners,
  createAnnouncement,
  createHelpEntry,
  deleteAnnouncement,
  deleteHelpEntry,
  setHotList,
  updateAnnouncement,
  updateHelpEntry,
  announcementList,
  announcementsBanner,
  ANNOUNCEMENTS_PAGE_SIZE,
  helpCenter,
  notices,
  NOTICES_LIMIT,
  popularAnnouncements,
  promotionList,
} from '@tessera/contract/api';
import type { TAnnouncement, TAnnouncementGroups, TPromotion } from '@tessera/contract/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../errors';
import { imageHeaders } from '../lib/svg';
import { route, ROUTE_DEPENDENCIES } from '../route';
import {
  announcementGroups,
  announcementPage,
  codes,
  CONTENT_IMAGE_PREFIX,
  contentImageSource,
  contentImageSvg,
  contentImageUrl,
  helpTree,
  isCurrentContentImage,
  latestNotices,
  parseContentImageFile,
  popular,
  promotions,
  withMemberStatuses,
} from '../services/content';
import * as operator from '../services/content';
import { operatorActor } from './adminSession';
import { resolveSession } from '../services/accounts';
import { readAnnouncementIds } from '../services/messaging';
import { translated, versionsIn } from '../services/content/translations';
import { renderedTitles, renderTerms, termsOfRows } from '../services/content/terms';
import { routesPlugin } from '../lib/plugin';

const BANNER_DEFAULT_TYPES = [CONTENT_TYPES.Banner, CONTENT_TYPES.Player, CONTENT_TYPES.PopUp];
const LIST_DEFAULT_TYPES = [CONTENT_TYPES.Player, CONTENT_TYPES.Promotion];

/** Public content calls (spec §7 "Announcements and winners", help center, promotions) and their images. */
export const contentRoutes = routesPlugin('tessera-content-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  const now = () => new Date().toISOString();

  /**
   * Announcement calls stay public; with a member's session token (Authorization: Bearer) of the
   * request's merchant they answer that member's read flags and are not shared-cacheable. Guests
   * (no Authorization header) pay nothing extra; an unknown or expired token is answered as a
   * guest (read: false), never refused: these calls must work for everyone.
   */
  const readerOf = async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    const header = request.headers.authorization;
    if (typeof header !== 'string') return null;
    reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!token) return null;
    const found = await resolveSession(app.db, token);
    return found.status === 'ok' && found.member.merchantCode === request.merchant ? found.member.id : null;
  };
  const withReads = async (memberId: number | null, list: TAnnouncement[]): Promise<TAnnouncement[]> => {
    if (memberId === null || list.length === 0) return list;
    const read = await readAnnouncementIds(app.db, memberId, [...new Set(list.map((a) => a.id))]);
    return list.map((a) => (read.has(a.id) ? { ...a, read: true } : a));
  };
  /** The guest answer as before (no extra promise hop without an Authorization header), else with read flags. */
  const personal = <V>(request: FastifyRequest, reply: FastifyReply, load: () => Promise<V>, reads: (memberId: number, value: V) => Promise<V>): Promise<V> => {
    if (request.headers.authorization === undefined) return load();
    return Promise.all([readerOf(request, reply), load()]).then(([reader, value]) => (reader === null ? value : reads(reader, value)));
  };
  /** Operator text in the request's language (PT-BR -> PT -> the default text; services/content/translations.ts). */
  // A picture drawn from the title (banners, pop-ups) is drawn from the version's title too.
  // An offer's figures are filled from its deposit promotion's record (services/content/terms.ts).
  const inLang = async (lang: string | undefined, list: TAnnouncement[]) => {
    const terms = await termsOfRows(
      app.db,
      'announcements',
      list.map((a) => a.id),
    );
    return (await translated(app.db, 'announcement', list, lang))
      .map((a) => {
        const own = terms.get(a.id);
        return own ? { ...a, title: renderTerms(a.title, own, lang), content: renderTerms(a.content, own, lang) } : a;
      })
      .map((a, i) =>
        a.url !== null && a.title !== list[i]?.title
          ? { ...a, url: contentImageUrl({ kind: 'announcement', id: a.id, title: a.title, tag: a.groupName ?? a.type }) }
          : a,
      );
  };
  const groupsInLang = async (lang: string | undefined, groups: TAnnouncementGroups): Promise<TAnnouncementGroups> => {
    const keys = Object.keys(groups) as (keyof TAnnouncementGroups)[];
    const byId = new Map(
      (
        await inLang(
          lang,
          keys.flatMap((k) => groups[k]),
        )
      ).map((a) => [a.id, a]),
    );
    return Object.fromEntries(keys.map((k) => [k, groups[k].map((a) => byId.get(a.id) ?? a)])) as unknown as TAnnouncementGroups;
  };
  const listReads = async <V extends { list: TAnnouncement[] }>(memberId: number, value: V): Promise<V> => ({
    ...value,
    list: await withReads(memberId, value.list),
  });

  route(app, announcementsBanner, ({ query }, request, reply) =>
    personal(
      request,
      reply,
      async () =>
        groupsInLang(
          query.lang,
          await announcementGroups(
            app.db,
            request.merchant,
            codes(query.types, BANNER_DEFAULT_TYPES),
            query.groupName ? codes(query.groupName, Object.values(BANNER_GROUPS)) : null,
            now(),
          ),
        ),
      async (reader, groups) => {
        const keys = Object.keys(groups) as (keyof TAnnouncementGroups)[];
        const byId = new Map(
          (
            await withReads(
              reader,
              keys.flatMap((k) => groups[k]),
            )
          ).map((a) => [a.id, a]),
        );
        return Object.fromEntries(keys.map((k) => [k, groups[k].map((a) => byId.get(a.id) ?? a)])) as unknown as TAnnouncementGroups;
      },
    ),
  );

  route(app, announcementList, ({ query }, request, reply) =>
    personal(
      request,
      reply,
      async () => {
        const page = await announcementPage(
          app.db,
          request.merchant,
          codes(query.types, LIST_DEFAULT_TYPES),
          { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? ANNOUNCEMENTS_PAGE_SIZE },
          now(),
        );
        return { ...page, list: await inLang(query.lang, page.list) };
      },
      listReads,
    ),
  );

  route(app, notices, ({ query }, request, reply) =>
    personal(request, reply, async () => ({ list: await inLang(query.lang, await latestNotices(app.db, request.merchant, NOTICES_LIMIT, now())) }), listReads),
  );

  route(app, popularAnnouncements, ({ query }, request, reply) =>
    personal(request, reply, async () => ({ list: await inLang(query.lang, await popular(app.db, request.merchant, now())) }), listReads),
  );

  /**
   * Promotions in the asked language (content_translations, subject promotion: title, and the summary
   * as the version's content) with an offer's figures filled from its deposit promotion's record.
   */
  const promotionsInLang = async (lang: string | undefined, list: TPromotion[]): Promise<TPromotion[]> => {
    const ids = list.map((p) => p.id);
    const [versions, terms] = await Promise.all([versionsIn(app.db, 'promotion', ids, lang), termsOfRows(app.db, 'promotions', ids)]);
    return list.map((p) => {
      const v = versions.get(p.id);
      const own = terms.get(p.id);
      if (!v && !own) return p;
      const title = renderTerms(v?.title ?? p.title, own, lang);
      return {
        ...p,
        title,
        summary: renderTerms(v?.content ?? p.summary, own, lang),
        content: renderTerms(p.content, own, lang),
        imageUrl: title === p.title ? p.imageUrl : contentImageUrl({ kind: 'promotion', id: p.id, title, tag: p.category }),
      };
    });
  };

  route(app, helpCenter, ({ query }, request) => helpTree(app.db, request.merchant, query.lang, query.device ?? 'MOBILE'));

  // Statuses are per member (spec §3): with a session of this merchant, the member's own applications
  // decide what they see (services/content/memberPromotions.ts); a status filter applies to what they see.
  route(app, promotionList, ({ query }, request, reply) =>
    personal(
      request,
      reply,
      async () => ({
        list: await promotionsInLang(
          query.lang,
          await promotions(app.db, request.merchant, { category: query.category, status: query.status, limit: query.limit }, new Date(now())),
        ),
      }),
      async (reader) => {
        const all = await promotions(app.db, request.merchant, { category: query.category }, new Date(now()));
        const mine = (await withMemberStatuses(app.db, reader, all)).filter((p) => !query.status || p.status === query.status);
        return { list: await promotionsInLang(query.lang, query.limit === undefined ? mine : mine.slice(0, query.limit)) };
      },
    ),
  );

  // ---- Operator content (audited; docs/decisions/home-content-operator.md) ----
  const admin = { rateLimitPerMinute: app.settings.adminPerMinute };
  // The console's changes are audited as operator:console, the token's (CLI, scripts) as operator.
  const ctx = (request: FastifyRequest): operator.TContentContext => ({ db: app.db, actor: operatorActor(request) });
  // The hot list is served from per-merchant snapshots decorated by the games plugin. Fastify's
  // encapsulation hides that decoration from this plugin today, so a new list shows once the
  // snapshot's lifetime (readCacheTtlMs) ends; when the decoration is shared, it shows at once.
  const hotChanged = (merchant: string) =>
    (app as { catalogSnapshots?: { hot: { invalidate(prefix?: string): void } } }).catalogSnapshots?.hot.invalidate(`${merchant}\u0000`);

  route(app, adminAnnouncements, async ({ params, query }) => ({ list: await operator.listAnnouncements(app.db, params.code, query.type) }), admin);
  route(app, createAnnouncement, async ({ params, body }, request) => operator.addAnnouncement(ctx(request), params.code, body), admin);
  route(app, updateAnnouncement, async ({ params, body }, request) => operator.changeAnnouncement(ctx(request), params.code, Number(params.id), body), admin);
  route(app, deleteAnnouncement, async ({ params }, request) => operator.removeAnnouncement(ctx(request), params.code, Number(params.id)), admin);
  route(app, adminHelpEntries, async ({ params, query }) => ({ list: await operator.listHelp(app.db, params.code, query.lang) }), admin);
  route(app, createHelpEntry, async ({ params, body }, request) => operator.addHelp(ctx(request), params.code, body), admin);
  route(app, updateHelpEntry, async ({ params, body }, request) => operator.changeHelp(ctx(request), params.code, Number(params.id), body), admin);
  route(app, deleteHelpEntry, async ({ params }, request) => operator.removeHelp(ctx(request), params.code, Number(params.id)), admin);
  route(
    app,
    setHotList,
    async ({ params, body }, request) => {
      const answer = await operator.replaceHotList(ctx(request), params.code, body.nodeIds);
      hotChanged(params.code);
      return answer;
    },
    admin,
  );
  route(app, clearWinners, async ({ params }, request) => operator.emptyWinners(ctx(request), params.code), admin);

  const notFound = (reply: FastifyReply) => reply.code(404).send(errorEnvelope('NOT_FOUND'));

  // Banner, pop-up and promotion images: image/svg+xml, immutable when the URL's fingerprint is current.
  app.get<{ Params: { file: string } }>(`${CONTENT_IMAGE_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = parseContentImageFile(request.params.file);
    if (!parsed) return notFound(reply);
    let source = await contentImageSource(app.db, parsed.kind, parsed.id);
    if (!source) return notFound(reply);
    if (!isCurrentContentImage(source, parsed.print)) {
      // A version's picture (its title in another language, an offer's figures filled in some
      // language): the print names which.
      const base = source;
      const versions = await app.db
        .selectFrom('content_translations')
        .select('title')
        .where('subject', '=', parsed.kind)
        .where('subject_id', '=', parsed.id)
        .execute();
      const terms = (await termsOfRows(app.db, parsed.kind === 'announcement' ? 'announcements' : 'promotions', [parsed.id])).get(parsed.id);
      const titles = renderedTitles([base.title, ...versions.map((v) => v.title)], terms);
      source = titles.map((title) => ({ ...base, title })).find((s) => isCurrentContentImage(s, parsed.print)) ?? base;
    }
    return reply.headers(imageHeaders(isCurrentContentImage(source, parsed.print))).send(contentImageSvg(source));
  });
});
