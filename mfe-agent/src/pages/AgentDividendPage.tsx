import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentDividendView } from '../features/center';

/** PATHS.agentDividend (docs/decisions/agent-center.md). */
export default function AgentDividendPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentDividend')}</PageTitle>
      <AgentDividendView />
    </section>
  );
}
