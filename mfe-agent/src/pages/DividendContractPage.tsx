import { ContractPage } from './ContractPage';

/** PATHS.dividendContract: the dividend contract. */
export default function DividendContractPage() {
  return <ContractPage kind="dividend" titleKey="title.dividendContract" />;
}
