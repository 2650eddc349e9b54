import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HOME_PATH } from '@tessera/contract';
import { fetchRegistry } from './boot/bootData';
import { Layout } from './layout/Layout';
import { StatusGate } from './layout/StatusGate';
import { ImageCdnProvider } from './platform/ImageCdnProvider';
import { PlatformProvider } from './platform/PlatformProvider';
import { PageLoading, RemoteFallback, RemoteRoute } from './remotes/RemoteRoute';
import { PreviewNotice } from './remotes/PreviewNotice';
import { AccessGuard } from './routes/AccessGuard';
import { Redirect, Router, useLocation } from './routes/router';
import { onLocationShown } from './routes/scrollRestoration';
import { buildRouteTable, findRoute } from './routes/table';
import { ShellScreen } from './screens/ShellScreen';
import { useSessionCache } from './platform/sessionCache';
import { usePlatformStore } from './stores/platform';

/** Unknown paths fall back to home (spec §2) — unless the registry itself is missing, then offer a retry. */
function UnknownPath() {
  const registry = usePlatformStore((s) => s.registry);
  const setRegistry = usePlatformStore((s) => s.setRegistry);
  const [loading, setLoading] = useState(false);
  if (registry?.remotes.some((r) => r.name === 'home')) return <Redirect to={HOME_PATH} />;
  if (loading) return <PageLoading />;
  return (
    <RemoteFallback
      onRetry={() => {
        setLoading(true);
        fetchRegistry()
          .then(setRegistry)
          .catch(() => {})
          .finally(() => setLoading(false));
      }}
    />
  );
}

function AppRoutes() {
  const registry = usePlatformStore((s) => s.registry);
  const table = useMemo(() => buildRouteTable(registry), [registry]);
  const location = useLocation();
  const route = findRoute(table, location.pathname);
  // A new page starts at the top; Back, Forward and a reload put the entry's position back (routes/scrollRestoration.ts).
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    onLocationShown(location.key, shownPath.current !== location.pathname);
    shownPath.current = location.pathname;
  }, [location.key, location.pathname]);
  return (
    <Layout route={route}>
      {route ? (
        <AccessGuard meta={route.meta}>
          {route.remote ? (
            <RemoteRoute key={route.meta.path} remote={route.remote} path={route.meta.path} />
          ) : (
            <ShellScreen titleKey={route.meta.titleKey} path={route.meta.path} />
          )}
        </AccessGuard>
      ) : (
        <UnknownPath />
      )}
    </Layout>
  );
}

export function App() {
  useSessionCache();
  return (
    <Router>
      <PlatformProvider>
        <ImageCdnProvider>
          <StatusGate>
            <AppRoutes />
          </StatusGate>
          <PreviewNotice />
        </ImageCdnProvider>
      </PlatformProvider>
    </Router>
  );
}
