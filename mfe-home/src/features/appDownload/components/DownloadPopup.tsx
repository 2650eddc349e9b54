import { useT } from '@tessera/platform-sdk';
import { Dialog, Icon, List, ListRow, type TIconName } from '@tessera/ui-kit';
import type { TDownloadOption } from '../hooks';

const ICONS: Record<TDownloadOption['key'], TIconName> = { android: 'android', iosProfile: 'apple', iosApp: 'apple', homeScreen: 'homeScreen' };

export interface DownloadPopupProps {
  open: boolean;
  options: readonly TDownloadOption[];
  onClose: () => void;
  /** Add to home screen: the guide on /m/app. */
  onGuide: () => void;
}

/** The download popup (spec §2): Android, iOS profile, iOS app and add-to-home-screen. */
export function DownloadPopup({ open, options, onClose, onGuide }: DownloadPopupProps) {
  const t = useT('home');
  const shown = options.filter((o) => o.url !== null || o.key === 'homeScreen');
  return (
    <Dialog open={open} title={t('download.title')} onClose={onClose} closeLabel={t('common.close')} data-testid="download-popup">
      <List label={t('download.title')}>
        {shown.map((o) => (
          <ListRow
            key={o.key}
            icon={<Icon name={ICONS[o.key]} size={24} />}
            title={t(`download.${o.key}`)}
            href={o.url ?? undefined}
            onClick={
              o.url === null
                ? () => {
                    onClose();
                    onGuide();
                  }
                : undefined
            }
          />
        ))}
      </List>
    </Dialog>
  );
}
