import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentCenterView } from '../features/center';

/** PATHS.agentCenter (docs/decisions/agent-center.md). */
export default function AgentCenterPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentCenter')}</PageTitle>
      <AgentCenterView />
    </section>
  );
}
