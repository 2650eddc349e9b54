import { PATHS } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/AppLink';
import { Icon } from '@tessera/ui-kit';

export interface MemberSummaryProps {
  account: string;
  nickname?: string;
  /** The level as vipLevelOf gives it ("1"; "0" when none). */
  vipLevel: string;
  /** The balance and its refresh (MemberBalance: it alone reads the wallet). */
  balance: ReactNode;
  /** The 'new' template adds the money overview and the quick actions under the balance. */
  template: 'new' | 'base';
  stats?: TStat[];
  /** What may be withdrawn now (the API's one figure) and what is locked: shown under the balance in both templates. */
  withdrawable?: ReactNode;
  /** The member's head icon (getHeadIcon); the initial shows until it is known. */
  headIconUrl?: string;
  /** The personal info screen: the avatar and names link to it. */
  profileTo?: string;
}

type TStat = { key: string; label: string; value: string; to?: string };

function Stats({ stats }: { stats: TStat[] }) {
  return (
    <dl className="mb-stats">
      {stats.map((s) => (
        <div key={s.key} className="mb-stat" data-testid={`member-stat-${s.key}`}>
          <dt>{s.label}</dt>
          <dd>{s.to ? <AppLink to={s.to}>{s.value}</AppLink> : s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who is logged in, their VIP level and balance; the 'new' template adds deposit / withdraw and a money overview. */
export function MemberSummary({ account, nickname, vipLevel, balance, template, stats = [], withdrawable, headIconUrl, profileTo }: MemberSummaryProps) {
  const t = useT('member');
  // Deposit and withdraw are offered only while the wallet is on for the merchant.
  const { canNavigate } = useNav();
  const money = (canNavigate?.(PATHS.deposit) ?? true) && (canNavigate?.(PATHS.withdraw) ?? true);
  const initial = (nickname || account).slice(0, 1).toUpperCase();
  return (
    <section className={`mb-summary mb-summary--${template}`} aria-label={t('home.summary')} data-testid="member-summary">
      <div className="mb-summary__who">
        {(() => {
          const who = (
            <>
              <span className="mb-avatar" aria-hidden="true" data-testid="member-avatar">
                {headIconUrl ? <img src={headIconUrl} alt="" width={48} height={48} className="mb-avatar__img" /> : initial}
              </span>
              <div className="mb-summary__names">
                <p className="mb-summary__account">{account}</p>
                {nickname && nickname !== account && (
                  <p className="mb-summary__nickname" data-testid="member-nickname">
                    {nickname}
                  </p>
                )}
              </div>
            </>
          );
          return profileTo ? (
            <AppLink to={profileTo} className="mb-summary__profile" data-testid="member-profile-link">
              {who}
              {/* Named by what it shows, then where it goes (axe label-content-name-mismatch). */}
              <span className="tk-visually-hidden">{t('self.profileLink')}</span>
            </AppLink>
          ) : (
            who
          );
        })()}
        <AppLink to={PATHS.benefits} className="mb-vip" data-testid="member-vip">
          <Icon name="crown" size={16} />
          {t('home.vip', { level: vipLevel })}
        </AppLink>
      </div>
      {balance}
      {withdrawable}
      {template === 'new' && (
        <>
          {money && (
            <div className="mb-actions">
              <AppLink to={PATHS.deposit} className="mb-action mb-action--primary">
                <Icon name="deposit" size={20} />
                {t('home.deposit')}
              </AppLink>
              <AppLink to={PATHS.withdraw} className="mb-action">
                <Icon name="withdraw" size={20} />
                {t('home.withdraw')}
              </AppLink>
            </div>
          )}
          {stats.length > 0 && <Stats stats={stats} />}
        </>
      )}
    </section>
  );
}
