import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { ZRemoteName } from '../schemas/remote';
import { ZPublishedVersion } from './platform';

// Team release credentials and the release upload (issue 26; docs/decisions/release-credentials.md).
// A team outside the repository has neither the server's disk nor an operator account: an operator
// issues it a credential scoped to ONE remote name, with which it uploads built versions of that
// remote (a tar.gz of the version folder) and nothing else. Activation stays an operator's.

/** The secret's prefix: `Authorization: Bearer tsrel_…` (operator tokens are `tsop_…`). */
export const RELEASE_CREDENTIAL_PREFIX = 'tsrel_';
/** Days a credential lives unless the operator says otherwise, and the most it may. */
export const RELEASE_CREDENTIAL_DEFAULT_DAYS = 90;
export const RELEASE_CREDENTIAL_MAX_DAYS = 366;
export const RELEASE_CREDENTIAL_NAME_MAX = 64;
/** A release version: semver (x.y.z, optional pre-release), as a folder name. */
export const RELEASE_VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/;
/** The uploaded archive (gzip-compressed tar of the version folder): at most this many bytes… */
export const RELEASE_ARCHIVE_MAX_BYTES = 20 * 1024 * 1024;
/** …unpacking to at most this many bytes… */
export const RELEASE_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;
/** …and this many files. */
export const RELEASE_ARCHIVE_MAX_FILES = 2000;

const ZIdParams = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });

export const ZReleaseCredential = z.object({
  id: z.number(),
  remote: z.string(),
  name: z.string(),
  createdAt: z.string(),
  /** The audit log's name of the operator that issued it. */
  createdBy: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  /** active, expired or revoked (now, on the server's clock). */
  state: z.enum(['active', 'expired', 'revoked']),
});
export type TReleaseCredential = z.infer<typeof ZReleaseCredential>;

export const listReleaseCredentials = defineEndpoint({
  name: 'listReleaseCredentials',
  method: 'GET',
  path: '/api/admin/release-credentials',
  auth: 'admin',
  summary: 'Team release credentials (one remote each, publish only), newest first, with their state and last use; never the secret',
  tags: ['admin'],
  response: z.array(ZReleaseCredential),
});

export const createReleaseCredential = defineEndpoint({
  name: 'createReleaseCredential',
  method: 'POST',
  path: '/api/admin/release-credentials',
  auth: 'admin',
  summary:
    'Issue a team release credential for one remote name: it uploads and publishes versions of that remote and makes no other call. The secret (tsrel_…) is answered once and stored hashed; it expires after expiresInDays (default 90). Audited',
  tags: ['admin'],
  body: z.strictObject({
    remote: ZRemoteName,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(RELEASE_CREDENTIAL_NAME_MAX)),
    expiresInDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(RELEASE_CREDENTIAL_MAX_DAYS))),
  }),
  response: z.object({ token: z.string(), entry: ZReleaseCredential }),
});

export const revokeReleaseCredential = defineEndpoint({
  name: 'revokeReleaseCredential',
  method: 'DELETE',
  path: '/api/admin/release-credentials/:id',
  auth: 'admin',
  summary: 'Revoke a team release credential at once (its next upload is a 401). Audited; revoking twice answers it as it is',
  tags: ['admin'],
  params: ZIdParams,
  response: ZReleaseCredential,
  errors: ['NOT_FOUND'],
});

export const uploadRemoteRelease = defineEndpoint({
  name: 'uploadRemoteRelease',
  method: 'PUT',
  path: '/api/admin/remotes/:remote/versions/:version',
  auth: 'admin',
  summary:
    "Upload a built remote version (multipart `archive`: a gzip-compressed tar of the version folder, with routes.json and release.json at its root) and publish it as POST /api/admin/remotes does: the server hashes every file. Authorised by a team release credential for that remote or an operator who may publish. Only regular files and folders, relative paths without '..'; at most 20 MB packed, 100 MB unpacked, 2000 files. Written to a staging folder and renamed into place; an existing version is a 409 (versions are immutable). Activation stays a separate operator call",
  tags: ['admin'],
  params: z.object({ remote: ZRemoteName, version: z.string().check(z.maxLength(32), z.regex(RELEASE_VERSION_PATTERN)) }),
  multipart: {
    archive: {
      kind: 'file',
      maxFiles: 1,
      maxBytes: RELEASE_ARCHIVE_MAX_BYTES,
      mediaTypes: ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip', 'application/octet-stream'],
      description: 'tar.gz of the built version folder (its files at the archive root)',
    },
  },
  response: z.object({
    published: ZPublishedVersion,
    unchanged: z.boolean(),
    /** Files written and their unpacked bytes. */
    files: z.number(),
    bytes: z.number(),
  }),
  errors: ['RELEASE_ARCHIVE_INVALID', 'RELEASE_ARCHIVE_TOO_LARGE', 'REMOTE_VERSION_EXISTS', 'REMOTE_FOLDER_INVALID', 'RELEASE_UPLOAD_UNAVAILABLE'],
});

export const releaseCredentialEndpoints = [listReleaseCredentials, createReleaseCredential, revokeReleaseCredential, uploadRemoteRelease] as const;
