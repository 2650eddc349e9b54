import { RELEASE_ARCHIVE_MAX_BYTES, ZPublishedVersion, ZReleaseCredential } from '@tessera/contract/api';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashHex } from '../services/operators/sessions';
import { adminHeaders, createTestApp, type TTestApp } from '../testkit';
import { operatorToken } from './operators.testkit';
import { putRelease, releaseEntries, tarGz } from './releaseUpload.testkit';

// Team release credentials and the release upload (docs/decisions/release-credentials.md).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { adminPerMinute: 10_000 }, readCacheTtlMs: 0 });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = adminHeaders()) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function issue(remote: string, name = `${remote} team CI`, extra: object = {}, headers = adminHeaders()) {
  const res = await admin('POST', '/api/admin/release-credentials', { remote, name, ...extra }, headers);
  if (res.statusCode !== 200) throw new Error(`issue ${remote}: ${res.statusCode} ${res.body}`);
  const value = res.json().value as { token: string; entry: unknown };
  return { token: value.token, entry: ZReleaseCredential.parse(value.entry) };
}

const versionDir = (remote: string, version: string) => join(t.distDir, 'remotes', remote, version);
const rowOf = (remote: string, version: string) =>
  t.app.db.selectFrom('remote_versions').selectAll().where('remote', '=', remote).where('version', '=', version).executeTakeFirst();

/** Nothing of a refused upload is left: no version folder, no staging folder, no row. */
async function expectNothingWritten(remote: string, version: string) {
  expect(existsSync(versionDir(remote, version))).toBe(false);
  expect(existsSync(join(t.distDir, '.uploads'))).toBe(false);
  expect(await rowOf(remote, version)).toBeUndefined();
}

async function auditEntries() {
  const res = await admin('GET', '/api/admin/audit?limit=200');
  return res.json().value as { actor: string; action: string; target: string; after: Record<string, unknown> | null }[];
}

describe('a team release credential', () => {
  it('is shown once, stored hashed, listed with its remote, expiry and state, and its issue is audited', async () => {
    const { token, entry } = await issue('games', 'games team CI');
    expect(token).toMatch(/^tsrel_[\w-]{43}$/);
    expect(entry).toMatchObject({ remote: 'games', name: 'games team CI', state: 'active', lastUsedAt: null, revokedAt: null, createdBy: 'break-glass' });
    const days = (Date.parse(entry.expiresAt) - Date.parse(entry.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 5);
    const row = await t.app.db.selectFrom('release_credentials').selectAll().where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashHex(token));
    const list = await admin('GET', '/api/admin/release-credentials');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().value[0]).toMatchObject({ id: entry.id, remote: 'games' });
    expect((await auditEntries()).find((a) => a.action === 'release.credential.create' && a.after?.id === entry.id)).toMatchObject({
      actor: 'break-glass',
      target: 'remote:games',
    });
  });

  it('may be issued for a remote name that is not one of the six, and refuses names that are not remote names', async () => {
    const { entry } = await issue('sports', 'sports team', { expiresInDays: 7 });
    expect(entry.remote).toBe('sports');
    expect((Date.parse(entry.expiresAt) - Date.parse(entry.createdAt)) / 86_400_000).toBeCloseTo(7, 5);
    for (const remote of ['Games', 'g', '1games', 'games-x', 'a'.repeat(25), 'admin', 'remotes']) {
      const res = await admin('POST', '/api/admin/release-credentials', { remote, name: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await admin('POST', '/api/admin/release-credentials', { remote: 'games', name: 'x', expiresInDays: 400 })).statusCode).toBe(400);
  });

  it('publishes a version of its remote: written to dist, hashed, contract recorded, audited under the credential, last use shown', async () => {
    const { token, entry } = await issue('games');
    const res = await putRelease(t.app, 'games', '1.2.3', tarGz(releaseEntries('games', '1.2.3')), bearer(token));
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { published: unknown; unchanged: boolean; files: number; bytes: number };
    const view = ZPublishedVersion.parse(value.published);
    expect(value).toMatchObject({ unchanged: false, files: 4 });
    expect(view).toMatchObject({ remote: 'games', version: '1.2.3', contract: { result: 'passed', detail: null }, compatible: true });
    expect(Object.keys(view.integrity ?? {}).sort()).toEqual(['assets/remote.abcd1234.js', 'remoteEntry.js']);
    expect(readdirSync(versionDir('games', '1.2.3')).sort()).toEqual(['assets', 'release.json', 'remoteEntry.js', 'routes.json']);
    expect(existsSync(join(t.distDir, '.uploads'))).toBe(false);
    // Served like any published version.
    const served = await t.app.inject({ method: 'GET', url: '/remotes/games/1.2.3/remoteEntry.js' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('games@1.2.3');
    expect((await auditEntries()).find((a) => a.action === 'remote.publish' && a.target === 'games@1.2.3')).toMatchObject({
      actor: `release:games:${entry.id}`,
    });
    const listed = (await admin('GET', '/api/admin/release-credentials')).json().value as { id: number; lastUsedAt: string | null }[];
    expect(listed.find((c) => c.id === entry.id)?.lastUsedAt).not.toBeNull();
  });

  it('cannot publish another remote, activate, pin, canary, publish a folder, or make any other operator call (403, audited)', async () => {
    const { token, entry } = await issue('games');
    const other = await putRelease(t.app, 'home', '7.0.0', tarGz(releaseEntries('home', '7.0.0')), bearer(token));
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
    await expectNothingWritten('home', '7.0.0');
    const calls: [string, string, object?][] = [
      ['PUT', '/api/admin/merchants/acme/remotes/games', { enabled: true, version: '1.0.0' }],
      ['PUT', '/api/admin/merchants/acme/remotes/games', { enabled: true, version: '1.0.0', canaryVersion: '1.1.0', canaryPercent: 10 }],
      ['POST', '/api/admin/remotes', { remote: 'games', version: '1.0.0' }],
      ['GET', '/api/admin/remotes'],
      ['GET', '/api/admin/merchants'],
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/release-credentials'],
      ['POST', '/api/admin/release-credentials', { remote: 'games', name: 'more' }],
      ['DELETE', `/api/admin/release-credentials/${entry.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await admin(method as 'GET', url, payload, bearer(token));
      expect({ url, method, status: res.statusCode, code: res.json().code }).toEqual({ url, method, status: 403, code: 'FORBIDDEN' });
    }
    const refusals = (await auditEntries()).filter((a) => a.action === 'operator.refused' && a.actor === `release:games:${entry.id}`);
    expect(refusals.map((a) => a.target)).toEqual(
      expect.arrayContaining(['uploadRemoteRelease', 'updateMerchantRemote', 'publishRemoteVersion', 'getOperatorSelf']),
    );
  });

  it('is refused (401) once revoked or expired, and when unknown', async () => {
    const revoked = await issue('games');
    const res = await admin('DELETE', `/api/admin/release-credentials/${revoked.entry.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'revoked' });
    expect((await auditEntries()).find((a) => a.action === 'release.credential.revoke')).toMatchObject({ target: 'remote:games' });
    const expired = await issue('games');
    await t.app.db
      .updateTable('release_credentials')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.entry.id)
      .execute();
    const listed = (await admin('GET', '/api/admin/release-credentials')).json().value as { id: number; state: string }[];
    expect(listed.find((c) => c.id === expired.entry.id)?.state).toBe('expired');
    for (const token of [revoked.token, expired.token, `tsrel_${'A'.repeat(43)}`]) {
      const up = await putRelease(t.app, 'games', '1.9.0', tarGz(releaseEntries('games', '1.9.0')), bearer(token));
      expect(up.statusCode).toBe(401);
      expect(up.json().code).toBe('ADMIN_AUTH_REQUIRED');
      expect((await admin('GET', '/api/admin/me', undefined, bearer(token))).statusCode).toBe(401);
    }
    await expectNothingWritten('games', '1.9.0');
    expect((await admin('DELETE', '/api/admin/release-credentials/99999')).statusCode).toBe(404);
  });
});

describe('the release upload refuses', () => {
  let token = '';
  beforeAll(async () => {
    token = (await issue('games')).token;
  });

  it.each([
    ['a .. entry', { path: '../../escape.js', data: 'x' }],
    ['a .. in the middle', { path: 'assets/../../escape.js', data: 'x' }],
    ['an absolute path', { path: '/tmp/tessera-evil.js', data: 'x' }],
    ['a symbolic link', { path: 'passwd', type: 'SymbolicLink' as const, linkpath: '/etc/passwd' }],
    ['a hard link', { path: 'entry-again.js', type: 'Link' as const, linkpath: 'remoteEntry.js' }],
    ['a hidden name', { path: '.htaccess', data: 'x' }],
  ])('an archive with %s (400, nothing written)', async (_label, bad) => {
    const res = await putRelease(t.app, 'games', '2.0.0', tarGz([...releaseEntries('games', '2.0.0'), bad]), bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RELEASE_ARCHIVE_INVALID');
    expect(res.json().value.reason).toEqual(expect.any(String));
    await expectNothingWritten('games', '2.0.0');
    expect(existsSync('/tmp/tessera-evil.js')).toBe(false);
    expect(existsSync(join(t.distDir, 'remotes', 'escape.js'))).toBe(false);
  });

  it('an archive that is not gzip, or a tar without routes.json/release.json at its root (400)', async () => {
    const plain = await putRelease(t.app, 'games', '2.0.1', Buffer.from('not an archive'), bearer(token));
    expect([plain.statusCode, plain.json().code]).toEqual([400, 'RELEASE_ARCHIVE_INVALID']);
    const nested = tarGz(releaseEntries('games', '2.0.1').map((e) => ({ ...e, path: `dist/${e.path}` })));
    const res = await putRelease(t.app, 'games', '2.0.1', nested, bearer(token));
    expect([res.statusCode, res.json().code]).toEqual([400, 'RELEASE_ARCHIVE_INVALID']);
    expect(res.json().value.reason).toContain('routes.json');
    await expectNothingWritten('games', '2.0.1');
  });

  it('a body that is not multipart, or a part declared as another type (415)', async () => {
    const json = await admin('PUT', '/api/admin/remotes/games/versions/2.0.2', { archive: 'x' }, bearer(token));
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const typed = await putRelease(t.app, 'games', '2.0.2', tarGz(releaseEntries('games', '2.0.2')), bearer(token), 'text/html');
    expect([typed.statusCode, typed.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    await expectNothingWritten('games', '2.0.2');
  });

  it('an archive above 20 MB (413)', async () => {
    const res = await putRelease(t.app, 'games', '2.0.3', Buffer.alloc(RELEASE_ARCHIVE_MAX_BYTES + 1, 1), bearer(token));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('RELEASE_ARCHIVE_TOO_LARGE');
    await expectNothingWritten('games', '2.0.3');
  });

  it('an archive that unpacks above the limit (413), before it is written', async () => {
    const bomb = tarGz([...releaseEntries('games', '2.0.4'), { path: 'big.bin', data: Buffer.alloc(101 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(RELEASE_ARCHIVE_MAX_BYTES);
    const res = await putRelease(t.app, 'games', '2.0.4', bomb, bearer(token));
    expect([res.statusCode, res.json().code]).toEqual([413, 'RELEASE_ARCHIVE_TOO_LARGE']);
    await expectNothingWritten('games', '2.0.4');
  });

  it('a routes.json naming another version (422), nothing written', async () => {
    const res = await putRelease(t.app, 'games', '2.0.5', tarGz(releaseEntries('games', '2.0.5', { manifestVersion: '9.9.9' })), bearer(token));
    expect([res.statusCode, res.json().code]).toEqual([422, 'REMOTE_FOLDER_INVALID']);
    await expectNothingWritten('games', '2.0.5');
  });

  it('a version that is already published, or whose folder exists (409); the published files stay', async () => {
    expect((await putRelease(t.app, 'games', '2.1.0', tarGz(releaseEntries('games', '2.1.0')), bearer(token))).statusCode).toBe(200);
    const before = await rowOf('games', '2.1.0');
    const again = tarGz([...releaseEntries('games', '2.1.0'), { path: 'extra.js', data: 'changed' }]);
    const res = await putRelease(t.app, 'games', '2.1.0', again, bearer(token));
    expect([res.statusCode, res.json().code]).toEqual([409, 'REMOTE_VERSION_EXISTS']);
    expect(existsSync(join(versionDir('games', '2.1.0'), 'extra.js'))).toBe(false);
    expect((await rowOf('games', '2.1.0'))?.content_hash).toBe(before?.content_hash);
    mkdirSync(versionDir('games', '2.2.0'), { recursive: true });
    const onDisk = await putRelease(t.app, 'games', '2.2.0', tarGz(releaseEntries('games', '2.2.0')), bearer(token));
    expect([onDisk.statusCode, onDisk.json().code]).toEqual([409, 'REMOTE_VERSION_EXISTS']);
    expect(readdirSync(versionDir('games', '2.2.0'))).toEqual([]);
  });

  it('a server whose dist cannot take the files answers 503 RELEASE_UPLOAD_UNAVAILABLE (not a 500), nothing written', async () => {
    // A file where the staging folder goes stands for a read-only or full disk (root ignores file modes).
    writeFileSync(join(t.distDir, '.uploads'), 'in the way');
    try {
      const res = await putRelease(t.app, 'games', '2.3.0', tarGz(releaseEntries('games', '2.3.0')), bearer(token));
      expect([res.statusCode, res.json().code]).toEqual([503, 'RELEASE_UPLOAD_UNAVAILABLE']);
      expect(res.json().value.reason).toContain('writable');
      expect(existsSync(versionDir('games', '2.3.0'))).toBe(false);
      expect(await rowOf('games', '2.3.0')).toBeUndefined();
    } finally {
      rmSync(join(t.distDir, '.uploads'), { force: true });
    }
  });

  it('nothing to a version whose path is not semver (400)', async () => {
    const res = await putRelease(t.app, 'games', 'latest', tarGz(releaseEntries('games', 'latest')), bearer(token));
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('uploaded versions and operators', () => {
  it('a version whose contract failed is published but cannot be activated (409 REMOTE_CONTRACT_FAILED)', async () => {
    const { token } = await issue('games');
    const res = await putRelease(t.app, 'games', '3.0.0', tarGz(releaseEntries('games', '3.0.0', { contract: 'failed' })), bearer(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().value.published.contract).toEqual({ result: 'failed', detail: 'routes: renders nothing' });
    const pin = await admin('PUT', '/api/admin/merchants/acme/remotes/games', { enabled: true, version: '3.0.0' });
    expect([pin.statusCode, pin.json().code]).toEqual([409, 'REMOTE_CONTRACT_FAILED']);
  });

  it('an operator who may publish uploads with their token; one who may not is refused (403); only a release manager issues credentials', async () => {
    const release = await operatorToken(t, 'relmgr', 'release-manager');
    const editor = await operatorToken(t, 'editor', 'content-editor');
    const ok = await putRelease(t.app, 'games', '3.1.0', tarGz(releaseEntries('games', '3.1.0')), bearer(release));
    expect(ok.statusCode).toBe(200);
    expect((await auditEntries()).find((a) => a.action === 'remote.publish' && a.target === 'games@3.1.0')).toMatchObject({ actor: 'operator:relmgr' });
    const refused = await putRelease(t.app, 'games', '3.2.0', tarGz(releaseEntries('games', '3.2.0')), bearer(editor));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    await expectNothingWritten('games', '3.2.0');
    const issued = await issue('wallet', 'wallet team', {}, bearer(release));
    expect(issued.entry.createdBy).toBe('operator:relmgr');
    expect((await admin('POST', '/api/admin/release-credentials', { remote: 'games', name: 'x' }, bearer(editor))).statusCode).toBe(403);
    expect((await admin('GET', '/api/admin/release-credentials', undefined, bearer(editor))).statusCode).toBe(403);
  });
});
