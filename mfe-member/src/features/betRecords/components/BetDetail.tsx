import type { TBetRecord } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Button, Dialog, KeyValueList, StatusPill } from '@tessera/ui-kit';
import { BET_STATUS_TONES } from '../hooks';

export interface BetDetailProps {
  order: TBetRecord | null;
  open: boolean;
  onClose: () => void;
  onCancel: (order: TBetRecord) => void;
  cancelling: boolean;
}

/** One order: every figure, the draw, and Cancel while the API allows it (an open lottery bet before its draw closes). */
export function BetDetail({ order, open, onClose, onCancel, cancelling }: BetDetailProps) {
  const t = useT('member');
  const format = useFormat();
  return (
    <Dialog
      open={open}
      title={t('bets.detailTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      actions={
        order?.cancellable ? (
          <Button variant="danger" block loading={cancelling} onClick={() => onCancel(order)}>
            {t('bets.cancel')}
          </Button>
        ) : undefined
      }
    >
      {order && (
        <KeyValueList
          items={[
            { id: 'game', label: t('bets.game'), value: order.gameName },
            { id: 'order', label: t('bets.orderNo'), value: order.orderNo },
            { id: 'vendor', label: t('bets.vendor'), value: order.vendor },
            { id: 'category', label: t('bets.category'), value: t(`category.${order.category}`, { defaultValue: order.category }) },
            ...(order.drawNo !== null ? [{ id: 'draw', label: t('bets.draw'), value: String(order.drawNo) }] : []),
            {
              id: 'status',
              label: t('bets.statusLabel'),
              value: <StatusPill tone={BET_STATUS_TONES[order.status]}>{t(`bets.status.${order.status}`)}</StatusPill>,
            },
            { id: 'stake', label: t('bets.stake'), value: <Amount value={format.money(order.stake)} /> },
            { id: 'payout', label: t('bets.payout'), value: <Amount value={format.money(order.payout)} /> },
            { id: 'profit', label: t('bets.profit'), value: <Amount value={format.money(order.profit)} signed /> },
            { id: 'placed', label: t('bets.placedAt'), value: format.dateTime(order.createdAt, 'record') },
            ...(order.settledAt ? [{ id: 'settled', label: t('bets.settledAt'), value: format.dateTime(order.settledAt, 'record') }] : []),
          ]}
        />
      )}
    </Dialog>
  );
}
