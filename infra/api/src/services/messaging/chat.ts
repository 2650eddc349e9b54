import type { Kysely } from 'kysely';
import { PATHS, withQuery } from '@tessera/contract';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { playerUnread } from '../chat';

// Customer-service chat (flag CBS3): the launch answers our own support chat page
// (docs/decisions/support-chat.md); the unread count is the support chat's.

/**
 * The back address as an absolute https URL on the merchant's site, or CHAT_BACK_URL_INVALID.
 * Accepted: a path of the site ("/m/home?x=1", not "//host" or "/\\host"), or an https URL whose
 * host is one of the merchant's domains (no credentials, default port).
 */
export function sameSiteBackUrl(backUrl: string, domains: readonly string[], mainDomain: string): string {
  const bad = () => new ApiError('CHAT_BACK_URL_INVALID', { field: 'backUrl' });
  if (/[\u0000-\u001F\u007F\\\s]/.test(backUrl)) throw bad();
  if (backUrl.startsWith('/')) {
    if (backUrl.startsWith('//')) throw bad();
    return new URL(backUrl, `https://${mainDomain}`).toString();
  }
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw bad();
  }
  const allowed = new Set(domains.map((d) => d.toLowerCase()));
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !allowed.has(url.hostname.toLowerCase())) throw bad();
  return url.toString();
}

export interface TChatLaunch {
  domains: readonly string[];
  mainDomain: string;
  backUrl?: string | undefined;
}

/**
 * The chat-launch call's answer: our own chat page (PATHS.chat), a path of this site the client
 * opens inside the site. The back address is still checked (CHAT_BACK_URL_INVALID off the site)
 * and handed to the page as `back`.
 */
export function launchChat(input: TChatLaunch): { chatUrl: string } {
  if (input.backUrl !== undefined) sameSiteBackUrl(input.backUrl, input.domains, input.mainDomain);
  const back = input.backUrl?.startsWith('/') ? input.backUrl : undefined;
  return { chatUrl: withQuery(PATHS.chat, { back }) };
}

/** Agent replies the member has not read (the CBS3 badge): the support chat's count. */
export async function chatUnread(db: Kysely<DB>, memberId: number): Promise<number> {
  return playerUnread(db, `m:${memberId}`);
}
