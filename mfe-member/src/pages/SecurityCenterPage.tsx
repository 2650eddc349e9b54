import { useT } from '@tessera/shared-contracts';
import { ListSkeleton } from '@tessera/ui-kit';
import { PageTitle } from '../components/PageTitle';
import { QueryView } from '../components/QueryView';
import { KycCard, SecurityList, useKycStatus, useSecurityConfig, useSecurityFlows } from '../features/security';
import '../member.css';

/** /m/securityCenter: login and payment passwords, bank cards, payee name, e-mail, questions, and KYC. */
export default function SecurityCenterPage() {
  const t = useT('member');
  const config = useSecurityConfig();
  const kyc = useKycStatus();
  const flows = useSecurityFlows();
  return (
    <div className="mb-page">
      <PageTitle titleKey="title.securityCenter" />
      <QueryView query={config} skeleton={<ListSkeleton rows={6} label={t('common.loading')} />}>
        {(c) => (
          <SecurityList
            config={c}
            onPaymentPassword={() => void flows.setPaymentPassword(c.paymentPasswordSet)}
            onResetPaymentPassword={() => void flows.resetPaymentPassword()}
            onEmail={() => void flows.bindEmail()}
            onPayeeName={() => void flows.bindPayeeName()}
          />
        )}
      </QueryView>
      <QueryView query={kyc} skeleton={<ListSkeleton rows={2} icon={false} label={t('common.loading')} />}>
        {(k) => <KycCard state={k} onSubmit={(documentType, file) => flows.kyc.call({ form: { documentType, document: file } })} />}
      </QueryView>
    </div>
  );
}
