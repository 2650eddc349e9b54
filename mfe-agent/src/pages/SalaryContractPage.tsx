import { ContractPage } from './ContractPage';

/** PATHS.salaryContract: the daily salary contract. */
export default function SalaryContractPage() {
  return <ContractPage kind="dailySalary" titleKey="title.salaryContract" />;
}
