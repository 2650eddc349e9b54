import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentRebatesView } from '../features/center';

/** PATHS.agentRebates (docs/decisions/agent-center.md). */
export default function AgentRebatesPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentRebates')}</PageTitle>
      <AgentRebatesView />
    </section>
  );
}
