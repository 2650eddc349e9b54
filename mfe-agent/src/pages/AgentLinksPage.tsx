import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentLinksView } from '../features/center';

/** PATHS.agentLinks (docs/decisions/agent-center.md). */
export default function AgentLinksPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentLinks')}</PageTitle>
      <AgentLinksView />
    </section>
  );
}
