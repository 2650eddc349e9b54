import { useState } from 'react';
import { isApiError } from '@tessera/contract';
import { useDialog, useT, useToast } from '@tessera/platform-sdk';
import type { TContractKind } from '@tessera/contract/api';
import { useContractHistoryQuery, useContractTermsQuery, useRespondContractMutation } from './api';

/** One contract kind's screen: pending offer, accepted contract, settled history, accept / decline. */
export function useContract(kind: TContractKind) {
  const t = useT('agent');
  const dialog = useDialog();
  const toast = useToast();
  const terms = useContractTermsQuery(kind);
  const history = useContractHistoryQuery(kind);
  const respond = useRespondContractMutation();
  const [error, setError] = useState<string | null>(null);

  async function answer(decision: 'accept' | 'decline') {
    const pending = terms.data?.pending;
    if (!pending || respond.isPending) return;
    const sure = await dialog.confirm({
      title: t(decision === 'accept' ? 'contract.acceptTitle' : 'contract.declineTitle'),
      message: t(decision === 'accept' ? 'contract.acceptText' : 'contract.declineText', { label: pending.terms.label }),
      confirmLabel: t(decision === 'accept' ? 'contract.accept' : 'contract.decline'),
      cancelLabel: t('contract.cancel'),
    });
    if (!sure) return;
    setError(null);
    try {
      await respond.call({ params: { kind }, body: { requestId: pending.requestId, decision } });
      toast.show('success', t(decision === 'accept' ? 'contract.accepted' : 'contract.declined'));
    } catch (e) {
      setError(isApiError(e) ? e.message : t('contract.failed'));
      void terms.refetch();
    }
  }

  return {
    status: terms.data ? ('ready' as const) : terms.isError ? ('error' as const) : ('loading' as const),
    errorMessage: terms.error?.message ?? null,
    retry: () => void terms.refetch(),
    pending: terms.data?.pending ?? null,
    current: terms.data?.current ?? null,
    history: history.data?.list ?? [],
    busy: respond.isPending,
    error,
    accept: () => void answer('accept'),
    decline: () => void answer('decline'),
  };
}
export type TContractModel = ReturnType<typeof useContract>;
