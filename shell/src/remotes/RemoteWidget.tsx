import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { NON_AGENT_TYPES, type TRemoteName } from '@tessera/contract';
import { remoteOn } from '../routes/available';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { loadRemoteModule, reportRemoteFailure, RemoteLoadError } from './loader';
import { LanguagePackGate } from './LanguagePackGate';

/** A widget that fails renders nothing: it is an extra on the page, never the page itself. */
class WidgetBoundary extends Component<{ onError(error: Error): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * One widget a remote exposes (`RemoteModule.widgets[name]`), mounted by the shell outside the
 * routes: the remote loads only when `when` holds, failures are reported and show nothing.
 */
export function RemoteWidget({ remote: name, widget, when }: { remote: TRemoteName; widget: string; when: boolean }) {
  const remote = usePlatformStore((s) => s.registry?.remotes.find((r) => r.name === name));
  const [Widget, setWidget] = useState<{ of: string; component: ComponentType | null } | null>(null);
  const key = remote ? `${remote.name}|${remote.entry}|${widget}` : '';

  useEffect(() => {
    if (!when || !remote) return;
    let live = true;
    loadRemoteModule(remote).then(
      (module) => live && setWidget({ of: key, component: module.widgets?.[widget] ?? null }),
      (err: unknown) => {
        const e = err instanceof RemoteLoadError ? err : new RemoteLoadError('import', String(err));
        reportRemoteFailure(remote, e.reason, e.message, `widget:${widget}`);
      },
    );
    return () => {
      live = false;
    };
  }, [when, remote, key, widget]);

  const Loaded = Widget?.of === key ? Widget.component : null;
  if (!when || !remote || !Loaded) return null;
  return (
    <WidgetBoundary key={key} onError={(e) => reportRemoteFailure(remote, 'render', e.message, `widget:${widget}`)}>
      <Suspense fallback={null}>
        <Loaded />
        <LanguagePackGate ns={name} />
      </Suspense>
    </WidgetBoundary>
  );
}

/** The gate and the descriptors it reads load only for sessions that may get agent prompts. */
const AgentPromptGate = lazy(() => import('./agentPromptGate'));

/**
 * The widgets the shell hosts on every page. Spec §4: after login and session renewal, members
 * whose type is not 4, 40, 41 or 42 get the agent contract prompts (mfe-agent's `contractPrompt`);
 * the agent remote loads only when a request is pending.
 */
export function ShellWidgets() {
  const type = useSessionStore((s) => s.session?.type);
  // A merchant with the agent remote off gets no prompts, and its contract requests are not asked
  // (the API refuses them then: docs/decisions/disabled-remotes.md).
  const agentOn = usePlatformStore((s) => remoteOn(s.registry, 'agent'));
  const agentPrompts = agentOn && type !== undefined && !(NON_AGENT_TYPES as readonly number[]).includes(type);
  if (!agentPrompts) return null;
  return (
    <WidgetBoundary onError={() => {}}>
      <Suspense fallback={null}>
        <AgentPromptGate />
      </Suspense>
    </WidgetBoundary>
  );
}
