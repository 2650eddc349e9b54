import { PageTitle, useT } from '@tessera/platform-sdk';
import { AgentTransferView } from '../features/center';

/** PATHS.agentTransfer (docs/decisions/agent-center.md). */
export default function AgentTransferPage() {
  const t = useT('agent');
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent">
      <PageTitle>{t('title.agentTransfer')}</PageTitle>
      <AgentTransferView />
    </section>
  );
}
