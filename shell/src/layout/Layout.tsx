import type { ReactNode } from 'react';
import { useLocation } from '../routes/router';
import type { TShellRoute } from '../routes/table';
import { DownloadBar } from './DownloadBar';
import { useEdgeSwipeBack, usePageTransition } from './gestures';
import { FloatingBack, HomeHeader, InviteBanner, TitleHeader, useBack } from './Header';
import { FooterMenu } from './FooterMenu';
import { ShellWidgets } from '../remotes/RemoteWidget';
import { LoadingOverlay } from './LoadingOverlay';
import { LoginModal } from './LoginModal';
import { Dialogs, ReferralDialog, Toasts, useNetworkNotices } from './Overlays';
import { RealityCheck } from './RealityCheck';
import { SideMenu } from './SideMenu';

const mainElement = () => document.getElementById('main');

/** Header, page and footer menu per the route's metadata, so the frame is right before the remote arrives. */
export function Layout({ route, children }: { route: TShellRoute | undefined; children: ReactNode }) {
  useNetworkNotices();
  const meta = route?.meta;
  // Spec §9: 300 ms between pages; a swipe from the edge goes back as the header's back button does.
  const { pathname } = useLocation();
  usePageTransition(pathname, mainElement);
  useEdgeSwipeBack(useBack(meta?.back));
  let header: ReactNode = null;
  if (route && meta?.header === 'shown')
    header =
      meta.back === 'logo' ? (
        <>
          <HomeHeader />
          {/* One strip under the header: the download bar, or the invite banner once it is closed (issue 28: top bars <= 12 %). */}
          <DownloadBar fallback={<InviteBanner />} />
        </>
      ) : (
        <TitleHeader route={route} />
      );
  else if (meta) header = <FloatingBack back={meta.back} />;
  const footer = meta?.footer === 'shown';
  return (
    <div className="shell" data-header={meta?.header ?? 'hidden'} data-footer={footer ? 'shown' : 'hidden'}>
      {header}
      <main id="main" className="shell-main">
        {children}
      </main>
      {footer ? <FooterMenu /> : null}
      <SideMenu />
      <ReferralDialog />
      <LoginModal />
      <Dialogs />
      <RealityCheck />
      <ShellWidgets />
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}
