// Date of birth and minimum age at registration (issue 28 item 1, spec §5): per merchant, set by
// the operator (PATCH /api/admin/merchants/:code/registration, field birthDate with minAge 18|21).
import { adminHeaders, type TTestApp } from '../testkit';
import { createAccountsApp, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp();
});
afterAll(async () => {
  await t.close();
});

const patch = (payload: object, merchant = 'demo') =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/merchants/${merchant}/registration`, headers: adminHeaders(), payload });

let n = 0;
/** PUT /register on demo with a fresh username and the given date of birth (undefined: none sent). */
async function register(birthDate?: string) {
  n += 1;
  const data = {
    username: `dob${n}x`,
    password: 'Newbie@123',
    confirmPassword: 'Newbie@123',
    ...(await solvedCaptcha(t.app)),
    humanCheck: await solvedHumanCheck(t.app, 'demo'),
    ...(birthDate === undefined ? {} : { birthDate }),
  };
  const res = await t.app.inject({ method: 'PUT', url: '/api/v1/register', headers: { 'x-merchant': 'demo' }, payload: { data } });
  return { res, username: data.username };
}

/** The date `years` years before today (UTC), shifted by `days`, as YYYY-MM-DD. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

const storedProfile = async (username: string) =>
  JSON.parse(
    (await t.app.db.selectFrom('members').select('profile').where('merchant_code', '=', 'demo').where('username', '=', username).executeTakeFirstOrThrow())
      .profile,
  ) as Record<string, unknown>;

afterEach(async () => {
  expect((await patch({ birthDate: { enabled: false, required: false, minAge: 18 } })).statusCode).toBe(200);
});

describe('date of birth at registration', () => {
  it('not asked when the merchant has it off: registers without one and ignores one sent', async () => {
    const none = await register();
    expect(none.res.statusCode).toBe(200);
    const young = await register(yearsAgo(10));
    expect(young.res.statusCode).toBe(200);
    expect(await storedProfile(young.username)).not.toHaveProperty('birthDate');
  });

  it('18 by default: under 18 refused with RG_UNDERAGE on birthDate, exactly 18 today registers and is stored', async () => {
    expect((await patch({ birthDate: { enabled: true, required: true } })).statusCode).toBe(200);
    const settings = await t.app.inject({ url: '/api/v1/register/settings?merchant=demo' });
    expect(settings.json().value.fields.birthDate).toMatchObject({ enabled: true, required: true });
    expect(settings.json().value.fields.birthDate.minAge ?? 18).toBe(18);

    const under = await register(yearsAgo(18, 1));
    expect(under.res.statusCode).toBe(400);
    expect(under.res.json()).toMatchObject({ code: 'RG_UNDERAGE', value: { field: 'birthDate', minAge: 18 } });
    const rows = await t.app.db.selectFrom('members').select('id').where('username', '=', under.username).execute();
    expect(rows).toHaveLength(0);

    const exactly = await register(yearsAgo(18));
    expect(exactly.res.statusCode).toBe(200);
    expect(await storedProfile(exactly.username)).toMatchObject({ birthDate: yearsAgo(18) });
  });

  it('a 21 merchant refuses a 20-year-old and accepts exactly 21; the setting is shown and kept', async () => {
    expect((await patch({ birthDate: { enabled: true, required: false, minAge: 21 } })).statusCode).toBe(200);
    const settings = await t.app.inject({ url: '/api/v1/register/settings?merchant=demo' });
    expect(settings.json().value.fields.birthDate).toEqual({ enabled: true, required: false, minAge: 21 });
    const twenty = await register(yearsAgo(20));
    expect(twenty.res.statusCode).toBe(400);
    expect(twenty.res.json()).toMatchObject({ code: 'RG_UNDERAGE', value: { field: 'birthDate', minAge: 21 } });
    expect((await register(yearsAgo(21))).res.statusCode).toBe(200);
    // A change that names no minAge keeps 21.
    expect((await patch({ birthDate: { enabled: true, required: true } })).statusCode).toBe(200);
    expect((await register(yearsAgo(21, 1))).res.json()).toMatchObject({ code: 'RG_UNDERAGE', value: { minAge: 21 } });
  });

  it('required while asked (even when not marked required); impossible and future dates are 400', async () => {
    expect((await patch({ birthDate: { enabled: true, required: false } })).statusCode).toBe(200);
    const missing = await register();
    expect(missing.res.statusCode).toBe(400);
    expect(missing.res.json()).toMatchObject({ code: 'FIELD_REQUIRED', value: { field: 'birthDate' } });
    for (const bad of ['2001-02-29', '1990-13-01', '1990-1-1', '01/01/1990', yearsAgo(-1)]) {
      const res = (await register(bad)).res;
      expect([bad, res.statusCode, res.json().code]).toEqual([bad, 400, 'BIRTH_DATE_INVALID']);
    }
  });

  it('the operator setting is validated: minAge 18 or 21 only, on birthDate only', async () => {
    for (const body of [
      { birthDate: { enabled: true, required: true, minAge: 19 } },
      { birthDate: { enabled: true, required: true, minAge: '21' } },
      { email: { enabled: true, required: false, minAge: 21 } },
    ]) {
      const res = await patch(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const settings = await t.app.inject({ url: '/api/v1/register/settings?merchant=demo' });
    expect(settings.json().value.fields.birthDate.enabled).toBe(false);
    expect(settings.json().value.fields.email).not.toHaveProperty('minAge');
  });
});
