import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentSalaryView } from '../features/center';

/** PATHS.agentSalary (docs/decisions/agent-center.md). */
export default function AgentSalaryPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentSalary')}</PageTitle>
      <AgentSalaryView />
    </section>
  );
}
