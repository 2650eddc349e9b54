import { useT } from '@tessera/platform-sdk';
import { Card, Icon, type TIconName } from '@tessera/ui-kit';
import type { TDownloadOption } from '../hooks';

export interface AppGuidesProps {
  options: readonly TDownloadOption[];
  /** Which guide to put first (the player's own platform). */
  ios: boolean;
}

interface TGuide {
  key: 'android' | 'ios' | 'homeScreen';
  icon: TIconName;
  links: TDownloadOption[];
  steps: number;
}

/** /m/app (spec §2): the Android and iOS guides with the merchant's download links, and add-to-home-screen help. */
export function AppGuides({ options, ios }: AppGuidesProps) {
  const t = useT('home');
  const link = (key: TDownloadOption['key']) => options.filter((o) => o.key === key && o.url);
  const android: TGuide = { key: 'android', icon: 'android', links: link('android'), steps: 3 };
  const apple: TGuide = { key: 'ios', icon: 'apple', links: [...link('iosApp'), ...link('iosProfile')], steps: 3 };
  const home: TGuide = { key: 'homeScreen', icon: 'homeScreen', links: [], steps: 3 };
  const guides = ios ? [apple, android, home] : [android, apple, home];
  return (
    <div className="home-guides">
      {guides.map((g) => (
        <Card key={g.key} className="home-guide" data-testid={`guide-${g.key}`}>
          <h2 className="home-guide-title">
            <Icon name={g.icon} size={24} />
            {t(`app.${g.key}.title`)}
          </h2>
          <ol className="home-guide-steps">
            {Array.from({ length: g.steps }, (_, i) => (
              <li key={i}>{t(`app.${g.key}.step${i + 1}`)}</li>
            ))}
          </ol>
          {g.links.length > 0 && (
            <div className="home-guide-links">
              {g.links.map((o) => (
                <a key={o.key} className="tk-button tk-button--primary tk-button--md home-guide-link" href={o.url ?? undefined} rel="noopener noreferrer">
                  <Icon name="download" size={18} />
                  {t(`download.${o.key}`)}
                </a>
              ))}
            </div>
          )}
          {g.key !== 'homeScreen' && g.links.length === 0 && <p className="home-guide-none">{t('app.noLink')}</p>}
        </Card>
      ))}
    </div>
  );
}
