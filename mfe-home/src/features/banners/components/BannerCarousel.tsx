import { TIMING_MS } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TAnnouncement } from '@tessera/contract/api';
import { Carousel, Skeleton } from '@tessera/ui-kit';
import type { MouseEvent } from 'react';
import { BANNER_HEIGHT, BANNER_WIDTH, isInAppLink } from '../links';

export interface BannerCarouselProps {
  banners: readonly TAnnouncement[];
  pending: boolean;
  /** An in-app banner link was tapped (the page routes it). */
  onOpen: (path: string) => void;
}

/**
 * The home banner carousel (spec §2): auto-advance every TIMING_MS.bannerAutoAdvance (5000 ms)
 * with looping when more than one, swipe, pause on interaction (ui-kit Carousel). The first banner
 * is the page's LCP image: sized, fetchpriority high, not lazy. Its box is reserved while the
 * banners load, so nothing shifts.
 */
export function BannerCarousel({ banners, pending, onOpen }: BannerCarouselProps) {
  const t = useT('home');
  if (pending) {
    return (
      <div className="home-banner-box" style={{ aspectRatio: `${BANNER_WIDTH} / ${BANNER_HEIGHT}` }} aria-hidden="true">
        <Skeleton className="home-banner-skeleton" />
      </div>
    );
  }
  if (banners.length === 0) return null;
  const slides = banners.map((b) => ({ id: String(b.id), src: b.url ?? '', alt: b.title, href: b.link ?? undefined }));
  const onSlideClick = (slide: { id: string; href?: string }, event: MouseEvent<HTMLElement>) => {
    if (slide.href && isInAppLink(slide.href)) {
      event.preventDefault();
      onOpen(slide.href);
    }
  };
  return (
    <Carousel
      data-testid="banner-carousel"
      className="home-banner"
      slides={slides}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      intervalMs={TIMING_MS.bannerAutoAdvance}
      label={t('banners.label')}
      dotLabel={(index, total) => t('banners.dot', { index: index + 1, total })}
      onSlideClick={onSlideClick}
    />
  );
}
