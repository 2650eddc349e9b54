import { PageTitle, useT } from '@tessera/platform-sdk';
import { Button, ErrorState, Spinner } from '@tessera/ui-kit';
import { LotteryFrame, useLaunchFrame } from '../features/frame';
import '../lottery.css';

/** /m/launchGame (spec §2): the framed lottery game; back per pageBack. */
export default function LaunchGamePage() {
  const t = useT('lottery');
  const frame = useLaunchFrame();
  return (
    <div className="lt-launch">
      <PageTitle>{t('title.launchGame')}</PageTitle>
      {frame.src ? (
        <LotteryFrame src={frame.src} title={t('frame.title')} frameRef={frame.frameRef} />
      ) : frame.error !== null ? (
        <div className="lt-launch__state">
          <ErrorState message={frame.error || t('frame.emptyUrl')} retryLabel={t('lobby.retry')} onRetry={frame.retry} />
          <Button variant="secondary" onClick={frame.leave}>
            {t('frame.back')}
          </Button>
        </div>
      ) : (
        <div className="lt-launch__state">
          <Spinner label={t('frame.loading')} />
        </div>
      )}
    </div>
  );
}
