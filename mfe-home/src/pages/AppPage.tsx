import { usePlatform, useT } from '@tessera/platform-sdk';
import { PageTitle } from '../components/PageTitle';
import { AppGuides, useDownloadOptions } from '../features/appDownload';
import './content.css';

/** /m/app (spec §2): app download with Android and iOS guides (its route hides header and footer). */
export default function AppPage() {
  const { device } = usePlatform();
  const t = useT('home');
  const options = useDownloadOptions();
  return (
    <div className="home-content-page" data-testid="app-page">
      <PageTitle title={t('title.app')} />
      <p className="home-app-intro">{t('app.intro')}</p>
      <AppGuides options={options} ios={device.ios} />
    </div>
  );
}
