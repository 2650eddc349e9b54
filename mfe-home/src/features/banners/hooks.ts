import { BANNER_GROUPS } from '@tessera/contract';
import type { TAnnouncement } from '@tessera/contract/api';
import { useBannerContent, useLiveAvailable } from './api';

export interface THomeBanners {
  /** The carousel's banners: m_home always, m_live only while the live model list is available. */
  banners: TAnnouncement[];
  popups: TAnnouncement[];
  /** Nothing to show yet (the first answer is on its way). */
  pending: boolean;
  failed: boolean;
}

/**
 * Banners of spec §2: groups m_home and m_live only; m_live hidden while the live model list is
 * unavailable. A banner or popup whose link leads to a page the merchant does not have now (a
 * remote switched off) is left out: `canNavigate` answers for a link of this site.
 */
export function useHomeBanners(canNavigate: (to: string) => boolean = () => true): THomeBanners {
  const content = useBannerContent();
  const { live } = useLiveAvailable();
  const all = content.data?.banners ?? [];
  const leads = (b: TAnnouncement) => !b.link || !b.link.startsWith('/') || canNavigate(b.link);
  const banners = all.filter((b) => b.url && leads(b) && (b.groupName === BANNER_GROUPS.home || (live && b.groupName === BANNER_GROUPS.live)));
  return { banners, popups: (content.data?.popups ?? []).filter((p) => p.url && leads(p)), pending: content.isPending, failed: content.isError };
}
