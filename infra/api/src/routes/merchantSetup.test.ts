import { BRAND_ASSET_MAX_BYTES, ZMerchantSetup, type TMerchantSetup } from '@tessera/contract/api';
import { crc32, deflateSync } from 'node:zlib';
import { loadSanitiser, registrationProblems, tabShows } from '../services/merchantSetup';
import { adminHeaders, type TTestApp } from '../testkit';
import { createAccountsApp, lastSmsCode, sendSms, skipSmsCooldown, solvedCaptcha, solvedHumanCheck } from './accounts.testkit';

let t: TTestApp;
beforeAll(async () => {
  t = await createAccountsApp({ rateLimits: { adminPerMinute: 10_000 } });
  // jsdom's first load takes seconds on a busy machine: outside any test's time.
  await loadSanitiser();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(), ...(payload ? { payload } : {}) });

const setupOf = (res: { json(): { value: unknown } }): TMerchantSetup => ZMerchantSetup.parse(res.json().value);

const NEW = {
  code: 'lumen',
  name: 'Lumen Casino',
  domains: ['lumen.localhost'],
  currency: { code: 'EUR', symbol: '€' },
  languages: { default: 'EN', offered: ['EN', 'PT'] },
  theme: 'dark',
} as const;

/** Brand colours that pass AA in both themes. */
const GOOD_COLOURS = {
  dark: { primary: '#2dd4bf', onPrimary: '#05201d', primaryInk: '#5eead4' },
  light: { primary: '#0f766e', onPrimary: '#ffffff', primaryInk: '#0f766e' },
};

async function auditRows(merchant: string) {
  return (await admin('GET', `/api/admin/audit?merchant=${merchant}`)).json().value as { action: string; actor: string; before: unknown; after: unknown }[];
}

/** A PNG of `w`×`h` grey pixels, with a tEXt chunk (metadata a sanitiser must drop). */
function png(w: number, h: number, extra: { type: string; data: Buffer }[] = [{ type: 'tEXt', data: Buffer.from('Comment\u0000secret') }]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) rows[y * (w + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...extra.map((e) => chunk(e.type, e.data)),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('create a merchant', () => {
  it('creates it with the default setup, audited; a player of it can register at once and has deposit channels in its currency', async () => {
    const res = await admin('POST', '/api/admin/merchants', NEW);
    expect(res.statusCode).toBe(200);
    const setup = setupOf(res);
    expect(setup).toMatchObject({ code: 'lumen', profile: { name: 'Lumen Casino', domains: ['lumen.localhost'], currency: { code: 'EUR' } }, logo: null });
    expect((await auditRows('lumen'))[0]).toMatchObject({ action: 'merchant.create', actor: expect.any(String), before: null });

    const list = (await admin('GET', '/api/admin/merchants')).json().value as { code: string }[];
    expect(list.map((m) => m.code)).toContain('lumen');
    // Chosen by host name as acme is by acme.localhost.
    const status = await t.app.inject({ url: '/api/v1/status', headers: { host: 'lumen.localhost' } });
    expect(status.json().value.info).toMatchObject({
      merchantName: 'Lumen Casino',
      currency: { code: 'EUR', symbol: '€' },
      brand: { appName: 'Lumen Casino' },
    });
    const settings = (await t.app.inject({ url: '/api/v1/register/settings?merchant=lumen' })).json().value;
    expect(settings.methods).toEqual({ username: true, mobile: false });

    const humanCheck = await solvedHumanCheck(t.app, 'lumen');
    const reg = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/register',
      headers: { 'x-merchant': 'lumen' },
      payload: { data: { username: 'lumina1', password: 'Lumen@2025', confirmPassword: 'Lumen@2025', humanCheck, ...(await solvedCaptcha(t.app, 'lumen')) } },
    });
    expect(reg.json()).toMatchObject({ success: true, value: { merchantCode: 'lumen' } });
    const channels = await t.app.db.selectFrom('deposit_channels').select('code').where('merchant_code', '=', 'lumen').execute();
    expect(channels.length).toBeGreaterThan(0);
  });

  it('refuses a taken code or domain (409) and bad input (400), writing nothing', async () => {
    expect((await admin('POST', '/api/admin/merchants', NEW)).json()).toMatchObject({ code: 'MERCHANT_EXISTS' });
    const clash = await admin('POST', '/api/admin/merchants', { ...NEW, code: 'other', domains: ['acme.localhost'] });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'MERCHANT_DOMAIN_TAKEN', value: { field: 'domains', merchant: 'acme' } });
    for (const bad of [
      { ...NEW, code: 'Bad Code' },
      { ...NEW, code: 'x2', currency: { code: 'eur', symbol: '€' } },
      { ...NEW, code: 'x3', languages: { default: 'XX', offered: ['EN'] } },
      { ...NEW, code: 'x4', domains: ['http://evil'] },
      { ...NEW, code: 'x5', extra: 1 },
    ]) {
      const r = await admin('POST', '/api/admin/merchants', bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('VALIDATION_FAILED');
    }
    const notOffered = await admin('POST', '/api/admin/merchants', { ...NEW, code: 'x6', domains: [], languages: { default: 'PT', offered: ['EN'] } });
    expect(notOffered.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: { issues: [{ path: 'languages.default' }] } });
    expect(await t.app.db.selectFrom('merchants').select('code').where('code', 'in', ['other', 'x2', 'x3', 'x4', 'x5', 'x6']).execute()).toEqual([]);
  });
});

describe('branding', () => {
  it('sanitises an SVG logo: no script, no event handler, no outside reference; the page serves it with a sandboxing CSP', async () => {
    const dirty =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" onload="alert(1)"><script>alert(2)</script>' +
      '<rect width="40" height="40" fill="#0f766e" onclick="steal()" style="fill:url(https://evil.example/x)"/>' +
      '<image href="https://evil.example/track.png"/><foreignObject><div>x</div></foreignObject><circle cx="20" cy="20" r="8" fill="#fff"/></svg>';
    const res = await admin('PUT', '/api/admin/merchants/lumen/assets/logo', { asset: { type: 'svg', data: dirty } });
    expect(res.statusCode).toBe(200);
    const logo = setupOf(res).logo;
    expect(logo).toMatchObject({ type: 'svg', url: expect.stringMatching(/^\/brand\/lumen\/[0-9a-f]{64}\.svg$/) });
    const served = await t.app.inject({ url: logo?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toMatch(/sandbox/);
    const body = served.body;
    expect(body).toMatch(/^<svg/);
    expect(body).toContain('<circle');
    for (const gone of ['<script', 'onload', 'onclick', 'alert', 'evil.example', 'foreignObject', '<image']) expect(body).not.toContain(gone);
    // The player's status names it.
    const status = (await t.app.inject({ url: '/api/v1/status?merchant=lumen' })).json().value;
    expect(status.info.brand.logoUrl).toBe(logo?.url);
  });

  it('keeps only the picture chunks of a PNG; refuses a file over the limit (413) and one that is not an image (400)', async () => {
    const file = png(64, 32);
    const res = await admin('PUT', '/api/admin/merchants/lumen/assets/logo', { asset: { type: 'png', data: file.toString('base64') } });
    expect(res.statusCode).toBe(200);
    const logo = setupOf(res).logo;
    expect(logo).toMatchObject({ type: 'png', width: 64, height: 32 });
    const served = await t.app.inject({ url: logo?.url ?? '' });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.includes(Buffer.from('secret'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('IDAT'))).toBe(true);

    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(BRAND_ASSET_MAX_BYTES / 4)}</svg>`;
    const tooLarge = await admin('PUT', '/api/admin/merchants/lumen/assets/logo', { asset: { type: 'svg', data: big } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('BRAND_ASSET_TOO_LARGE');
    for (const asset of [
      { type: 'png', data: Buffer.from('GIF89a not a png').toString('base64') },
      { type: 'svg', data: '<html><body>hello</body></html>' },
      { type: 'svg', data: '<svg onload="x()"><script>1</script>' },
    ]) {
      const r = await admin('PUT', '/api/admin/merchants/lumen/assets/logo', { asset });
      expect(r.statusCode).toBe(400);
      expect(r.json().code).toBe('BRAND_ASSET_INVALID');
    }
    // The icon must be a square PNG of at least 192 px.
    expect((await admin('PUT', '/api/admin/merchants/lumen/assets/icon', { asset: { type: 'png', data: png(64, 64).toString('base64') } })).json().code).toBe(
      'BRAND_ASSET_INVALID',
    );
    const icon = await admin('PUT', '/api/admin/merchants/lumen/assets/icon', { asset: { type: 'png', data: png(192, 192, []).toString('base64') } });
    expect(setupOf(icon).icon).toMatchObject({ width: 192, height: 192 });
    // The logo in use is still the PNG: refused uploads changed nothing.
    expect(setupOf(await admin('GET', '/api/admin/merchants/lumen/setup')).logo?.url).toBe(logo?.url);
  });

  it('refuses colours below WCAG AA with the field and the ratio; accepted colours feed the theme tokens, the manifest and the title', async () => {
    const low = await admin('PATCH', '/api/admin/merchants/lumen/setup', {
      branding: { appName: 'Lumen', pageTitle: 'Lumen Casino — play', colours: { ...GOOD_COLOURS, light: { ...GOOD_COLOURS.light, onPrimary: '#2dd4bf' } } },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'BRAND_CONTRAST_LOW', value: { field: 'branding.colours.light.onPrimary', theme: 'light', min: 4.5 } });
    expect(low.json().value.ratio).toBeLessThan(4.5);
    const ink = await admin('PATCH', '/api/admin/merchants/lumen/setup', {
      branding: { appName: 'Lumen', pageTitle: '', colours: { ...GOOD_COLOURS, dark: { ...GOOD_COLOURS.dark, primaryInk: '#0f766e' } } },
    });
    expect(ink.json()).toMatchObject({ code: 'BRAND_CONTRAST_LOW', value: { field: 'branding.colours.dark.primaryInk', against: 'page' } });
    expect(setupOf(await admin('GET', '/api/admin/merchants/lumen/setup')).branding.colours).toBeNull();

    const ok = await admin('PATCH', '/api/admin/merchants/lumen/setup', {
      branding: { appName: 'Lumen', pageTitle: 'Lumen Casino — play', colours: GOOD_COLOURS },
    });
    expect(ok.statusCode).toBe(200);
    const brand = (await t.app.inject({ url: '/api/v1/status?merchant=lumen' })).json().value.info.brand;
    expect(brand).toMatchObject({
      appName: 'Lumen',
      pageTitle: 'Lumen Casino — play',
      themeCss: expect.stringMatching(/^\/brand\/lumen\/theme-[0-9a-f]{8}\.css$/),
    });
    const css = await t.app.inject({ url: brand.themeCss });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body).toContain('--tk-primary:#2dd4bf');
    expect(css.body).toContain("[data-theme='light']{--tk-primary:#0f766e;--tk-on-primary:#ffffff");

    // The player's page: the title and the brand stylesheet after the kit's; the manifest: the app name.
    const page = await t.app.inject({ url: '/m/home?merchant=lumen', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<title>Lumen Casino — play</title>');
    expect(page.body).toMatch(new RegExp(`<link rel="stylesheet" href="${brand.themeCss}" data-brand-theme />\\s*</head>`));
    const manifest = await t.app.inject({ url: '/manifest.webmanifest?merchant=lumen' });
    expect(manifest.json()).toMatchObject({ name: 'Lumen', short_name: 'Lumen', icons: [{ src: brand.iconUrl, sizes: '192x192' }] });
    // demo has no brand colours: no stylesheet, its own name as the title.
    const demo = await t.app.inject({ url: '/m/home', headers: { accept: 'text/html' } });
    expect(demo.body).toContain('<title>Tessera Demo</title>');
    expect(demo.body).not.toContain('data-brand-theme');
  });
});

describe('links, templates, footer', () => {
  it('saves customer service, downloads, templates and footer; refuses a javascript: link', async () => {
    const bad = await admin('PATCH', '/api/admin/merchants/lumen/setup', { customerService: [{ csType: 'LIVECHAT', url: 'javascript:alert(1)' }] });
    expect(bad.statusCode).toBe(400);
    const res = await admin('PATCH', '/api/admin/merchants/lumen/setup', {
      customerService: [{ csType: 'WHATSAPP', url: 'https://wa.me/351900000000' }],
      downloads: [{ resourceType: 'Android', url: 'https://apps.lumen.example/lumen.apk', bonus: '5.00' }],
      templates: { mem_cen: '0', dep_func: '1' },
      footer: { licenceText: 'Licensed by the Gaming Authority', licenceNumber: 'GA-2025-001', paymentMarks: ['VISA', 'PIX'] },
    });
    expect(res.statusCode).toBe(200);
    const info = (await t.app.inject({ url: '/api/v1/status?merchant=lumen' })).json().value.info;
    expect(info.mobileTemplate).toEqual({ mem_cen: '0', dep_func: '1' });
    expect(info.resources).toEqual([{ resourceType: 'Android', url: 'https://apps.lumen.example/lumen.apk', bonus: '5.00' }]);
    expect(info.customerService).toHaveLength(1);
    expect(info.brand.footer).toEqual({ licenceText: 'Licensed by the Gaming Authority', licenceNumber: 'GA-2025-001', paymentMarks: ['VISA', 'PIX'] });
  });
});

describe('undo', () => {
  it('writes back the before value of the last change, audited; undoing again re-applies it', async () => {
    await admin('PATCH', '/api/admin/merchants/lumen/setup', { footer: { licenceText: 'Old text', licenceNumber: 'N1', paymentMarks: [] } });
    await admin('PATCH', '/api/admin/merchants/lumen/setup', { footer: { licenceText: 'New text', licenceNumber: 'N2', paymentMarks: ['VISA'] } });
    const [last] = await auditRows('lumen');
    expect(last).toMatchObject({ action: 'merchant.setup', before: { footer: { licenceText: 'Old text' } }, after: { footer: { licenceText: 'New text' } } });

    const undo = await admin('POST', '/api/admin/merchants/lumen/setup/undo');
    expect(undo.statusCode).toBe(200);
    expect(setupOf(undo).footer).toEqual({ licenceText: 'Old text', licenceNumber: 'N1', paymentMarks: [] });
    expect((await auditRows('lumen'))[0]).toMatchObject({ action: 'merchant.setup.undo', before: { footer: { licenceText: 'New text' } } });
    const redo = await admin('POST', '/api/admin/merchants/lumen/setup/undo');
    expect(setupOf(redo).footer.licenceText).toBe('New text');
  });

  it('undoes a logo upload (the previous logo is back) and a registration change', async () => {
    const before = setupOf(await admin('GET', '/api/admin/merchants/lumen/setup')).logo;
    await admin('PUT', '/api/admin/merchants/lumen/assets/logo', {
      asset: { type: 'svg', data: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>' },
    });
    expect(setupOf(await admin('POST', '/api/admin/merchants/lumen/setup/undo')).logo?.url).toBe(before?.url);

    await admin('PATCH', '/api/admin/merchants/lumen/registration', { email: { enabled: true, required: true } });
    await admin('POST', '/api/admin/merchants/lumen/setup/undo');
    const fields = (await admin('GET', '/api/admin/merchants/lumen/registration')).json().value.fields;
    expect(fields.email).toEqual({ enabled: false, required: false });
  });

  it('answers 409 when there is nothing to undo, 404 for an unknown merchant', async () => {
    await admin('POST', '/api/admin/merchants', { ...NEW, code: 'fresh', domains: [] });
    // Creating is not undone (a merchant is not deleted from the console).
    expect((await admin('POST', '/api/admin/merchants/fresh/setup/undo')).json()).toMatchObject({ code: 'SETUP_NOTHING_TO_UNDO' });
    expect((await admin('POST', '/api/admin/merchants/nope/setup/undo')).statusCode).toBe(404);
  });
});

describe('registration that cannot register anyone is refused', () => {
  it('refuses a field the server requires that the chosen tab does not show, naming the field (409), and writes nothing', async () => {
    const flagsOf = async () =>
      ((await admin('GET', '/api/admin/merchants')).json().value as { code: string; flags: Record<string, boolean> }[]).find((m) => m.code === 'fresh')?.flags;
    expect((await admin('PATCH', '/api/admin/merchants/fresh/registration', { mobileNum: { enabled: true, required: false } })).statusCode).toBe(200);
    // The mobile tab shows no password while MOBILENUMPASSREG3 is off, but the password is required.
    const mobileTab = await admin('PATCH', '/api/admin/merchants/fresh/flags', { MOBILENUMREG3: true });
    expect(mobileTab.statusCode).toBe(409);
    expect(mobileTab.json()).toMatchObject({ code: 'REGISTRATION_UNUSABLE', value: { field: 'password', tab: 'mobile' } });
    expect((await flagsOf())?.MOBILENUMREG3).toBe(false);
    expect((await admin('PATCH', '/api/admin/merchants/fresh/flags', { MOBILENUMREG3: true, MOBILENUMPASSREG3: true })).statusCode).toBe(200);
    expect((await admin('PATCH', '/api/admin/merchants/fresh/flags', { MOBILENUMPASSREG3: false })).json()).toMatchObject({
      code: 'REGISTRATION_UNUSABLE',
      value: { field: 'password', tab: 'mobile' },
    });
    // With the password optional the mobile tab can do without it; making it required again is refused.
    expect((await admin('PATCH', '/api/admin/merchants/fresh/registration', { password: { enabled: true, required: false } })).statusCode).toBe(200);
    expect((await admin('PATCH', '/api/admin/merchants/fresh/flags', { MOBILENUMPASSREG3: false })).statusCode).toBe(200);
    const refused = await admin('PATCH', '/api/admin/merchants/fresh/registration', {
      password: { enabled: true, required: true },
      qqNum: { enabled: true, required: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REGISTRATION_UNUSABLE', value: { field: 'password', tab: 'mobile' } });
    const fields = (await admin('GET', '/api/admin/merchants/fresh/registration')).json().value.fields;
    expect(fields.qqNum).toEqual({ enabled: false, required: false });
    expect(fields.password).toEqual({ enabled: true, required: false });
    // Turning the last tab off is refused too.
    const none = await admin('PATCH', '/api/admin/merchants/demo/flags', { USERNAMEREG3: false });
    expect(none.json()).toMatchObject({ code: 'REGISTRATION_UNUSABLE', value: { tab: null } });
    expect((await admin('GET', '/api/admin/merchants')).json().value.find((m: { code: string }) => m.code === 'demo').flags.USERNAMEREG3).toBe(true);
  });

  it('every seeded merchant can register on each of its tabs', async () => {
    for (const code of ['demo', 'acme']) {
      const settings = (await t.app.inject({ url: `/api/v1/register/settings?merchant=${code}` })).json().value;
      const flags = (await t.app.inject({ url: `/api/v1/status?merchant=${code}` })).json().value.info.whitelabel;
      expect(registrationProblems({ fields: settings.fields, flags })).toEqual([]);
    }
  });

  it("acme's default (username) tab registers with exactly the fields it shows (SMS code included)", async () => {
    const settings = (await t.app.inject({ url: '/api/v1/register/settings?merchant=acme' })).json().value;
    const flags = (await t.app.inject({ url: '/api/v1/status?merchant=acme' })).json().value.info.whitelabel;
    const shown = tabShows({ fields: settings.fields, flags }, 'username');
    expect([...shown]).toEqual(expect.arrayContaining(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword']));
    await sendSms(t.app, { countryDialingCode: '55', mobileNum: '11977776666' }, 'acme');
    const values: Record<string, string> = {
      username: 'tabuser1',
      password: 'Tab@2025x',
      confirmPassword: 'Tab@2025x',
      mobileNum: '11977776666',
      verificationCode: await lastSmsCode(t.app, '11977776666'),
    };
    const data: Record<string, unknown> = { registerBy: 'username', countryDialingCode: '55', humanCheck: await solvedHumanCheck(t.app, 'acme') };
    for (const f of shown) if (values[f] !== undefined) data[f] = values[f];
    if (shown.has('captcha')) Object.assign(data, await solvedCaptcha(t.app, 'acme'));
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/register', headers: { 'x-merchant': 'acme' }, payload: { data } });
    expect(res.json()).toMatchObject({ success: true, value: { userName: 'tabuser1', merchantCode: 'acme' } });
    await skipSmsCooldown(t.app, '11977776666');
  });
});
