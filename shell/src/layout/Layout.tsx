import { lazy, Suspense, type ReactNode } from 'react';
import { isRealMemberRole, roleOf } from '@tessera/contract';
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
import { SideMenu } from './SideMenu';
import { useSessionStore } from '../stores/session';

const mainElement = () => document.getElementById('main');

// The reality check reads the member's session through the API client and a descriptor (with its
// schema library): loaded for real members only, so a visitor's first visit carries none of it (issue 31).
const RealityCheck = lazy(() => import('./RealityCheck').then((m) => ({ default: m.RealityCheck })));

function MemberRealityCheck() {
  const real = useSessionStore((s) => isRealMemberRole(roleOf(s.session)) && Boolean(s.session?.token));
  return real ? (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  ) : null;
}

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
      <MemberRealityCheck />
      <ShellWidgets />
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}
