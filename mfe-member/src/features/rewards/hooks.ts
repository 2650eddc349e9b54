import { isAbortedCall } from '@tessera/contract';
import { useFormat, useT, useToast } from '@tessera/platform-sdk';
import type { TRewardStatus } from '@tessera/contract/api';
import type { TStatusTone } from '@tessera/ui-kit';
import { useState } from 'react';
import { useClaimRebate, useClaimReward } from './api';

/** i18n key and tone of each reward status (spec §3 labels; 'coming soon' has a space the key cannot). */
export const REWARD_STATUS_VIEW: Record<TRewardStatus, { key: string; tone: TStatusTone }> = {
  claim: { key: 'claim', tone: 'success' },
  claimed: { key: 'claimed', tone: 'neutral' },
  expired: { key: 'expired', tone: 'danger' },
  'coming soon': { key: 'comingSoon', tone: 'info' },
};

/** A refused claim as a toast in the player's words; a tap while the claim is on its way (ABORTED) says nothing. */
function failed(toast: ReturnType<typeof useToast>, e: unknown): void {
  if (isAbortedCall(e)) return;
  toast.show('fail', (e as Error).message);
}

/** Claims the single cash back once; success and refusals come back as a toast. */
export function useRebateClaimFlow() {
  const t = useT('member');
  const toast = useToast();
  const format = useFormat();
  const claim = useClaimRebate();
  return {
    pending: claim.isPending,
    async run(): Promise<boolean> {
      try {
        const r = await claim.run({});
        toast.show('success', t('rebate.claimed', { amount: format.money(r.claim.amount) }));
        return true;
      } catch (e) {
        failed(toast, e);
        return false;
      }
    },
  };
}

/** Claims one reward at a time; which one is being claimed, for its button's busy state. */
export function useRewardClaimFlow() {
  const t = useT('member');
  const toast = useToast();
  const format = useFormat();
  const claim = useClaimReward();
  const [busyId, setBusyId] = useState<number | null>(null);
  return {
    busyId,
    async run(id: number): Promise<boolean> {
      if (busyId !== null) return false;
      setBusyId(id);
      try {
        const r = await claim.run({ params: { id: String(id) } });
        toast.show('success', t('rewards.claimedToast', { amount: format.money(r.reward.amount) }));
        return true;
      } catch (e) {
        failed(toast, e);
        return false;
      } finally {
        setBusyId(null);
      }
    },
  };
}
