import { adminFindMembers } from '@tessera/contract/api';
import { startExclusion } from '../services/responsible';
import { adminHeaders, getValue, type TTestApp } from '../testkit';
import { createAccountsApp, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';
import { operatorToken } from './operators.testkit';

// The operator's side of responsible gambling (docs/decisions/responsible-gambling.md "Operator"):
// finding a member, who may view a member's section and who may ask for a lift (always refused,
// a cool-off as a self-exclusion). SQLite, and PostgreSQL with TEST_DATABASE_URL.

let t: TTestApp;
const tokens: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createAccountsApp();
  for (const role of ['support-agent', 'auditor', 'content-editor', 'release-manager'] as const) {
    tokens[role] = { authorization: `Bearer ${await operatorToken(t, `rga${role.slice(0, 8).replace('-', '')}`, role)}` };
  }
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function newMember(mobile: string | null = null): Promise<{ id: number; username: string }> {
  const username = `rgadm${Date.now().toString(36).slice(-5)}${++seq}`.slice(0, 16);
  const password = 'Rg@12345x';
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/register',
    headers: { 'x-merchant': 'demo' },
    payload: {
      data: {
        registerMethod: 'H5',
        type: 0,
        ...(await solvedCaptcha(t.app)),
        humanCheck: await solvedHumanCheck(t.app),
        username,
        password,
        confirmPassword: password,
      },
    },
  });
  expect(res.json()).toMatchObject({ success: true });
  const { id } = await t.app.db
    .selectFrom('members')
    .select('id')
    .where('merchant_code', '=', 'demo')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  if (mobile) await t.app.db.updateTable('members').set({ mobile }).where('id', '=', id).execute();
  return { id, username };
}

const find = (q: string, headers: Record<string, string> = adminHeaders(), merchant = 'demo') =>
  t.app.inject({ url: `/api/admin/merchants/${merchant}/members?q=${encodeURIComponent(q)}`, headers });

describe('adminFindMembers', () => {
  it('finds by the start of the username (any case) or the end of the mobile, masks the mobile, shows a running exclusion', async () => {
    const a = await newMember('13912345678');
    const b = await newMember(null);
    await startExclusion(t.app.db, { id: b.id, merchantCode: 'demo' }, { kind: 'COOL_OFF', days: 3 });

    const byName = await getValue(t, adminFindMembers, `/api/admin/merchants/demo/members?q=${a.username.toUpperCase()}`, adminHeaders());
    expect(byName).toEqual([{ id: a.id, username: a.username, mobile: '•••••••5678', createdAt: expect.any(String), exclusion: null }]);

    const byMobile = await getValue(t, adminFindMembers, '/api/admin/merchants/demo/members?q=345678', adminHeaders());
    expect(byMobile.map((m) => m.id)).toContain(a.id);
    expect(byMobile.map((m) => m.id)).not.toContain(b.id);

    const excluded = await getValue(t, adminFindMembers, `/api/admin/merchants/demo/members?q=${b.username}`, adminHeaders());
    expect(excluded).toEqual([expect.objectContaining({ id: b.id, mobile: null, exclusion: { kind: 'COOL_OFF', endsAt: expect.any(String) } })]);
  });

  it('a wildcard finds nothing more than its text, another merchant is not searched, an unknown merchant is 404, q is 2-32 characters', async () => {
    await newMember();
    expect((await find('%_')).json()).toMatchObject({ success: true, value: [] });
    expect((await find('rgadm', adminHeaders(), 'acme')).json()).toMatchObject({ success: true, value: [] });
    const unknown = await find('rgadm', adminHeaders(), 'nosuch');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MERCHANT_NOT_FOUND' });
    expect((await find('r')).statusCode).toBe(400);
    expect((await find('r'.repeat(33))).statusCode).toBe(400);
  });
});

describe("who may see and act on a member's responsible gambling", () => {
  it('support and the auditor find and view; content editors and release managers are refused (403, audited)', async () => {
    const m = await newMember();
    for (const role of ['support-agent', 'auditor']) {
      expect({ role, status: (await find(m.username, tokens[role])).statusCode }).toEqual({ role, status: 200 });
      const view = await t.app.inject({ url: `/api/admin/members/${m.id}/responsible`, headers: tokens[role] });
      expect({ role, status: view.statusCode }).toEqual({ role, status: 200 });
    }
    for (const role of ['content-editor', 'release-manager']) {
      const list = await find(m.username, tokens[role]);
      expect({ role, status: list.statusCode, code: list.json().code }).toEqual({ role, status: 403, code: 'FORBIDDEN' });
      const view = await t.app.inject({ url: `/api/admin/members/${m.id}/responsible`, headers: tokens[role] });
      expect({ role, status: view.statusCode }).toEqual({ role, status: 403 });
    }
    const refused = await t.app.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'operator.refused')
      .where('target', '=', 'adminFindMembers')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it('nobody lifts a cool-off or a self-exclusion early: support is refused RG_EXCLUSION_LOCKED (recorded with its reason), the auditor FORBIDDEN', async () => {
    for (const body of [
      { kind: 'COOL_OFF', days: 1 },
      { kind: 'SELF_EXCLUSION', months: 6 },
    ] as const) {
      const m = await newMember();
      await startExclusion(t.app.db, { id: m.id, merchantCode: 'demo' }, body);
      const lift = await t.app.inject({
        method: 'POST',
        url: `/api/admin/members/${m.id}/responsible/lift`,
        headers: tokens['support-agent'],
        payload: { reason: 'player called support' },
      });
      expect({ kind: body.kind, status: lift.statusCode, code: lift.json().code }).toEqual({ kind: body.kind, status: 409, code: 'RG_EXCLUSION_LOCKED' });
      const auditor = await t.app.inject({ method: 'POST', url: `/api/admin/members/${m.id}/responsible/lift`, headers: tokens.auditor, payload: {} });
      expect(auditor.statusCode).toBe(403);
      const view = await t.app.inject({ url: `/api/admin/members/${m.id}/responsible`, headers: tokens['support-agent'] });
      const v = view.json().value as { state: { exclusion: { kind: string } | null }; events: { action: string; actor: string; detail: string }[] };
      expect(v.state.exclusion?.kind).toBe(body.kind);
      const refusal = v.events.find((e) => e.action === 'LIFT_REFUSED');
      expect(refusal?.actor).toBe('operator:rgasupport');
      expect(JSON.parse(refusal?.detail ?? '{}')).toMatchObject({ kind: body.kind, reason: 'player called support' });
    }
  });
});
