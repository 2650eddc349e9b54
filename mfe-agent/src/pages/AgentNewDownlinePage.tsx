import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentNewDownlineView } from '../features/center';

/** PATHS.agentNewDownline (docs/decisions/first-password.md): the agent opens a downline's account. */
export default function AgentNewDownlinePage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentNewDownline')}</PageTitle>
      <AgentNewDownlineView />
    </section>
  );
}
