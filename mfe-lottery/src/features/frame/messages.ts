import { ZPlayMessage, type TPlayMessage } from '@tessera/contract/api';

/**
 * A message from the framed game, or null: it must come from this site's origin, from the frame's
 * own window, and parse as a ZPlayMessage. Anything else (another origin, another window, another
 * shape) is ignored.
 */
export function playMessageOf(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, frame: Window | null | undefined, origin: string): TPlayMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  const parsed = ZPlayMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}
