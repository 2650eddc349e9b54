// What the request logs must never show. The API itself takes credentials in headers and bodies;
// only the demo game pages carry one in the URL (?ticket=). But a client, a proxy or an operator's
// script may put a token in the query string anyway (`?access_token=` is how OAuth-style tools
// pass one), and the URL is in every request log line: every credential-bearing parameter name
// is redacted, whatever the route.

/**
 * Query parameter names (compared in lower case, after percent-decoding, without a `[...]`
 * suffix) whose value is a credential: session and operator tokens in their usual spellings,
 * launch tickets, API keys, passwords, signatures, and one-time codes (SMS verification code,
 * captcha answer). Not `code`: on this API it is an affiliate invitation code, public by design
 * (it is in every referral link), and redacting it would hide what a failed check was about.
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'access_token',
  'accesstoken',
  'refresh_token',
  'refreshtoken',
  'id_token',
  'auth',
  'auth_token',
  'authtoken',
  'authorization',
  'admin_token',
  'admintoken',
  'bearer',
  'jwt',
  'session',
  'sessionid',
  'session_id',
  'sid',
  'ticket',
  'key',
  'api_key',
  'apikey',
  'secret',
  'client_secret',
  'password',
  'passwd',
  'pwd',
  'paymentpassword',
  'oldpassword',
  'newpassword',
  'signature',
  'sig',
  'sign',
  'verificationcode',
  'messagecode',
  'otp',
  'captcha',
  'securityproof',
  // A preview grant (docs/decisions/remote-overrides.md): whoever holds the link sees the preview.
  'tessera-preview',
]);

/** Header names (lower case) whose value is a credential. */
export const SECRET_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-admin-token',
  'x-api-key',
  'x-auth-token',
  'x-access-token',
  'x-signature',
  'x-tessera-preview',
] as const;

function paramName(raw: string): string {
  let name = raw;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // Broken percent-encoding: compare the name as written.
  }
  const bracket = name.indexOf('[');
  return (bracket === -1 ? name : name.slice(0, bracket)).trim().toLowerCase();
}

/** The URL with the value of every credential-bearing query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash === -1 ? undefined : hash);
  const redacted = query
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      return eq !== -1 && SECRET_QUERY_PARAMS.has(paramName(part.slice(0, eq))) ? `${part.slice(0, eq)}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, q + 1)}${redacted}${hash === -1 ? '' : url.slice(hash)}`;
}
