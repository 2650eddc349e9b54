import { useFormat, useT, useWallet } from '@tessera/platform-sdk';
import { Amount, Icon, IconButton, Skeleton } from '@tessera/ui-kit';

export interface MemberBalanceProps {
  /** The balance of the member-center summary call (fresher than the header's while it loads), if it came. */
  fundsBalance: string | undefined;
  /** The summary call is being read again. */
  fundsFetching: boolean;
  /** Reads the summary call again (the wallet's own refresh runs beside it). */
  onRefreshFunds: () => void;
}

/**
 * The balance with its refresh button: the one part of the member home that reads the wallet, so
 * a balance refresh re-renders this and nothing else of the page.
 */
export function MemberBalance({ fundsBalance, fundsFetching, onRefreshFunds }: MemberBalanceProps) {
  const t = useT('member');
  const wallet = useWallet();
  const format = useFormat();
  const raw = fundsBalance ?? wallet.sumBalance;
  const refreshing = fundsFetching || wallet.refreshing;
  return (
    <div className="mb-summary__balance">
      <span className="mb-summary__label" id="mb-balance-label">
        {t('home.balance')}
      </span>
      <span className="mb-summary__amount">
        {raw === null ? (
          <Skeleton width={140} height={28} />
        ) : (
          <Amount value={format.money(raw)} size="xl" refreshing={refreshing} aria-labelledby="mb-balance-label" data-testid="member-balance" />
        )}
        <IconButton
          label={t('home.refresh')}
          onClick={() => {
            onRefreshFunds();
            wallet.refresh();
          }}
          disabled={refreshing}
        >
          <Icon name="refresh" size={20} className={refreshing ? 'mb-spin' : undefined} />
        </IconButton>
      </span>
    </div>
  );
}
