import { createHmac, timingSafeEqual } from 'node:crypto';
import { gatewaySecret, type TGatewaySecret } from './gateway';

// The payer's link to the simulated gateway's page (issue 30 item 9): the order number alone is
// no permission to pay or cancel an order. A deposit's payUrl carries `?token=<expiry>.<mac>`,
// an HMAC-SHA256 over (order number, member id, expiry) with a key derived from the gateway
// secret (shared by every API process), handed to the member who created the order, in the
// answer to that call only. The page acts for a request that brings a valid, unexpired token for
// the order, or the order's member's own session. The link is single-use in effect: the gateway
// keeps the payer's first choice (sim_gateway_payments), after which the page only shows it.
// `token` is a secret query parameter: request logs redact it (lib/redact.ts).

export const PAYMENT_SIM_PREFIX = '/api/v1/payments/sim/';
/** How long a payer's link stays valid after the order is created. */
export const SIM_LINK_TTL_SECONDS = 60 * 60;

const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The link key: the gateway secret, narrowed to this one use (a link MAC is never a callback signature). */
const linkKey = (secret: TGatewaySecret) => createHmac('sha256', secret).update('tessera simulated gateway payer link v1').digest();

function linkMac(secret: TGatewaySecret, orderNo: string, memberId: number, expires: number): Buffer {
  return createHmac('sha256', linkKey(secret)).update(`${orderNo}|${memberId}|${expires}`, 'utf8').digest();
}

/** `<expiry seconds>.<base64url MAC>`: what lets the order's payer act on its gateway page. */
export function simPayToken(orderNo: string, memberId: number, nowMs = Date.now(), secret: TGatewaySecret = gatewaySecret()): string {
  const expires = Math.floor(nowMs / 1000) + SIM_LINK_TTL_SECONDS;
  return `${expires}.${linkMac(secret, orderNo, memberId, expires).toString('base64url')}`;
}

/** The gateway page of an order, with its payer's token. */
export function simPayUrl(orderNo: string, memberId: number, nowMs = Date.now(), secret: TGatewaySecret = gatewaySecret()): string {
  return `${PAYMENT_SIM_PREFIX}${orderNo}?token=${simPayToken(orderNo, memberId, nowMs, secret)}`;
}

/** True when `token` was issued for this order and member and has not expired (constant-time MAC check). */
export function verifySimPayToken(orderNo: string, memberId: number, token: unknown, nowMs = Date.now(), secret: TGatewaySecret = gatewaySecret()): boolean {
  if (typeof token !== 'string') return false;
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return false;
  const expires = Number(m[1]);
  if (expires < Math.floor(nowMs / 1000)) return false;
  const given = Buffer.from(m[2]!, 'base64url');
  const expected = linkMac(secret, orderNo, memberId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
