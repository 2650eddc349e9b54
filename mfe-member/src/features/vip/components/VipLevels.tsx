import type { TVipLevel } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, KeyValueList, StatusPill } from '@tessera/ui-kit';

/** Every level: what reaches it and what it gives; the member's own marked. */
export function VipLevels({ levels, current }: { levels: readonly TVipLevel[]; current: number }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ol className="mb-vip-levels" data-testid="vip-levels">
      {levels.map((l) => (
        <li
          key={l.level}
          className={`mb-vip-level${l.level === current ? ' is-current' : ''}`}
          data-level={l.level}
          aria-current={l.level === current ? 'true' : undefined}
        >
          <div className="mb-vip-level__head">
            <h3 className="mb-vip-level__title">
              {t('home.vip', { level: l.level })} · {l.name}
            </h3>
            {l.level === current && <StatusPill tone="success">{t('vip.current')}</StatusPill>}
          </div>
          <KeyValueList
            items={[
              { id: 'deposit', label: t('vip.deposits'), value: <Amount value={format.money(l.depositRequired)} size="sm" /> },
              { id: 'turnover', label: t('vip.turnover'), value: <Amount value={format.money(l.turnoverRequired)} size="sm" /> },
              { id: 'rebate', label: t('vip.rebate'), value: `${l.rebatePercent}%` },
              { id: 'upgrade', label: t('vip.upgradeBonus'), value: <Amount value={format.money(l.upgradeBonus)} size="sm" /> },
              { id: 'birthday', label: t('vip.birthdayBonus'), value: <Amount value={format.money(l.birthdayBonus)} size="sm" /> },
              { id: 'withdrawals', label: t('vip.withdrawals'), value: t('vip.perDay', { count: l.dailyWithdrawals }) },
            ]}
          />
        </li>
      ))}
    </ol>
  );
}
