import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { TRegistryRemote } from '@tessera/contract';
import type { TRemoteModule } from '@tessera/platform-sdk';
import { Button, Icon, Spinner } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import { LanguagePackGate } from './LanguagePackGate';
import { forgetRemote, loadRemoteModule, reportRemoteFailure, RemoteLoadError } from './loader';

export function PageLoading() {
  const t = useShellT();
  return (
    <div className="shell-page-loading" data-testid="page-loading">
      <Spinner label={t('remote.loading')} />
    </div>
  );
}

export function RemoteFallback({ onRetry }: { onRetry(): void }) {
  const t = useShellT();
  return (
    <div className="shell-remote-fallback" role="alert">
      <Icon name="alert" size={40} />
      <Button variant="secondary" data-testid="remote-fallback" onClick={onRetry}>
        {t('remote.loadFailed')}
      </Button>
    </div>
  );
}

class RenderBoundary extends Component<{ onError(error: Error): void; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type TState = { status: 'loading' } | { status: 'ready'; module: TRemoteModule } | { status: 'failed' };

/**
 * One route of a remote: loads the remote lazily, renders the route's component inside the
 * layout, and contains every failure (entry 404, timeout, import or render error) to this route.
 */
export function RemoteRoute({ remote, path }: { remote: TRegistryRemote; path: string }) {
  const [attempt, setAttempt] = useState(0);
  // What identifies the code to load: an equal registry object (same name and entry) does not reload the page.
  const key = `${remote.name}|${remote.entry}|${path}|${attempt}`;
  const [loaded, setLoaded] = useState<TState & { key: string }>({ key: '', status: 'loading' });

  useEffect(() => {
    let live = true;
    loadRemoteModule(remote).then(
      (module) => live && setLoaded({ key, status: 'ready', module }),
      (err: unknown) => {
        if (!live) return;
        const e = err instanceof RemoteLoadError ? err : new RemoteLoadError('import', String(err));
        reportRemoteFailure(remote, e.reason, e.message, path);
        setLoaded({ key, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, path, key]);

  // A new key (another remote, path or a retry) shows loading until its own answer arrives.
  const state: TState = loaded.key === key ? loaded : { status: 'loading' };

  const retry = () => {
    forgetRemote(remote.name);
    setAttempt((a) => a + 1);
  };
  const fallback = <RemoteFallback onRetry={retry} />;

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') return fallback;
  const route = state.module.routes.find((r) => r.path === path);
  if (!route) {
    return <RouteMissing remote={remote} path={path} fallback={fallback} />;
  }
  const Page = route.component;
  return (
    <RenderBoundary key={attempt} fallback={fallback} onError={(e) => reportRemoteFailure(remote, 'render', e.message, path)}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <LanguagePackGate ns={remote.name} />
      </Suspense>
    </RenderBoundary>
  );
}

/** The registry promised a route the loaded module does not have: a contract break, reported like any failure. */
function RouteMissing({ remote, path, fallback }: { remote: TRegistryRemote; path: string; fallback: ReactNode }) {
  useEffect(() => {
    reportRemoteFailure(remote, 'invalid', `remote ${remote.name} has no route ${path}`, path);
  }, [remote, path]);
  return fallback;
}
