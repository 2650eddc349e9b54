import type { TEndpointOutput, securityConfig } from '@tessera/contract/api';
import { PATHS } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { Icon, List, ListRow, StatusPill } from '@tessera/ui-kit';
import { useGo } from '../../../components/AppLink';

type TConfig = TEndpointOutput<typeof securityConfig>;

export interface SecurityListProps {
  config: TConfig;
  onPaymentPassword: () => void;
  onResetPaymentPassword: () => void;
  onEmail: () => void;
  onPayeeName: () => void;
  /** Brings the bank cards section into view (cards are added and removed there). */
  onBankCards: () => void;
  /** Brings the security questions section into view. */
  onQuestions: () => void;
}

/** One row per protection: what it is, whether it is set, and the action that sets or changes it. */
export function SecurityList({ config, onPaymentPassword, onResetPaymentPassword, onEmail, onPayeeName, onBankCards, onQuestions }: SecurityListProps) {
  const t = useT('member');
  const go = useGo();
  const state = (on: boolean, onLabel = 'security.set') => <StatusPill tone={on ? 'success' : 'warning'}>{t(on ? onLabel : 'security.notSet')}</StatusPill>;
  return (
    <List label={t('security.listLabel')} data-testid="security-list">
      <ListRow
        icon={<Icon name="lock" size={24} />}
        title={t('security.loginPwRow')}
        subtitle={t('security.loginPwHint')}
        href={PATHS.changePassword}
        onClick={go(PATHS.changePassword)}
      />
      <ListRow
        icon={<Icon name="shield" size={24} />}
        title={t('security.payPwRow')}
        subtitle={t(config.paymentPasswordSet ? 'security.payPwChange' : 'security.payPwSetHint')}
        badge={state(config.paymentPasswordSet)}
        onClick={onPaymentPassword}
      />
      {config.paymentPasswordSet && (config.mobileBound || config.securityQuestionsSet) && (
        <ListRow icon={<Icon name="refresh" size={24} />} title={t('security.resetRow')} subtitle={t('security.resetHint')} onClick={onResetPaymentPassword} />
      )}
      <ListRow
        icon={<Icon name="card" size={24} />}
        title={t('security.cardsRow')}
        subtitle={t('security.cardsHint', { count: config.bankCardCount })}
        badge={state(config.bankCardCount > 0, 'security.bound')}
        onClick={onBankCards}
      />
      <ListRow
        icon={<Icon name="user" size={24} />}
        title={t('security.payeeRow')}
        subtitle={config.payeeName ?? t('security.payeeHint')}
        badge={state(config.payeeName !== null, 'security.bound')}
        onClick={config.payeeName === null ? onPayeeName : undefined}
      />
      <ListRow
        icon={<Icon name="mail" size={24} />}
        title={t('security.emailRow')}
        subtitle={t('security.emailHint')}
        badge={state(config.emailBound, 'security.bound')}
        onClick={onEmail}
      />
      <ListRow
        icon={<Icon name="question" size={24} />}
        title={t('security.questionsRow')}
        subtitle={t('security.questionsHint')}
        badge={state(config.securityQuestionsSet)}
        onClick={onQuestions}
      />
    </List>
  );
}
