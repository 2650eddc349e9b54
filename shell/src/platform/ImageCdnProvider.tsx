import { useMemo, type ReactNode } from 'react';
import { useStatusInfo } from '@tessera/platform-sdk';
import { cdnRotation, ImageSourceContext } from '@tessera/ui-kit';
import { session } from '../boot/storage';

/** sessionStorage: the CDN this tab starts with (spec §9: one chosen at random, per session). */
export const IMAGE_CDN_KEY = 'imageCdn';

/** The session's first CDN: chosen at random once, kept for the tab's life so its images stay cached. */
export function sessionCdnStart(count: number, random: () => number = Math.random): number {
  if (count <= 1) return 0;
  const raw = session.get(IMAGE_CDN_KEY);
  const kept = raw === null ? NaN : Number(raw);
  if (Number.isInteger(kept) && kept >= 0 && kept < count) return kept;
  const start = Math.floor(random() * count);
  session.set(IMAGE_CDN_KEY, String(start));
  return start;
}

/**
 * Images of every app in the page load through the merchant's image CDNs (status `imageCDNs`;
 * docs/decisions/image-cdns.md): one chosen at random per session, the next on a load error, this
 * site last. ui-kit's CdnImage (game tiles, game details, remotes' icons) reads it.
 */
export function ImageCdnProvider({ children }: { children: ReactNode }) {
  const { statusInfo } = useStatusInfo();
  const cdns = statusInfo.imageCDNs;
  const key = cdns.join(' ');
  const resolver = useMemo(() => {
    const list = key ? key.split(' ') : [];
    return cdnRotation(list, sessionCdnStart(list.length));
  }, [key]);
  return <ImageSourceContext.Provider value={resolver}>{children}</ImageSourceContext.Provider>;
}
