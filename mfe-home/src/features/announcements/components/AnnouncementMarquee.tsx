import { useT } from '@tessera/platform-sdk';
import { Icon, IconButton, Marquee } from '@tessera/ui-kit';

export interface AnnouncementMarqueeProps {
  titles: readonly string[];
  /** Tapping the strip (spec §2: opens /m/notice). */
  onOpen: () => void;
  /** The app-download icon; omitted, it is not shown (inside the app or an installed web app). */
  onDownload?: () => void;
}

/**
 * The announcement strip (spec §2): scrolls continuously (still under reduced motion), shows the
 * no-announcement text when empty, opens the notices on tap; the app-download icon sits at its end.
 */
export function AnnouncementMarquee({ titles, onOpen, onDownload }: AnnouncementMarqueeProps) {
  const t = useT('home');
  return (
    <div className="home-marquee-row">
      <Marquee
        data-testid="announcement-marquee"
        className="home-marquee"
        items={titles}
        emptyText={t('marquee.empty')}
        icon={<Icon name="speaker" size={20} />}
        onClick={onOpen}
      />
      {onDownload && (
        <IconButton label={t('marquee.download')} onClick={onDownload} data-testid="app-download-icon" className="home-marquee-download">
          <Icon name="download" size={20} />
        </IconButton>
      )}
    </div>
  );
}
