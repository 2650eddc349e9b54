// A real OpenID Connect provider (oidc-provider) and a phone-verification token service on
// 127.0.0.1, for the social-login tests (docs/decisions/social-login.md). Nothing here is mocked:
// the API talks to it over HTTP as it would to Google or a Firebase-like service.
//
//   IDP_PORT=18491 IDP_CLIENTS='[{"client_id":"…","client_secret":"…","redirect_uris":["…"]}]' node e2e/idp/idp.mjs
//
// - OpenID provider at http://127.0.0.1:$IDP_PORT (discovery, /auth, /token, /jwks), with the
//   package's development login page: any login name and any password sign in. The login name is the
//   subject; the ID token carries a verified e-mail `<login>@idp.test` (or the login itself when it
//   holds an @), and a verified phone_number when the login is `+<digits>`. Consent is implied.
// - Phone verification service: GET /phone/jwks (its public keys) and GET /phone/token?phone=+55…
//   (&aud=…&iss=…&exp=…) mints the ID token a client SDK would get after the SMS it sends itself.
// Prints "idp ready <issuer>" on stdout once listening.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.IDP_PORT ?? 18491);
const issuer = `http://127.0.0.1:${port}`;
const clients = JSON.parse(process.env.IDP_CLIENTS ?? '[]').map((c) => ({
  grant_types: ['authorization_code'],
  response_types: ['code'],
  token_endpoint_auth_method: 'client_secret_basic',
  ...c,
}));
const PHONE_ISSUER = process.env.IDP_PHONE_ISSUER ?? `${issuer}/phone`;
const PHONE_AUDIENCE = process.env.IDP_PHONE_AUDIENCE ?? 'tessera-phone';

function claimsOf(login) {
  const phone = /^\+[0-9]{6,20}$/.test(login) ? login : null;
  return {
    sub: login,
    name: login,
    email: phone ? undefined : login.includes('@') ? login : `${login}@idp.test`,
    email_verified: phone ? undefined : true,
    phone_number: phone ?? undefined,
    phone_number_verified: phone ? true : undefined,
  };
}

const provider = new Provider(issuer, {
  clients,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], phone: ['phone_number', 'phone_number_verified'] },
  scopes: ['openid', 'email', 'profile', 'phone'],
  features: { devInteractions: { enabled: true } },
  // The ID token carries the claims (the API reads them without a userinfo call).
  conformIdTokenClaims: false,
  pkce: { required: () => true },
  cookies: { keys: ['tessera-test-idp-cookie-key'] },
  async findAccount(_ctx, sub) {
    return { accountId: sub, claims: async () => claimsOf(sub) };
  },
  // First-party test clients: consent is implied (no second page).
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile phone');
    await grant.save();
    return grant;
  },
});
provider.on('server_error', (_ctx, error) => console.error('idp server_error', error));

const phoneKeys = await generateKeyPair('RS256');
const phoneJwk = { ...(await exportJWK(phoneKeys.publicKey)), kid: 'phone-1', alg: 'RS256', use: 'sig' };
const oidcCallback = provider.callback();

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  if (url.pathname === '/phone/jwks') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=60' });
    res.end(JSON.stringify({ keys: [phoneJwk] }));
    return;
  }
  if (url.pathname === '/phone/token') {
    const phone = url.searchParams.get('phone') ?? '';
    const token = await new SignJWT({ phone_number: phone })
      .setProtectedHeader({ alg: 'RS256', kid: 'phone-1' })
      .setIssuer(url.searchParams.get('iss') ?? PHONE_ISSUER)
      .setAudience(url.searchParams.get('aud') ?? PHONE_AUDIENCE)
      .setSubject(`phone-${phone}`)
      .setIssuedAt()
      .setExpirationTime(url.searchParams.get('exp') ?? '5m')
      .sign(phoneKeys.privateKey);
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify({ idToken: token }));
    return;
  }
  oidcCallback(req, res);
});
server.listen(port, '127.0.0.1', () => console.log(`idp ready ${issuer}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
