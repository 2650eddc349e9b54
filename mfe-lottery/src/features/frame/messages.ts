import { ZPlayMessage, type TPlayMessage } from '@tessera/contract/api';

/**
 * A message from the framed game, or null: it must come from the framed page's origin (this site's,
 * or the allowed vendor's it opened), from the frame's own window, and parse as a ZPlayMessage.
 * Anything else (another origin, another window, another shape) is ignored.
 */
export function playMessageOf(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: Window | null | undefined, origin: string): TPlayMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const parsed = ZPlayMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/**
 * The URL the frame may open, or null: an http(s) URL of this site's origin or of one of the allowed
 * vendor origins (the launch answer's frameOrigins), without credentials. A relative URL is this site's.
 */
export function frameSourceOf(raw: string, siteOrigin: string, allowedOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return url.origin === siteOrigin || allowedOrigins.includes(url.origin) ? url : null;
}
