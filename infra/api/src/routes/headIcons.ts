import multipart from '@fastify/multipart';
import { uploadHeadIcon } from '@tessera/contract/api';
import { ApiError } from '../errors';
import { routesPlugin } from '../lib/plugin';
import { route, ROUTE_DEPENDENCIES } from '../route';
import { HEAD_ICON_UPLOAD_LIMITS, headIconFile, readHeadIconForm, storeHeadIcon } from '../services/headIcons';

/**
 * A member's own head icon (services/headIcons; docs/decisions/head-icon-upload.md): the upload
 * (its own context: only it parses multipart/form-data) and the pictures by their content hash.
 */
export const headIconRoutes = routesPlugin('tessera-head-icon-routes', { dependencies: ROUTE_DEPENDENCIES }, async (app) => {
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: HEAD_ICON_UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(
      uploads,
      uploadHeadIcon,
      async (_input, request, reply) => {
        reply.header('cache-control', 'no-store');
        const member = request.member;
        if (!member) throw new ApiError('AUTH_REQUIRED');
        return storeHeadIcon(app.db, member.id, await readHeadIconForm(request));
      },
      { rateLimitPerMinute: 30 },
    );
  });

  // The picture in an <img>: public by an unguessable content hash, immutable (a new picture is a
  // new URL), its sniffed type, never sniffed again, and sandboxed should anyone open it as a page.
  app.get<{ Params: { file: string } }>(
    '/api/v1/head-icons/:file',
    { schema: { hide: true }, config: { rateLimit: { max: 1200, timeWindow: 60_000 } } },
    async (request, reply) => {
      const picture = await headIconFile(app.db, request.params.file);
      if (!picture) throw new ApiError('NOT_FOUND');
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${picture.hash}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(picture.bytes);
    },
  );
});
