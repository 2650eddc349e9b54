import { useT } from '@tessera/platform-sdk';
import type { TContractKind } from '@tessera/contract/api';
import { ContractView, useContract } from '../features/contract';

/** A contract screen of one kind (the three routes differ only by it). */
export function ContractPage({ kind, titleKey }: { kind: TContractKind; titleKey: string }) {
  const t = useT('agent');
  const model = useContract(kind);
  return (
    <section className="tk-screen" data-testid="screen" data-remote="agent" data-kind={kind} aria-labelledby="contract-title">
      {/* The header shows the title visibly; screen readers and the contract test find it here. */}
      <h1 id="contract-title" className="tk-visually-hidden">
        {t(titleKey)}
      </h1>
      <ContractView kind={kind} model={model} />
    </section>
  );
}
