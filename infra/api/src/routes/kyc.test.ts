import { KYC_DOCUMENT_MAX_BYTES } from '@tessera/contract/api';
import { adminHeaders, type TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';
import { GIF, JPG, PNG, pngPart, postMultipart, type TPart } from './upload.testkit';

// KYC: a png/jpg document ≤ 5MB goes to review (PENDING, "under review"), the operator approves
// (VERIFIED) or rejects with a reason (REJECTED, the member may upload again). Behind SECPRIV.

let t: TTestApp;
let demo: string;
let agent: string;

const doc = (data: Buffer, type = 'ID_CARD'): TPart[] => [{ name: 'documentType', value: type }, pngPart('document', data, 'id.png')];
const submit = (token: string, parts: TPart[]) => postMultipart(t.app, '/api/v1/security/kyc', parts, bearer(token));
const state = async (token: string) => (await t.app.inject({ url: '/api/v1/security/kyc', headers: bearer(token) })).json().value;
const pending = async () =>
  (await t.app.inject({ url: '/api/admin/kyc?merchant=demo', headers: adminHeaders() })).json().value.list as { id: number; username: string }[];
const review = (id: number, body: object) => t.app.inject({ method: 'POST', url: `/api/admin/kyc/${id}/review`, headers: adminHeaders(), payload: body });

beforeAll(async () => {
  t = await createAccountsApp();
  demo = await loginAs(t.app, 'demo1', 'Demo@1234');
  agent = await loginAs(t.app, 'agent1', 'Agent@1234');
});
afterAll(async () => {
  await t.close();
});

describe('KYC', () => {
  it('refuses what is not a png/jpg document of a known type, storing nothing', async () => {
    expect((await submit(demo, doc(GIF))).json().code).toBe('KYC_DOCUMENT_TYPE');
    expect((await submit(demo, doc(PNG, 'SELFIE'))).json().code).toBe('KYC_UPLOAD_INVALID');
    expect((await submit(demo, [{ name: 'documentType', value: 'PASSPORT' }])).json().code).toBe('KYC_UPLOAD_INVALID');
    const big = await submit(demo, doc(Buffer.concat([PNG, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)])));
    expect({ status: big.statusCode, code: big.json().code }).toEqual({ status: 413, code: 'KYC_DOCUMENT_TOO_LARGE' });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/security/kyc', headers: bearer(demo), payload: { documentType: 'ID_CARD' } });
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await state(demo)).toMatchObject({ status: 'NONE' });
  });

  it('upload → PENDING (one at a time) → operator approves → VERIFIED, audited; no second upload', async () => {
    const res = await submit(demo, doc(PNG));
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'PENDING', documentType: 'ID_CARD', reviewedAt: null });
    expect((await submit(demo, doc(JPG))).json().code).toBe('KYC_PENDING');
    const [sub] = (await pending()).filter((s) => s.username === 'demo1');
    const docRes = await t.app.inject({ url: `/api/admin/kyc/${sub!.id}/document`, headers: adminHeaders() });
    expect(Buffer.from(docRes.json().value.data, 'base64').equals(PNG)).toBe(true);
    expect((await review(sub!.id, { decision: 'approve' })).json().value).toMatchObject({ status: 'APPROVED' });
    expect((await review(sub!.id, { decision: 'reject' })).json().code).toBe('KYC_ALREADY_REVIEWED');
    expect(await state(demo)).toMatchObject({ status: 'VERIFIED', documentType: 'ID_CARD' });
    expect((await submit(demo, doc(JPG))).json().code).toBe('KYC_ALREADY_VERIFIED');
    const audit = (await t.app.inject({ url: '/api/admin/audit', headers: adminHeaders() })).json().value;
    expect(JSON.stringify(audit)).toContain('kyc.review');
  });

  it('a rejection carries its reason and lets the member upload again', async () => {
    await submit(agent, doc(JPG, 'PASSPORT'));
    const [sub] = (await pending()).filter((s) => s.username === 'agent1');
    await review(sub!.id, { decision: 'reject', reason: 'Blurred photo' });
    expect(await state(agent)).toMatchObject({ status: 'REJECTED', reason: 'Blurred photo' });
    expect((await submit(agent, doc(PNG, 'PASSPORT'))).json().value).toMatchObject({ status: 'PENDING', reason: null });
  });

  it('needs a real member and the SECPRIV key', async () => {
    expect((await t.app.inject({ url: '/api/v1/security/kyc' })).statusCode).toBe(401);
    await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/flags', headers: adminHeaders(), payload: { SECPRIV: false } });
    try {
      expect((await t.app.inject({ url: '/api/v1/security/kyc', headers: bearer(demo) })).json()).toMatchObject({ code: 'FEATURE_DISABLED' });
    } finally {
      await t.app.inject({ method: 'PATCH', url: '/api/admin/merchants/demo/flags', headers: adminHeaders(), payload: { SECPRIV: true } });
    }
  });
});
