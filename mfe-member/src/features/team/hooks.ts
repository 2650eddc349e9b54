import { type ApiError } from '@tessera/contract';
import { usePlatform, useT } from '@tessera/platform-sdk';
import type { TEndpointOutput, downlines } from '@tessera/contract/api';
import { useUpdateRebate } from './api';

type TDownline = TEndpointOutput<typeof downlines>['list'][number];

/** The API's rate rule: a percent with at most one decimal place (0-99.9). */
const RATE = /^\d{1,2}(\.\d)?$/;

/** Asks a downline's new rebate rate (never above the agent's own) and saves it; the answer comes back as a toast. */
export function useRebateEdit(ownRate: string) {
  const t = useT('member');
  const { dialog, toast } = usePlatform();
  const update = useUpdateRebate();
  return {
    pending: update.isPending,
    async edit(d: TDownline): Promise<boolean> {
      const rate = await dialog.prompt({
        mode: 'plainText',
        title: t('team.rebateTitle', { name: d.username }),
        message: t('team.rebateMessage', { current: d.rebateRate, max: ownRate }),
        label: t('team.rebateLabel'),
        inputMode: 'text',
        maxLength: 4,
        defaultValue: d.rebateRate,
        validate: (v) => {
          const s = v.trim();
          if (!RATE.test(s)) return t('team.rebateRule');
          return Number(s) > Number(ownRate) ? t('team.rebateTooHigh', { max: ownRate }) : null;
        },
      });
      if (rate === null) return false;
      try {
        await update.call({ params: { memberId: String(d.memberId) }, body: { rate: rate.trim() } });
        toast.show('success', t('team.rebateSaved'));
        return true;
      } catch (e) {
        toast.show('fail', (e as ApiError).message);
        return false;
      }
    },
  };
}
