import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { HOME_PATH } from '@tessera/shared-contracts';
import { fetchRegistry } from './boot/bootData';
import { Layout } from './layout/Layout';
import { StatusGate } from './layout/StatusGate';
import { PlatformProvider } from './platform/PlatformProvider';
import { PageLoading, RemoteFallback, RemoteRoute } from './remotes/RemoteRoute';
import { AccessGuard } from './routes/AccessGuard';
import { buildRouteTable, findRoute } from './routes/table';
import { ShellScreen } from './screens/ShellScreen';
import { useSessionCache } from './platform/sessionCache';
import { usePlatformStore } from './stores/platform';

/** Unknown paths fall back to home (spec §2) — unless the registry itself is missing, then offer a retry. */
function UnknownPath() {
  const registry = usePlatformStore((s) => s.registry);
  const setRegistry = usePlatformStore((s) => s.setRegistry);
  const [loading, setLoading] = useState(false);
  if (registry?.remotes.some((r) => r.name === 'home')) return <Navigate to={HOME_PATH} replace />;
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
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <Layout route={route}>
      <Routes>
        {table.map((r) => (
          <Route
            key={r.meta.path}
            path={r.meta.path}
            element={
              <AccessGuard meta={r.meta}>
                {r.remote ? (
                  <RemoteRoute key={r.meta.path} remote={r.remote} path={r.meta.path} />
                ) : (
                  <ShellScreen titleKey={r.meta.titleKey} path={r.meta.path} />
                )}
              </AccessGuard>
            }
          />
        ))}
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Layout>
  );
}

export function App() {
  useSessionCache();
  return (
    <BrowserRouter>
      <PlatformProvider>
        <StatusGate>
          <AppRoutes />
        </StatusGate>
      </PlatformProvider>
    </BrowserRouter>
  );
}
