import { useEffect, useRef, useState } from 'react';
import { Link } from '../../routes/router';
import { PATHS } from '@tessera/contract';
import { useNav, useSession } from '@tessera/platform-sdk';
import { Button } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { AccountLayout } from './AccountLayout';

/**
 * /m/trail (spec §4 free play): 'please wait', the test-play login, then home — startTrial() does
 * all three. A real member already logged in is not turned into a trial player: home instead. If
 * the call fails the screen offers to try again or to log in.
 */
export function TrialScreen() {
  const t = useShellT();
  const { startTrial, isRealMember } = useSession();
  const nav = useNav();
  const started = useRef(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (isRealMember) {
      nav.navigate(PATHS.home, { replace: true });
      return;
    }
    void startTrial().then((ok) => setFailed(!ok));
  }, [isRealMember, nav, startTrial]);
  return (
    <AccountLayout title={t('title.trail')} testId="trial-screen" underHeader>
      <p className="acc-alt" role="status">
        {failed ? t('accounts.trial.failed') : t('toast.pleaseWait')}
      </p>
      {failed && (
        <>
          <Button block onClick={() => void startTrial().then((ok) => setFailed(!ok))}>
            {t('accounts.trial.retry')}
          </Button>
          <p className="acc-alt">
            <Link className="acc-link" to={PATHS.login}>
              {t('accounts.login.submit')}
            </Link>
          </p>
        </>
      )}
    </AccountLayout>
  );
}
