import { useT } from '@tessera/platform-sdk';
import { Amount, Button, Card, Icon, IconButton, RefreshButton } from '@tessera/ui-kit';

export interface BalanceWidgetProps {
  loggedIn: boolean;
  /** The balance formatted with 2 decimals and no symbol (format.money(x, { symbol: false })); null until known. */
  amount: string | null;
  currencySymbol: string;
  refreshing: boolean;
  hidden: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
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
        <IconButton
          size="sm"
          label={props.hidden ? t('balance.show') : t('balance.hide')}
          aria-pressed={props.hidden}
          onClick={props.onToggleHidden}
          data-testid="balance-toggle"
        >
          <Icon name={props.hidden ? 'eyeOff' : 'eye'} size={18} />
        </IconButton>
      </div>
      <div className="home-balance-row">
        <Amount
          data-testid="balance-amount"
          aria-labelledby="home-balance-label"
          value={props.amount ?? '--'}
          currency={props.currencySymbol}
          masked={props.hidden}
          maskLabel={t('balance.hidden')}
          refreshing={props.refreshing}
          size="xl"
        />
        <RefreshButton label={t('balance.refresh')} busy={props.refreshing} onClick={props.onRefresh} data-testid="balance-refresh" />
      </div>
    </Card>
  );
}
