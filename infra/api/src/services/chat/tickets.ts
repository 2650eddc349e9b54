import { createHmac, timingSafeEqual } from 'node:crypto';
import { CHAT_TICKET_TTL_SECONDS } from '@tessera/contract/api';
import { envOrProcessSecret } from '../../lib/secrets';
import { parseJson } from '../../lib/json';

// Socket tickets and image links of the support chat (docs/decisions/support-chat.md). Both are
// stateless HMACs under CHAT_CONTEXT_SECRET (one of the shared secrets: every API process on the
// database signs and verifies alike), each with its own label, so neither can pass for the other.

const secret = () => envOrProcessSecret('CHAT_CONTEXT_SECRET');
const mac = (label: string, text: string) => createHmac('sha256', secret()).update(`${label}\n${text}`).digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Who a socket or an upload speaks for. */
export type TChatIdentity =
  { role: 'player'; merchant: string; ownerKey: string; memberId: number | null; visitorId: number | null; name: string } | { role: 'agent'; name: string };

type TTicketBody = { v: 1; exp: number } & ({ r: 'p'; mc: string; o: string; n: string } | { r: 'a'; n: string });

export function issueTicket(identity: TChatIdentity, now = Date.now()): { ticket: string; expiresAt: string } {
  const exp = Math.floor(now / 1000) + CHAT_TICKET_TTL_SECONDS;
  const body: TTicketBody =
    identity.role === 'agent' ? { v: 1, exp, r: 'a', n: identity.name } : { v: 1, exp, r: 'p', mc: identity.merchant, o: identity.ownerKey, n: identity.name };
  const text = Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
  return { ticket: `${text}.${mac('ticket', text)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The identity of a valid, unexpired ticket; null otherwise. */
export function readTicket(ticket: string, now = Date.now()): TChatIdentity | null {
  const [text = '', sig = ''] = ticket.split('.');
  if (!text || !sig || !same(sig, mac('ticket', text))) return null;
  const body = parseJson<TTicketBody | null>(Buffer.from(text, 'base64url').toString('utf8'), null);
  if (!body || body.v !== 1 || typeof body.exp !== 'number' || body.exp * 1000 <= now) return null;
  if (body.r === 'a') return { role: 'agent', name: body.n };
  const m = /^(m|v):(\d+)$/.exec(body.o);
  if (!m) return null;
  const id = Number(m[2]);
  return { role: 'player', merchant: body.mc, ownerKey: body.o, memberId: m[1] === 'm' ? id : null, visitorId: m[1] === 'v' ? id : null, name: body.n };
}

/** Image links last until the end of the next hour: stable for an hour (browser caches), never forever. */
const IMAGE_LINK_SECONDS = 3600;

export function imageUrl(attachmentId: number, now = Date.now()): string {
  const exp = (Math.floor(now / 1000 / IMAGE_LINK_SECONDS) + 2) * IMAGE_LINK_SECONDS;
  return `/api/v1/chat/images/${attachmentId}?exp=${exp}&sig=${mac('image', `${attachmentId}.${exp}`)}`;
}

/** Whether an image link is genuine and unexpired. */
export function imageLinkValid(attachmentId: number, exp: string, sig: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false;
  return same(sig, mac('image', `${attachmentId}.${exp}`));
}
