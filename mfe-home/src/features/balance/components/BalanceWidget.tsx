import { useT } from '@tessera/platform-sdk';
import { Amount, Button, Card, Icon, IconButton, RefreshButton } from '@tessera/ui-kit';
import { useBalance, useBalanceHidden } from '../hooks';

export interface BalanceWidgetProps {
  loggedIn: boolean;
  onLogin: () => void;
  onRegister: () => void;
}

/**
 * The balance (spec §2): currency symbol, total with 2 decimals, hide/show (stars), refresh spinning
 * until the wallet call returns; the value keeps its place while refreshing. A visitor is offered
 * login and registration instead.
 */
export function BalanceWidget(props: BalanceWidgetProps) {
  const t = useT('home');
  const [hidden, toggleHidden] = useBalanceHidden();
  if (!props.loggedIn) {
    return (
      <Card className="home-balance home-balance--guest" data-testid="balance-widget">
        <p className="home-balance-invite">{t('balance.guest')}</p>
        <div className="home-balance-actions">
          <Button variant="secondary" onClick={props.onLogin}>
            {t('balance.login')}
          </Button>
          <Button variant="primary" onClick={props.onRegister}>
            {t('balance.register')}
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className="home-balance" data-testid="balance-widget">
      <div className="home-balance-head">
        <span className="home-balance-label" id="home-balance-label">
          {t('balance.total')}
        </span>
        <IconButton size="sm" label={hidden ? t('balance.show') : t('balance.hide')} aria-pressed={hidden} onClick={toggleHidden} data-testid="balance-toggle">
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </IconButton>
      </div>
      <BalanceAmount hidden={hidden} />
    </Card>
  );
}

/** The amount and its refresh button: the one part that reads the wallet, so a balance refresh re-renders it alone. */
function BalanceAmount({ hidden }: { hidden: boolean }) {
  const t = useT('home');
  const balance = useBalance();
  return (
    <div className="home-balance-row">
      <Amount
        data-testid="balance-amount"
        aria-labelledby="home-balance-label"
        value={balance.amount ?? '--'}
        currency={balance.currencySymbol}
        masked={hidden}
        maskLabel={t('balance.hidden')}
        refreshing={balance.refreshing}
        size="xl"
      />
      <RefreshButton label={t('balance.refresh')} busy={balance.refreshing} onClick={balance.refresh} data-testid="balance-refresh" />
    </div>
  );
}
