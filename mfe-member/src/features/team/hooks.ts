import { useDialog, useT, useToast } from '@tessera/platform-sdk';
import { updateDownlineRebate, type TEndpointOutput, type downlines } from '@tessera/contract/api';
import { useUpdateRebate } from './api';

type TDownline = TEndpointOutput<typeof downlines>['list'][number];

/** Whether a typed rate is one the API takes (a percent with at most one decimal place): the call's own body schema decides. */
const rateAccepted = (rate: string) => updateDownlineRebate.body?.safeParse({ rate }).success === true;

/** Asks a downline's new rebate rate (never above the agent's own) and saves it; the answer comes back as a toast. */
export function useRebateEdit(ownRate: string) {
  const t = useT('member');
  const dialog = useDialog();
  const toast = useToast();
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
        defaultValue: d.rebateRate,
        validate: (v) => {
          const s = v.trim();
          if (!rateAccepted(s)) return t('team.rebateRule');
          return Number(s) > Number(ownRate) ? t('team.rebateTooHigh', { max: ownRate }) : null;
        },
      });
      if (rate === null) return false;
      try {
        await update.call({ params: { memberId: String(d.memberId) }, body: { rate: rate.trim() } });
        toast.show('success', t('team.rebateSaved'));
        return true;
      } catch (e) {
        toast.show('fail', (e as Error).message);
        return false;
      }
    },
  };
}
