import { BANNER_GROUPS, CONTENT_TYPES } from '@tessera/shared-contracts';
import {
  announcementList,
  announcementsBanner,
  ANNOUNCEMENTS_PAGE_SIZE,
  helpCenter,
  notices,
  NOTICES_LIMIT,
  popularAnnouncements,
  promotionList,
} from '@tessera/shared-contracts/api';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { errorEnvelope } from '../errors';
import { imageHeaders } from '../lib/svg';
import { route } from '../route';
import {
  announcementGroups,
  announcementPage,
  codes,
  CONTENT_IMAGE_PREFIX,
  contentImageSource,
  contentImageSvg,
  helpTree,
  isCurrentContentImage,
  latestNotices,
  parseContentImageFile,
  popular,
  promotions,
} from '../services/content';

const BANNER_DEFAULT_TYPES = [CONTENT_TYPES.Banner, CONTENT_TYPES.Player, CONTENT_TYPES.PopUp];
const LIST_DEFAULT_TYPES = [CONTENT_TYPES.Player, CONTENT_TYPES.Promotion];

/** Public content calls (spec §7 "Announcements and winners", help center, promotions) and their images. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date().toISOString();

  route(app, announcementsBanner, ({ query }, request) =>
    announcementGroups(
      app.db,
      request.merchant,
      codes(query.types, BANNER_DEFAULT_TYPES),
      query.groupName ? codes(query.groupName, Object.values(BANNER_GROUPS)) : null,
      now(),
    ),
  );

  route(app, announcementList, ({ query }, request) =>
    announcementPage(app.db, request.merchant, codes(query.types, LIST_DEFAULT_TYPES), { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? ANNOUNCEMENTS_PAGE_SIZE }, now()),
  );

  route(app, notices, async (_input, request) => ({ list: await latestNotices(app.db, request.merchant, NOTICES_LIMIT, now()) }));

  route(app, popularAnnouncements, async (_input, request) => ({ list: await popular(app.db, request.merchant, now()) }));

  route(app, helpCenter, ({ query }, request) => helpTree(app.db, request.merchant, query.lang, query.device ?? 'MOBILE'));

  route(app, promotionList, async ({ query }, request) => ({
    list: await promotions(app.db, request.merchant, { category: query.category, status: query.status, limit: query.limit }),
  }));

  const notFound = (reply: FastifyReply) => reply.code(404).send(errorEnvelope('NOT_FOUND'));

  // Banner, pop-up and promotion images: image/svg+xml, immutable when the URL's fingerprint is current.
  app.get<{ Params: { file: string } }>(`${CONTENT_IMAGE_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = parseContentImageFile(request.params.file);
    if (!parsed) return notFound(reply);
    const source = await contentImageSource(app.db, parsed.kind, parsed.id);
    if (!source) return notFound(reply);
    return reply.headers(imageHeaders(isCurrentContentImage(source, parsed.print))).send(contentImageSvg(source));
  });
};
