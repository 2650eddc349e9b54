import multipart from '@fastify/multipart';
import { createReleaseCredential, listReleaseCredentials, revokeReleaseCredential, uploadRemoteRelease } from '@tessera/contract/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route, type TRouteOptions } from '../route';
import * as credentials from '../services/releaseCredentials';
import { readArchive, readArchivePart, RELEASE_UPLOAD_LIMITS, uploadRelease } from '../services/releaseUpload';
import { operatorActor } from './adminSession';

// Team release credentials and the release upload (docs/decisions/release-credentials.md). The
// credential calls are operator calls like any other (roles.ts: the release manager's); the upload
// admits a team release credential for its own remote (adminSession.ts) or an operator who may publish.

/** Who uploaded: the credential's name, or the operator's. */
const uploaderOf = (request: FastifyRequest) => request.releaseCredential?.actor ?? operatorActor(request);

export async function releaseCredentialRoutes(app: FastifyInstance, limit: TRouteOptions): Promise<void> {
  route(
    app,
    listReleaseCredentials,
    async (_input, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return credentials.listReleaseCredentials(app.db);
    },
    limit,
  );
  route(
    app,
    createReleaseCredential,
    async ({ body }, request, reply) => {
      reply.header('cache-control', 'no-store');
      return credentials.createReleaseCredential(app.db, operatorActor(request), body);
    },
    limit,
  );
  route(app, revokeReleaseCredential, async ({ params }, request) => credentials.revokeReleaseCredential(app.db, operatorActor(request), params.id), limit);

  // Only the upload parses multipart/form-data (its own context); the other operator calls keep JSON bodies.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: RELEASE_UPLOAD_LIMITS, throwFileSizeLimit: true });
    route(
      uploads,
      uploadRemoteRelease,
      async ({ params }, request) => {
        const archive = await readArchivePart(request);
        const files = await readArchive(archive);
        return uploadRelease({ db: app.db, distDir: app.settings.distDir, actor: uploaderOf(request) }, params.remote, params.version, files);
      },
      limit,
    );
  });
}
