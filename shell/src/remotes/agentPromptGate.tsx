import { contractRequests } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { RemoteWidget } from './RemoteWidget';

/**
 * Reads the pending contract requests (spec §3) and loads mfe-agent's prompt only when one is
 * pending: most members have none, and their pages then load no agent code at all. The widget
 * reads the same cached answer.
 */
export default function AgentPromptGate() {
  const requests = useApiQuery(contractRequests, {});
  const pending = requests.data ? Object.values(requests.data).some((v) => v !== '') : false;
  return <RemoteWidget remote="agent" widget="contractPrompt" when={pending} />;
}
