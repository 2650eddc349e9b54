// A member's own head icon (issue 29, personal info; docs/decisions/head-icon-upload.md): PNG, JPEG
// or WebP by the bytes, 32-4096 px a side, at most 2MB, stored under its SHA-256 and served with a
// year of caching; anything else refused with a code, nothing stored.
import { HEAD_ICON_UPLOAD_MAX_BYTES } from '@tessera/contract/api';
import { createHash } from 'node:crypto';
import { encodePng } from '../lib/png';
import { createTestApp, type TTestApp } from '../testkit';
import { bearer, HIGH_LIMITS, loginAs } from './accounts.testkit';
import { postMultipart, type TPart } from './upload.testkit';

let t: TTestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: HIGH_LIMITS });
  token = await loginAs(t.app, 'demo1', 'Demo@1234');
  memberId = (await t.app.db.selectFrom('members').select('id').where('username', '=', 'demo1').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const png = (w: number, h: number, shade = 0x80) => encodePng(w, h, new Uint8Array(w * h * 3).fill(shade));
/** A baseline JPEG header with a SOF0 of the given sides (the server reads the header, it does not decode). */
function jpeg(w: number, h: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, h >> 8, h & 0xff, w >> 8, w & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}
/** A lossless WebP header (VP8L) of the given sides. */
function webp(w: number, h: number): Buffer {
  const bits = (w - 1) | ((h - 1) << 14);
  const body = Buffer.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff, 0, 0, 0, 0, 0]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([body.length, 0, 0, 0]), body]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from([chunk.length + 4, 0, 0, 0]), Buffer.from('WEBP'), chunk]);
}
const part = (data: Buffer, contentType = 'image/png', name = 'image'): TPart => ({ name, filename: 'me.png', contentType, data });
const upload = (parts: TPart[], auth: Record<string, string> = bearer(token)) => postMultipart(t.app, '/api/v1/member/head-icon/upload', parts, auth);
const stored = () => t.app.db.selectFrom('member_head_icons').selectAll().where('member_id', '=', memberId).executeTakeFirst();

describe('head icon upload', () => {
  it('PNG: stored under its hash, the current icon; served with its type, a year of caching and no sniffing; the member center lists it', async () => {
    const bytes = png(64, 64);
    const res = await upload([part(bytes)]);
    expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const url = `/api/v1/head-icons/${hash}.png`;
    expect(res.json().value).toMatchObject({ headIcon: 'upload', icons: expect.arrayContaining([{ id: 'upload', url }]) });
    expect(await stored()).toMatchObject({ hash, content_type: 'image/png', width: 64, height: 64, size_bytes: bytes.length });
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: `"${hash}"`,
    });
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    const view = await t.app.inject({ url: '/api/v1/member/head-icon', headers: bearer(token) });
    expect(view.json().value).toMatchObject({ headIcon: 'upload', icons: expect.arrayContaining([{ id: 'upload', url }]) });
    const info = await t.app.inject({ url: '/api/v1/member/info', headers: bearer(token) });
    expect(info.json().value.headIcon).toBe('upload');
    // Another extension, an unknown hash or a bad name: 404.
    for (const bad of [`${hash}.jpg`, `${'0'.repeat(64)}.png`, 'x.png', `${hash}.svg`])
      expect((await t.app.inject({ url: `/api/v1/head-icons/${bad}` })).statusCode).toBe(404);
  });

  it('JPEG and WebP are read by their headers; a new picture replaces the old one (a new URL); a stock icon and back', async () => {
    expect((await upload([part(jpeg(400, 300), 'image/jpeg')])).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ content_type: 'image/jpeg', width: 400, height: 300 });
    const w = await upload([part(webp(256, 256), 'image/webp')]);
    expect([w.statusCode, w.body]).toEqual([200, expect.any(String)]);
    const row = await stored();
    expect(row).toMatchObject({ content_type: 'image/webp', width: 256, height: 256 });
    expect(w.json().value.icons).toContainEqual({ id: 'upload', url: `/api/v1/head-icons/${row?.hash}.webp` });
    expect(await t.app.db.selectFrom('member_head_icons').select('member_id').where('member_id', '=', memberId).execute()).toHaveLength(1);
    const stock = await t.app.inject({ method: 'POST', url: '/api/v1/member/head-icon', headers: bearer(token), payload: { headIcon: '3' } });
    expect(stock.json().value).toMatchObject({ headIcon: '3', icons: expect.arrayContaining([expect.objectContaining({ id: 'upload' })]) });
    const back = await t.app.inject({ method: 'POST', url: '/api/v1/member/head-icon', headers: bearer(token), payload: { headIcon: 'upload' } });
    expect(back.json().value.headIcon).toBe('upload');
  });

  it('refuses SVG (declared as png), GIF, HTML, a bad or huge size, too many or no files, and a visitor; nothing changes', async () => {
    const before = await stored();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="64" height="64"/></svg>');
    const cases: [TPart[], number, string][] = [
      [[part(svg)], 400, 'HEAD_ICON_TYPE'],
      [[part(Buffer.from('GIF89a' + 'x'.repeat(40)), 'image/gif')], 400, 'HEAD_ICON_TYPE'],
      [[part(Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64)))], 400, 'HEAD_ICON_TYPE'],
      [[part(png(16, 16))], 400, 'HEAD_ICON_DIMENSIONS'],
      [[part(jpeg(5000, 100), 'image/jpeg')], 400, 'HEAD_ICON_DIMENSIONS'],
      [[part(Buffer.concat([png(64, 64), Buffer.alloc(HEAD_ICON_UPLOAD_MAX_BYTES)]))], 413, 'HEAD_ICON_TOO_LARGE'],
      [[part(png(64, 64)), part(png(64, 64))], 400, 'HEAD_ICON_UPLOAD_INVALID'],
      [[part(png(64, 64), 'image/png', 'picture')], 400, 'HEAD_ICON_UPLOAD_INVALID'],
      [[{ name: 'note', value: 'hi' }], 400, 'HEAD_ICON_UPLOAD_INVALID'],
    ];
    for (const [parts, status, code] of cases) {
      const res = await upload(parts);
      expect([code, res.statusCode, res.json().code]).toEqual([code, status, code]);
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/member/head-icon/upload', headers: bearer(token), payload: { image: 'x' } });
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await upload([part(png(64, 64))], {})).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
