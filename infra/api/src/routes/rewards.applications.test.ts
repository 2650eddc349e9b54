import { APPLICATION_IMAGE_MAX_BYTES, ZAdminPromotionApplication, ZPromotionApplication } from '@tessera/contract/api';
import { memberBalance } from '../services/wallet/ledger';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

// Promotion applications: multipart upload (comment ≤ 140, ≤ 3 png/jpg images ≤ 5MB by content),
// one open application per promotion, operator review crediting the bonus once.

let t: TTestApp;
let demo: string;
let acme: string;
let trial: string;
let demoId: number;
let acmeId: number;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake png body')]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body')]);
const GIF = Buffer.from('GIF89a fake gif body');

type TPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

function multipart(parts: TPart[]) {
  const boundary = '----tessera-test-boundary-7f3a';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('value' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.contentType}\r\n\r\n`),
      );
      chunks.push(p.data, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (data = PNG, filename = 'proof.png'): TPart => ({ name: 'images', filename, contentType: 'image/png', data });

async function promotionId(merchant: string, title: string): Promise<number> {
  const row = await t.app.db.selectFrom('promotions').select('id').where('merchant_code', '=', merchant).where('title', '=', title).executeTakeFirstOrThrow();
  return row.id;
}

function apply(id: number | string, parts: TPart[], token = demo) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url: `/api/v1/promotions/${id}/applications`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

const review = (id: number, payload: object, headers: Record<string, string> = adminHeaders()) =>
  t.app.inject({ method: 'POST', url: `/api/admin/promotion-applications/${id}/review`, headers, payload });

async function storedFor(memberId: number) {
  const apps = await t.app.db.selectFrom('promotion_applications').select('id').where('member_id', '=', memberId).execute();
  const images = apps.length
    ? await t.app.db
        .selectFrom('promotion_application_images')
        .select('id')
        .where(
          'application_id',
          'in',
          apps.map((a) => a.id),
        )
        .execute()
    : [];
  return { applications: apps.length, images: images.length };
}

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
  acme = await loginAs(t.app, 'acme1', 'Acme@1234', { merchant: 'acme' });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
  trial = (res.json().value as { token: string }).token;
  const ids = await t.app.db.selectFrom('members').select(['id', 'username']).where('username', 'in', ['demo1', 'acme1']).execute();
  demoId = ids.find((m) => m.username === 'demo1')?.id ?? 0;
  acmeId = ids.find((m) => m.username === 'acme1')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/promotions/:id/applications (multipart)', () => {
  it('stores a comment and png/jpg images (type from the bytes, generated names); one open application per promotion', async () => {
    const id = await promotionId('demo', 'Slots rescue bonus');
    const res = await apply(id, [
      { name: 'comment', value: 'Lost 800 on slots this week' },
      png(),
      { name: 'images', filename: 'shot.jpeg', contentType: 'application/octet-stream', data: JPG },
    ]);
    expect(res.statusCode).toBe(200);
    const value = ZPromotionApplication.parse(res.json().value);
    expect(value).toMatchObject({
      promotionId: id,
      promotionTitle: 'Slots rescue bonus',
      status: 'applying',
      comment: 'Lost 800 on slots this week',
      imageCount: 2,
      bonusAmount: null,
      reviewedAt: null,
    });
    const images = await t.app.db.selectFrom('promotion_application_images').selectAll().where('application_id', '=', value.id).orderBy('position').execute();
    expect(images.map((i) => [i.content_type, i.size_bytes])).toEqual([
      ['image/png', PNG.length],
      ['image/jpeg', JPG.length],
    ]);
    expect(images[0]?.name).toMatch(/^[0-9a-f]{24}\.png$/);
    expect(images[1]?.name).toMatch(/^[0-9a-f]{24}\.jpg$/);
    expect(Buffer.from(images[0]?.data ?? '', 'base64').equals(PNG)).toBe(true);
    const served = await t.app.inject({ url: `/api/admin/promotion-applications/${value.id}/images/1`, headers: adminHeaders() });
    expect(served.json().value).toMatchObject({ name: images[1]?.name, contentType: 'image/jpeg', size: JPG.length });
    expect(Buffer.from((served.json().value as { data: string }).data, 'base64').equals(JPG)).toBe(true);
    expect((await t.app.inject({ url: `/api/admin/promotion-applications/${value.id}/images/2`, headers: adminHeaders() })).json().code).toBe(
      'APPLICATION_NOT_FOUND',
    );
    expect((await t.app.inject({ url: `/api/admin/promotion-applications/${value.id}/images/0` })).statusCode).toBe(401);

    const again = await apply(id, [{ name: 'comment', value: 'again' }]);
    expect([again.statusCode, again.json().code]).toEqual([409, 'APPLICATION_PENDING']);

    const mine = await t.app.inject({ url: '/api/v1/promotions/applications', headers: bearer(demo) });
    expect(mine.statusCode).toBe(200);
    expect((mine.json().value as { list: { id: number }[] }).list.map((a) => a.id)).toContain(value.id);
    const filtered = await t.app.inject({ url: '/api/v1/promotions/applications?status=rejected', headers: bearer(demo) });
    expect((filtered.json().value as { list: unknown[] }).list).toEqual([]);
  });

  it('accepts an application without comment or images, a 140-character comment, and an image of exactly 5MB', async () => {
    const id = await promotionId('acme', 'Giros grátis PG');
    const big = Buffer.alloc(APPLICATION_IMAGE_MAX_BYTES, 0);
    PNG.copy(big);
    const res = await apply(id, [{ name: 'comment', value: 'é'.repeat(140) }, png(big)], acme);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ imageCount: 1, comment: 'é'.repeat(140) });
    const welcome = await promotionId('acme', 'Bônus de boas-vindas {{percent}}');
    const empty = await apply(welcome, [], acme);
    expect(empty.json().value).toMatchObject({ imageCount: 0, comment: '', status: 'applying' });
    const rows = await t.app.db.selectFrom('promotion_applications').select('merchant_code').where('member_id', '=', acmeId).execute();
    expect(rows.every((r) => r.merchant_code === 'acme')).toBe(true);
  });

  it('refuses bad uploads with a clear code and stores nothing', async () => {
    const id = await promotionId('demo', 'Welcome bonus {{percent}}');
    const before = await storedFor(demoId);
    const cases: [TPart[], number, string][] = [
      [[png(), png(), png(), png()], 400, 'APPLICATION_TOO_MANY_IMAGES'],
      [[{ name: 'comment', value: 'four' }, png(), png(), png(), png()], 400, 'APPLICATION_TOO_MANY_IMAGES'],
      [[png(Buffer.concat([PNG, Buffer.alloc(APPLICATION_IMAGE_MAX_BYTES + 1 - PNG.length)]))], 413, 'APPLICATION_IMAGE_TOO_LARGE'],
      [[png(), png(GIF, 'cat.png')], 400, 'APPLICATION_IMAGE_TYPE'],
      [[png(Buffer.from('just some text, not an image'), 'notes.png')], 400, 'APPLICATION_IMAGE_TYPE'],
      [[png(Buffer.alloc(0), 'empty.png')], 400, 'APPLICATION_IMAGE_TYPE'],
      [[{ name: 'comment', value: 'x'.repeat(141) }, png()], 400, 'APPLICATION_COMMENT_TOO_LONG'],
      [[{ name: 'comment', value: 'x'.repeat(2000) }], 400, 'APPLICATION_COMMENT_TOO_LONG'],
      [
        [
          { name: 'comment', value: 'a' },
          { name: 'comment', value: 'b' },
        ],
        400,
        'APPLICATION_UPLOAD_INVALID',
      ],
      [[{ name: 'other', value: 'a' }], 400, 'APPLICATION_UPLOAD_INVALID'],
      [[{ name: 'avatar', filename: 'a.png', contentType: 'image/png', data: PNG }], 400, 'APPLICATION_UPLOAD_INVALID'],
    ];
    for (const [parts, status, code] of cases) {
      const res = await apply(id, parts);
      expect({ n: parts.length, status: res.statusCode, code: res.json().code }).toEqual({ n: parts.length, status, code });
    }
    // A JSON body, a form-urlencoded body, a truncated multipart body.
    const json = await t.app.inject({ method: 'POST', url: `/api/v1/promotions/${id}/applications`, headers: bearer(demo), payload: { comment: 'hi' } });
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${id}/applications`,
      headers: { ...bearer(demo), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'comment=hi',
    });
    expect(urlencoded.statusCode).toBe(415);
    const truncated = multipart([png()]);
    const cut = await t.app.inject({
      method: 'POST',
      url: `/api/v1/promotions/${id}/applications`,
      headers: { ...bearer(demo), ...truncated.headers },
      payload: truncated.payload.subarray(0, truncated.payload.length - 30),
    });
    expect(cut.statusCode).toBe(400);
    for (const contentType of ['multipart/form-data; boundary=x', 'multipart/form-data']) {
      const garbage = await t.app.inject({
        method: 'POST',
        url: `/api/v1/promotions/${id}/applications`,
        headers: { ...bearer(demo), 'content-type': contentType },
        payload: 'garbage\r\n--x\r\nnot a part',
      });
      expect([contentType, garbage.statusCode, garbage.json().code]).toEqual([contentType, 400, 'APPLICATION_UPLOAD_INVALID']);
    }
    expect(await storedFor(demoId)).toEqual(before);
  });

  it('answers over a real socket (FormData upload) without hanging on refused parts', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const id = await promotionId('demo', 'Welcome bonus {{percent}}');
      const send = (form: FormData) => fetch(`${address}/api/v1/promotions/${id}/applications`, { method: 'POST', headers: bearer(demo), body: form });
      const tooMany = new FormData();
      for (let i = 0; i < 4; i++) tooMany.append('images', new Blob([PNG], { type: 'image/png' }), `p${i}.png`);
      const a = await send(tooMany);
      expect([a.status, ((await a.json()) as { code: string }).code]).toEqual([400, 'APPLICATION_TOO_MANY_IMAGES']);
      const tooBig = new FormData();
      tooBig.append('images', new Blob([PNG, Buffer.alloc(APPLICATION_IMAGE_MAX_BYTES)], { type: 'image/png' }), 'big.png');
      tooBig.append('comment', 'after the big file');
      const b = await send(tooBig);
      expect([b.status, ((await b.json()) as { code: string }).code]).toEqual([413, 'APPLICATION_IMAGE_TOO_LARGE']);
      const good = new FormData();
      good.append('comment', 'via fetch');
      good.append('images', new Blob([JPG], { type: 'image/jpeg' }), 'ok.jpg');
      const c = await send(good);
      expect(c.status).toBe(200);
      const created = ((await c.json()) as { value: { id: number; imageCount: number } }).value;
      expect(created.imageCount).toBe(1);
      await t.app.db.deleteFrom('promotion_applications').where('id', '=', created.id).execute();
    } finally {
      await t.restart();
    }
  });

  it('is documented in the OpenAPI document (multipart fields in the summary)', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    };
    const op = doc.paths['/api/v1/promotions/{id}/applications']?.post;
    expect(op?.operationId).toBe('applyPromotion');
    expect(op?.summary).toMatch(/multipart\/form-data/);
  });

  it('refuses unknown, foreign and closed promotions', async () => {
    expect((await apply(999999, [])).json().code).toBe('PROMOTION_NOT_FOUND');
    expect((await apply(await promotionId('acme', 'Giros grátis PG'), [])).json().code).toBe('PROMOTION_NOT_FOUND');
    for (const title of ['Summer roulette festival', 'Lunar new year red packets', 'Live casino winning streak']) {
      const res = await apply(await promotionId('demo', title), []);
      expect([title, res.statusCode, res.json().code]).toEqual([title, 409, 'PROMOTION_NOT_APPLICABLE']);
    }
    const bad = await apply('abc', []);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('needs a real member session', async () => {
    const id = await promotionId('demo', 'Welcome bonus {{percent}}');
    const body = multipart([png()]);
    const guest = await t.app.inject({ method: 'POST', url: `/api/v1/promotions/${id}/applications`, headers: body.headers, payload: body.payload });
    expect([guest.statusCode, guest.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const free = await apply(id, [png()], trial);
    expect([free.statusCode, free.json().code]).toEqual([403, 'FREE_REJECT']);
    expect((await t.app.inject({ url: '/api/v1/promotions/applications' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/promotions/applications', headers: bearer(trial) })).json().code).toBe('FREE_REJECT');
  });

  it('keeps multipart to this one route: other routes still refuse it and keep the 64 KB JSON limit', async () => {
    const body = multipart([{ name: 'code', value: 'MULTI1' }]);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/affiliate/links', headers: { ...bearer(demo), ...body.headers }, payload: body.payload });
    expect([other.statusCode, other.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const huge = await review(1, { decision: 'reject', note: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('operator review', () => {
  it('approves once: credits the bonus (BONUS, promotions book), audits, and frees the promotion for a new application', async () => {
    const promo = await promotionId('demo', 'Welcome bonus {{percent}}');
    const created = await apply(promo, [{ name: 'comment', value: 'first deposit done' }]);
    const id = (created.json().value as { id: number }).id;
    const before = await memberBalance(t.app.db, 'demo', demoId);

    const listed = await t.app.inject({ url: '/api/admin/promotion-applications?merchant=demo&status=applying', headers: adminHeaders() });
    const list = (listed.json().value as { list: unknown[] }).list.map((a) => ZAdminPromotionApplication.parse(a));
    expect(list.find((a) => a.id === id)).toMatchObject({ username: 'demo1', memberId: demoId, merchantCode: 'demo', images: [] });

    const processing = await review(id, { decision: 'processing' });
    expect(processing.json().value).toMatchObject({ status: 'processing', reviewedAt: null });
    expect((await apply(promo, [])).json().code).toBe('APPLICATION_PENDING');

    expect((await review(id, { decision: 'approve' })).json().code).toBe('APPLICATION_BONUS_INVALID');
    expect((await review(id, { decision: 'approve', bonusAmount: '0' })).json().code).toBe('APPLICATION_BONUS_INVALID');
    expect((await review(id, { decision: 'approve', bonusAmount: '1.234' })).json().code).toBe('APPLICATION_BONUS_INVALID');

    const [a, b] = await Promise.all([review(id, { decision: 'approve', bonusAmount: '88.00' }), review(id, { decision: 'approve', bonusAmount: '88.00' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().value).toMatchObject({ status: 'issued', bonusAmount: '88.00' });
    expect((await review(id, { decision: 'reject' })).json().code).toBe('APPLICATION_ALREADY_REVIEWED');

    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before + 8800);
    const txs = await t.app.db.selectFrom('ledger_transactions').select(['type']).where('reference', '=', `promotion-application:${id}`).execute();
    expect(txs).toEqual([{ type: 'BONUS' }]);
    const audits = await t.app.db.selectFrom('audit_log').select(['action', 'actor']).where('target', '=', `promotion-application:${id}`).execute();
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ action: 'promotionApplication.review', actor: 'break-glass' });

    const mine = await t.app.inject({ url: '/api/v1/promotions/applications?status=issued', headers: bearer(demo) });
    expect((mine.json().value as { list: { id: number }[] }).list.map((x) => x.id)).toEqual([id]);
    // Closed: the member may apply again.
    const second = await apply(promo, []);
    expect(second.statusCode).toBe(200);
    const rejected = await review((second.json().value as { id: number }).id, { decision: 'reject', note: 'once per member' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', bonusAmount: null });
    expect(await memberBalance(t.app.db, 'demo', demoId)).toBe(before + 8800);
  });

  it('needs the operator token and a known application', async () => {
    expect((await review(1, { decision: 'reject' }, {})).statusCode).toBe(401);
    expect((await review(1, { decision: 'reject' }, bearer(demo))).statusCode).toBe(401);
    expect((await review(999999, { decision: 'reject' })).json().code).toBe('APPLICATION_NOT_FOUND');
    expect((await review(1, { decision: 'maybe' })).json().code).toBe('VALIDATION_FAILED');
    expect((await review(1, { decision: 'reject', extra: 1 })).json().code).toBe('VALIDATION_FAILED');
    expect((await t.app.inject({ url: '/api/admin/promotion-applications' })).statusCode).toBe(401);
  });
});
