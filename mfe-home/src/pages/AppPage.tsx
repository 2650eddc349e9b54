import { PageTitle, useDevice, useT } from '@tessera/platform-sdk';
import { AppGuides, useDownloadOptions } from '../features/appDownload';
import './content.css';

/** /m/app (spec §2): app download with Android and iOS guides (its route hides header and footer). */
export default function AppPage() {
  const device = useDevice();
  const t = useT('home');
  const options = useDownloadOptions();
  return (
    <div className="home-content-page" data-testid="app-page">
      <PageTitle visible>{t('title.app')}</PageTitle>
      <p className="home-app-intro">{t('app.intro')}</p>
      <AppGuides options={options} ios={device.ios} />
    </div>
  );
}
