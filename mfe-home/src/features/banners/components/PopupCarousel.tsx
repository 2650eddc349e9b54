import { TIMING_MS } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TAnnouncement } from '@tessera/contract/api';
import { Carousel, Dialog, useDialogTurn } from '@tessera/ui-kit';
import type { MouseEvent } from 'react';
import { BANNER_HEIGHT, BANNER_WIDTH, isInAppLink } from '../links';

export interface PopupCarouselProps {
  open: boolean;
  popups: readonly TAnnouncement[];
  onClose: () => void;
  onOpen: (path: string) => void;
}

/**
 * The login popup (spec §2): the merchant's pop-up announcements as a carousel with pagination dots,
 * advancing as the banners do. Marketing: it waits its turn behind prompts that matter more (the
 * agent's contract prompt, a reality check), one dialog at a time (docs/decisions/dialogs.md).
 */
export function PopupCarousel({ open, popups, onClose, onOpen }: PopupCarouselProps) {
  const t = useT('home');
  const myTurn = useDialogTurn('home.loginPopup', 'marketing', open && popups.length > 0);
  if (popups.length === 0) return null;
  const slides = popups.map((p) => ({ id: String(p.id), src: p.url ?? '', alt: p.title, href: p.link ?? undefined }));
  const onSlideClick = (slide: { href?: string }, event: MouseEvent<HTMLElement>) => {
    if (slide.href && isInAppLink(slide.href)) {
      event.preventDefault();
      onClose();
      onOpen(slide.href);
    }
  };
  return (
    <Dialog open={myTurn} title={t('popup.title')} onClose={onClose} closeLabel={t('common.close')} data-testid="login-popup" className="home-popup">
      <Carousel
        slides={slides}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        intervalMs={TIMING_MS.bannerAutoAdvance}
        label={t('popup.title')}
        dotLabel={(index, total) => t('banners.dot', { index: index + 1, total })}
        onSlideClick={onSlideClick}
      />
    </Dialog>
  );
}
