import { type ApiError } from '@tessera/contract';
import { usePlatform, useT } from '@tessera/platform-sdk';
import type { TRewardStatus } from '@tessera/contract/api';
import type { TStatusTone } from '@tessera/ui-kit';
import { useRef, useState } from 'react';
import { newActionKey } from '../../components/idempotency';
import { useClaimRebate, useClaimReward } from './api';

/** i18n key and tone of each reward status (spec §3 labels; 'coming soon' has a space the key cannot). */
export const REWARD_STATUS_VIEW: Record<TRewardStatus, { key: string; tone: TStatusTone }> = {
  claim: { key: 'claim', tone: 'success' },
  claimed: { key: 'claimed', tone: 'neutral' },
  expired: { key: 'expired', tone: 'danger' },
  'coming soon': { key: 'comingSoon', tone: 'info' },
};

/**
 * One claim = one Idempotency-Key: made on the first tap, reused if the same claim is tried again
 * after a failure (a dropped answer must not credit twice), dropped once it succeeded.
 */
function useActionKey() {
  const ref = useRef<{ id: string; key: string } | null>(null);
  return {
    take(id: string) {
      if (ref.current?.id !== id) ref.current = { id, key: newActionKey() };
      return ref.current.key;
    },
    done() {
      ref.current = null;
    },
  };
}

/** Claims the single cash back once; success and refusals come back as a toast. */
export function useRebateClaimFlow() {
  const t = useT('member');
  const { toast, format } = usePlatform();
  const claim = useClaimRebate();
  const key = useActionKey();
  return {
    pending: claim.isPending,
    async run(): Promise<boolean> {
      try {
        const r = await claim.call({}, { idempotencyKey: key.take('rebate') });
        key.done();
        toast.show('success', t('rebate.claimed', { amount: format.money(r.claim.amount) }));
        return true;
      } catch (e) {
        toast.show('fail', (e as ApiError).message);
        return false;
      }
    },
  };
}

/** Claims one reward at a time; which one is being claimed, for its button's busy state. */
export function useRewardClaimFlow() {
  const t = useT('member');
  const { toast, format } = usePlatform();
  const claim = useClaimReward();
  const key = useActionKey();
  const [busyId, setBusyId] = useState<number | null>(null);
  return {
    busyId,
    async run(id: number): Promise<boolean> {
      if (busyId !== null) return false;
      setBusyId(id);
      try {
        const r = await claim.call({ params: { id: String(id) } }, { idempotencyKey: key.take(String(id)) });
        key.done();
        toast.show('success', t('rewards.claimedToast', { amount: format.money(r.reward.amount) }));
        return true;
      } catch (e) {
        toast.show('fail', (e as ApiError).message);
        return false;
      } finally {
        setBusyId(null);
      }
    },
  };
}
