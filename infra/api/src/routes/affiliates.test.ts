import { MAX_AFFILIATE_LINKS } from '@tessera/contract/api';
import type { TTestApp } from '../testkit';
import { bearer, createAccountsApp, loginAs } from './accounts.testkit';

let t: TTestApp;
let agent: string;
beforeAll(async () => {
  t = await createAccountsApp();
  agent = await loginAs(t.app, 'agent1', 'Agent@1234');
});
afterAll(async () => {
  await t.close();
});

type TLinks = { list: { code: string; url: string; createdAt: string }[]; max: number; registrations: number };
const links = async (token = agent) => {
  const res = await t.app.inject({ url: '/api/v1/affiliate/links', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().value as TLinks;
};
const create = (payload: object, token = agent) => t.app.inject({ method: 'POST', url: '/api/v1/affiliate/links', headers: bearer(token), payload });
const remove = (code: string, token = agent) => t.app.inject({ method: 'DELETE', url: `/api/v1/affiliate/links/${code}`, headers: bearer(token) });

describe('invitation links', () => {
  it("lists agent1's seeded code with its registration URL on the merchant's main domain", async () => {
    const value = await links();
    expect(value.max).toBe(MAX_AFFILIATE_LINKS);
    expect(value.list).toContainEqual(expect.objectContaining({ code: 'AGENT1', url: 'https://demo.localhost/m/register?affiliateCode=AGENT1' }));
  });

  it('creates a chosen code (upper-cased) and a generated one; the new code works for registration checks', async () => {
    const chosen = await create({ code: 'summer24' });
    expect(chosen.json()).toMatchObject({ success: true, value: { code: 'SUMMER24' } });
    const generated = await create({});
    expect((generated.json().value as { code: string }).code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const check = await t.app.inject({ url: '/api/v1/affiliate/check?code=summer24&merchant=demo' });
    expect(JSON.stringify(check.json())).toMatch(/"success":true/);
    expect((await links()).list.map((l) => l.code)).toEqual(expect.arrayContaining(['SUMMER24', 'AGENT1']));
  });

  it('refuses a bad code, a code someone else owns, and more than the maximum, writing nothing', async () => {
    for (const code of ['ab', 'with space', 'ÄBCD', 'x'.repeat(17)]) {
      const res = await create({ code });
      expect(res.statusCode).toBe(400);
    }
    const demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await create({ code: 'AGENT1' }, demo1)).json()).toMatchObject({ code: 'AFFILIATE_CODE_TAKEN' });
    const before = (await links(demo1)).list.length;
    for (let i = before; i < MAX_AFFILIATE_LINKS; i++) expect((await create({}, demo1)).statusCode).toBe(200);
    expect((await create({}, demo1)).json()).toMatchObject({ code: 'AFFILIATE_LINK_LIMIT' });
    expect((await links(demo1)).list).toHaveLength(MAX_AFFILIATE_LINKS);
    expect((await create({ extra: 1 })).statusCode).toBe(400);
  });

  it("deletes (disables) only the member's own link; a deleted code is not given out again", async () => {
    expect((await create({ code: 'BYE2024' })).statusCode).toBe(200);
    const demo1 = await loginAs(t.app, 'demo1', 'Demo@1234');
    expect((await remove('BYE2024', demo1)).statusCode).toBe(404);
    expect((await remove('bye2024')).json()).toMatchObject({ success: true, value: { deleted: true } });
    expect((await links()).list.map((l) => l.code)).not.toContain('BYE2024');
    expect((await remove('BYE2024')).statusCode).toBe(404);
    expect((await create({ code: 'BYE2024' })).json()).toMatchObject({ code: 'AFFILIATE_CODE_TAKEN' });
    expect((await remove('../x')).statusCode).toBe(404);
  });

  it('needs a real member: 401 without a session, 403 FREE_REJECT for a trial account', async () => {
    expect((await t.app.inject({ url: '/api/v1/affiliate/links' })).statusCode).toBe(401);
    const trial = await t.app.inject({ method: 'POST', url: '/api/v1/trial/login', payload: {} });
    const token = (trial.json().value as { token: string }).token;
    expect((await create({}, token)).json()).toMatchObject({ code: 'FREE_REJECT' });
  });
});
